import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, readListHeaders, unwrap, type components } from '@tribune/api-client';
import { PARTICIPATION_FAILURES } from '@tribune/domain';
import { api } from '../../kernel/api.ts';
import { indexIncluded as indexRecords } from '../../kernel/included.ts';

type Schemas = components['schemas'];

/** An event as the viewer sees it (with their registration). */
export type Event = Schemas['Event'];
/** A hero medium of an event. */
export type Medium = Schemas['ContentMedium'];

/** Included records indexed by type and id. */
export interface Included {
  medium(id: string | undefined): Medium | undefined;
}

function indexIncluded(records: readonly unknown[]): Included {
  // The shared index (kernel/included.ts): it survives the server rendering's embedding.
  return indexRecords(records) as Included;
}

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

/** Reports a failure under the spec's name ('Event Error'), with the body's error when there is one. */
export function reportEventFailure(what: string, error: unknown): void {
  const text = error instanceof ApiError && error.body?.error ? error.body.error : PARTICIPATION_FAILURES.event;
  console.error(`${PARTICIPATION_FAILURES.event}: ${what}: ${text}`);
}

const noRetryOn4xx = (count: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && count < 2;

/** The published events: upcoming ones (start ascending), then at most 5 past ones. */
export const eventsQuery = (locale: string, viewer: string | null) =>
  queryOptions({
    queryKey: eventKeys.list(locale, viewer),
    queryFn: async () => {
      try {
        const body = unwrap(await api.GET('/v2/events'));
        return { events: body.data, included: indexIncluded(body.included) };
      } catch (error) {
        reportEventFailure('list events', error);
        throw error;
      }
    },
  });

/** One page of every published event. */
export interface EventsPage {
  events: Event[];
  included: Included;
  page: number;
  totalCount: number;
  totalPages: number;
}

/** Every published event (`{events}/all`), page by page. */
export const allEventsQuery = (locale: string, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: eventKeys.allPages(locale, viewer),
    initialPageParam: 1,
    queryFn: async ({ pageParam }): Promise<EventsPage> => {
      try {
        const result = await api.GET('/v2/events', {
          params: { query: { scope: 'all', page: pageParam, per_page: ALL_EVENTS_PER_PAGE } },
        });
        const body = unwrap(result);
        const headers = readListHeaders(result.response);
        return {
          events: body.data,
          included: indexIncluded(body.included),
          page: headers.currentPage,
          totalCount: headers.totalCount,
          totalPages: headers.totalPages ?? 1,
        };
      } catch (error) {
        reportEventFailure('list all events', error);
        throw error;
      }
    },
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

/** One event by any of its slugs. */
export const eventQuery = (slug: string, locale: string, viewer: string | null) =>
  queryOptions({
    queryKey: eventKeys.event(slug, locale, viewer),
    queryFn: async () => {
      try {
        const body = unwrap(await api.GET('/v2/events/{slug}', { params: { path: { slug } } }));
        return { event: body.data, included: indexIncluded(body.included) };
      } catch (error) {
        reportEventFailure('show event', error);
        throw error;
      }
    },
    retry: noRetryOn4xx,
  });

/** POST the viewer's registration: the answer is the updated event. */
export async function registerForEvent(slug: string): Promise<Event> {
  try {
    return unwrap(await api.POST('/v2/events/{slug}/registration', { params: { path: { slug } } })).data;
  } catch (error) {
    reportEventFailure('register', error);
    throw error;
  }
}

/** DELETE the viewer's registration: the answer is the updated event. */
export async function unregisterFromEvent(slug: string): Promise<Event> {
  try {
    return unwrap(await api.DELETE('/v2/events/{slug}/registration', { params: { path: { slug } } })).data;
  } catch (error) {
    reportEventFailure('unregister', error);
    throw error;
  }
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
