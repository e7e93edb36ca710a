/**
 * The participation section's calls: the kit's standard admin routes of each type
 * (`/v2/admin/<type>s`: list, show, create, replace, publish, close), read through the typed
 * client with the type's path, and an event's registrations.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type components } from '@tribune/api-client';
import type { IdeaStatus } from '@tribune/domain';
import { api } from '../../../kernel/api.ts';
import { listPageInfo, retryUnlessRefused } from '../../../kernel/api-answers.ts';
import type { ConsolePage } from '../api.ts';
import type { ParticipationKind } from './kinds.ts';

/** A participation record as admins see it: the attributes the list and the form read. */
export interface AdminItem {
  id: string;
  attributes: Record<string, unknown> & {
    slug: string;
    title: Record<string, string>;
    published: boolean;
    open: boolean;
  };
}

// The four collections share one shape; the client is asked with the type's own path.
type Any = never;
const path = (kind: ParticipationKind) => `/v2/admin/${kind.word}` as Any;
const itemPath = (kind: ParticipationKind) => `/v2/admin/${kind.word}/{id}` as Any;

type Schemas = components['schemas'];
export type AdminIdea = Schemas['AdminIdea'];
export type EventRegistration = Schemas['EventRegistration'];

export const participationKeys = {
  all: ['console', 'participation'] as const,
  ideas: (missionId: string, q: object) => [...participationKeys.all, 'ideas', missionId, q] as const,
  registrations: (eventId: string, q: object) => [...participationKeys.all, 'registrations', eventId, q] as const,
  list: (word: string, page: number) => [...participationKeys.all, word, 'list', page] as const,
  one: (word: string, id: string) => [...participationKeys.all, word, 'one', id] as const,
};

export const itemsQuery = (kind: ParticipationKind, page: number) =>
  queryOptions({
    queryKey: participationKeys.list(kind.word, page),
    queryFn: async (): Promise<ConsolePage<AdminItem>> => {
      const result = await api.GET(path(kind), { params: { query: { page, per_page: 20 } } } as Any);
      const body = unwrap(result as { data?: { data: AdminItem[] }; response: Response });
      return { rows: body.data, ...listPageInfo((result as { response: Response }).response) };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export const itemQuery = (kind: ParticipationKind, id: string) =>
  queryOptions({
    queryKey: participationKeys.one(kind.word, id),
    queryFn: async (): Promise<AdminItem> => {
      const result = await api.GET(itemPath(kind), { params: { path: { id } } } as Any);
      return unwrap(result as { data?: { data: AdminItem }; response: Response }).data;
    },
    retry: retryUnlessRefused,
  });

export async function saveItem(kind: ParticipationKind, id: string | undefined, input: Record<string, unknown>) {
  const body = { [kind.key]: input };
  const result = id
    ? await api.PUT(itemPath(kind), { params: { path: { id } }, body } as Any)
    : await api.POST(path(kind), { body } as Any);
  return unwrap(result as { data?: { data: AdminItem }; response: Response }).data;
}

export async function runAction(kind: ParticipationKind, id: string, action: 'publish' | 'close') {
  const result = await api.POST(`/v2/admin/${kind.word}/{id}/${action}` as Any, { params: { path: { id } } } as Any);
  return unwrap(result as { data?: { data: AdminItem }; response: Response }).data;
}

/** A page of a mission's ideas for the console (any visibility), with the search and the status. */
export const ideasQuery = (missionId: string, q: { search: string; status: IdeaStatus | ''; page: number }) =>
  queryOptions({
    queryKey: participationKeys.ideas(missionId, q),
    queryFn: async (): Promise<ConsolePage<AdminIdea>> => {
      const result = await api.GET('/v2/admin/ideation_missions/{id}/ideas', {
        params: {
          path: { id: missionId },
          query: { search: q.search || undefined, status: q.status || undefined, page: q.page, per_page: 20 },
        },
      });
      return { rows: unwrap(result).data, ...listPageInfo(result.response) };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** Sets an idea's club acceptance status (its author is told). */
export async function setIdeaStatus(id: string, status: IdeaStatus): Promise<void> {
  unwrap(await api.PUT('/v2/admin/ideas/{id}/status', { params: { path: { id } }, body: { status } }));
}

/** A page of an event's registrations: the registered, then the waiting list in order. */
export const registrationsQuery = (
  eventId: string,
  q: { search: string; status: 'registered' | 'waiting' | ''; page: number },
) =>
  queryOptions({
    queryKey: participationKeys.registrations(eventId, q),
    queryFn: async (): Promise<ConsolePage<EventRegistration>> => {
      const result = await api.GET('/v2/admin/events/{id}/registrations', {
        params: {
          path: { id: eventId },
          query: { search: q.search || undefined, status: q.status || undefined, page: q.page, per_page: 20 },
        },
      });
      return { rows: unwrap(result).data, ...listPageInfo(result.response) };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
