import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, unwrap, type components } from '@tribune/api-client';
import { PARTICIPATION_FAILURES } from '@tribune/domain';
import { api } from '../../kernel/api.ts';
import { loggingFailure, nextListPage, retryUnlessRefused } from '../../kernel/api-answers.ts';
import type { IncludedLookups } from '../../kernel/included.ts';
import { areaAnswers, type AreaPage } from '../participation/index.ts';

type Schemas = components['schemas'];

/** An event as the viewer sees it (with their registration). */
export type Event = Schemas['Event'];
/** A hero medium of an event. */
export type Medium = Schemas['ContentMedium'];

/** The included records an events answer is read for. */
type EventRecords = { medium: Medium };
/** Included records indexed by type and id. */
export type Included = IncludedLookups<EventRecords>;
const answers = areaAnswers<EventRecords>();

/** How many events a page of `{events}/all` asks for. */
export const ALL_EVENTS_PER_PAGE = 20;

/** Query keys of events; the viewer is part of them (the registration is theirs). */
export const eventKeys = {
  all: ['events'] as const,
  list: (locale: string, viewer: string | null) => [...eventKeys.all, 'list', locale, viewer ?? 'guest'] as const,
  allPages: (locale: string, viewer: string | null) =>
    [...eventKeys.all, 'all-pages', locale, viewer ?? 'guest'] as const,
  event: (slug: string, locale: string, viewer: string | null) =>
    [...eventKeys.all, 'event', slug, locale, viewer ?? 'guest'] as const,
};

/** Runs an events call; a failure is logged under the spec's name ('Event Error') with the body's error. */
const logged = <T>(what: string, call: () => Promise<T>) => loggingFailure(PARTICIPATION_FAILURES.event, what, call);

/** The published events: upcoming ones (start ascending), then at most 5 past ones. */
export const eventsQuery = (locale: string, viewer: string | null) =>
  queryOptions({
    queryKey: eventKeys.list(locale, viewer),
    queryFn: () => logged('list events', async () => answers.one('events', await api.GET('/v2/events'))),
  });

/** One page of every published event. */
export type EventsPage = AreaPage<'events', Event, EventRecords>;

/** Every published event (`{events}/all`), page by page. */
export const allEventsQuery = (locale: string, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: eventKeys.allPages(locale, viewer),
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<EventsPage> =>
      logged('list all events', async () =>
        answers.page(
          'events',
          await api.GET('/v2/events', {
            params: { query: { scope: 'all', page: pageParam, per_page: ALL_EVENTS_PER_PAGE } },
          }),
        ),
      ),
    getNextPageParam: nextListPage,
  });

/** One event by any of its slugs. */
export const eventQuery = (slug: string, locale: string, viewer: string | null) =>
  queryOptions({
    queryKey: eventKeys.event(slug, locale, viewer),
    queryFn: () =>
      logged('show event', async () =>
        answers.one('event', await api.GET('/v2/events/{slug}', { params: { path: { slug } } })),
      ),
    retry: retryUnlessRefused,
  });

/** POST the viewer's registration: the answer is the updated event. */
export function registerForEvent(slug: string): Promise<Event> {
  return logged(
    'register',
    async () => unwrap(await api.POST('/v2/events/{slug}/registration', { params: { path: { slug } } })).data,
  );
}

/** DELETE the viewer's registration: the answer is the updated event. */
export function unregisterFromEvent(slug: string): Promise<Event> {
  return logged(
    'unregister',
    async () => unwrap(await api.DELETE('/v2/events/{slug}/registration', { params: { path: { slug } } })).data,
  );
}

/** The message of a failed registration: the body's `error` field (docs/DECISIONS.md "Failures in the app"), or null. */
export function registrationErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  return error.body.error ?? null;
}

/** The event's calendar file, in the page's language. */
export function eventIcsHref(slug: string, locale: string): string {
  return `/v2/events/${encodeURIComponent(slug)}.ics?locale=${encodeURIComponent(locale)}`;
}
