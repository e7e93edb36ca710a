import { localePath, type RouteWords } from '@tribune/domain';
import { dateTimeFormat, mediumDateTime } from '../../kernel/intl.ts';

/** `{events}`: the upcoming events and the last past ones. */
export function eventsPath(locale: string, words: RouteWords): string {
  return localePath(locale, words.events);
}

/** `{events}/all`: every published event (the spec writes a literal `all`). */
export function allEventsPath(locale: string, words: RouteWords): string {
  return localePath(locale, words.events, 'all');
}

/** `{events}/{slug}`: an event. */
export function eventPath(locale: string, words: RouteWords, slug: string): string {
  return localePath(locale, words.events, slug);
}

/** When an event takes place, in the page's language: its start, or its start to its end. */
export function formatEventWhen(startsAt: string, endsAt: string | null, locale: string): string {
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) return '';
  const format = dateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' });
  const end = endsAt ? new Date(endsAt) : null;
  if (!end || Number.isNaN(end.getTime()) || end.getTime() <= start.getTime()) return format.format(start);
  return format.formatRange(start, end);
}

/** A short date of an event in a list (day, month and time). */
export function formatEventShort(startsAt: string, locale: string): string {
  const start = new Date(startsAt);
  return Number.isNaN(start.getTime()) ? '' : mediumDateTime(start, locale);
}
