import { CHAT_TIMESTAMP_GAP_MS } from '@tribune/domain';
import { dateTimeFormat, mediumDate } from '../../../kernel/intl.ts';

/** How a date divider reads (docs/CHAT.md "The app's rules"): Today, Yesterday, the weekday within the last week, or a medium date. */
export type DividerKind = 'today' | 'yesterday' | 'weekday' | 'date';

/** One row of the message timeline: a date divider, or a message with or without its time shown. */
export type TimelineItem<M> =
  | { type: 'divider'; key: string; at: Date; kind: DividerKind }
  | { type: 'message'; key: string; message: M; showTime: boolean };

const DAY_MS = 86_400_000;

/** The local calendar day of a date as a number of days (DST-safe: built from the local parts). */
function localDay(d: Date): number {
  return Math.round(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS);
}

/** Whether two dates fall on the same local calendar day. */
export function sameDay(a: Date, b: Date): boolean {
  return localDay(a) === localDay(b);
}

/** The divider kind of a day, seen from `now`. */
export function dividerKind(at: Date, now: Date): DividerKind {
  const diff = localDay(now) - localDay(at);
  if (diff <= 0) return 'today';
  if (diff === 1) return 'yesterday';
  if (diff < 7) return 'weekday';
  return 'date';
}

/** A message's time shows when it is the first, the gap to the previous one exceeds 60 minutes, or the day differs. */
export function showTimestamp(previous: Date | null, current: Date): boolean {
  if (!previous) return true;
  return current.getTime() - previous.getTime() > CHAT_TIMESTAMP_GAP_MS || !sameDay(previous, current);
}

/** Interleaves date dividers with the messages (ascending) and marks which messages show their time. */
export function buildTimeline<M extends { id: string; sentAt: string }>(
  messages: readonly M[],
  now: Date,
): TimelineItem<M>[] {
  const items: TimelineItem<M>[] = [];
  let previous: Date | null = null;
  for (const message of messages) {
    const at = new Date(message.sentAt);
    if (!previous || !sameDay(previous, at)) {
      items.push({ type: 'divider', key: `d-${localDay(at)}`, at, kind: dividerKind(at, now) });
    }
    items.push({ type: 'message', key: message.id, message, showTime: showTimestamp(previous, at) });
    previous = at;
  }
  return items;
}

/** Formats a divider with the locale: the translated Today/Yesterday, the weekday, or a medium date. */
export function formatDivider(
  item: { at: Date; kind: DividerKind },
  locale: string,
  words: { today: string; yesterday: string },
): string {
  switch (item.kind) {
    case 'today':
      return words.today;
    case 'yesterday':
      return words.yesterday;
    case 'weekday':
      return dateTimeFormat(locale, { weekday: 'long' }).format(item.at);
    case 'date':
      return mediumDate(item.at, locale);
  }
}

/** A short time of day, e.g. 14:05 or 2:05 PM. */
export function formatTime(at: Date, locale: string): string {
  return dateTimeFormat(locale, { timeStyle: 'short' }).format(at);
}

/** The conversation list's activity time: the time of day today, a short date otherwise. */
export function formatActivity(at: Date, now: Date, locale: string): string {
  return sameDay(at, now) ? formatTime(at, locale) : dateTimeFormat(locale, { dateStyle: 'short' }).format(at);
}
