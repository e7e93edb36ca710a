/**
 * The fan groups' calls in the moderation area (docs/CONSOLE.md "Fan groups"): the review list, one
 * group, its actions (the audit entries about it), the review and featuring, the review setting.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type components, type paths } from '@tribune/api-client';
import { api } from '../../../kernel/api.ts';
import { listPageInfo, retryUnlessRefused } from '../../../kernel/api-answers.ts';
import type { ConsolePage } from '../api.ts';

export type AdminGroup = components['schemas']['FanGroup'];
export type GroupAction = components['schemas']['AuditEntry'];
type ListQuery = NonNullable<paths['/v2/admin/fan_groups']['get']['parameters']['query']>;
export type Acceptance = NonNullable<ListQuery['acceptance_status']>;
export type GroupSort = NonNullable<ListQuery['sort']>;

/** The acceptance filter's values, the review queue first (`all`: every group). */
export const ACCEPTANCE_FILTERS = ['submitted', 'accepted', 'rejected', 'all'] as const;
export const GROUP_SORTS: readonly GroupSort[] = ['newest', 'oldest', 'name', 'members'];

export const groupKeys = {
  all: ['console', 'fan_groups'] as const,
  list: (q: object) => [...groupKeys.all, 'list', q] as const,
  one: (id: string) => [...groupKeys.all, 'one', id] as const,
  actions: (id: string, page: number) => [...groupKeys.all, 'actions', id, page] as const,
  settings: () => [...groupKeys.all, 'settings'] as const,
};

export const groupsQuery = (q: { acceptance?: Acceptance; search?: string; sort: GroupSort; page: number }) =>
  queryOptions({
    queryKey: groupKeys.list(q),
    queryFn: async (): Promise<ConsolePage<AdminGroup>> => {
      const result = await api.GET('/v2/admin/fan_groups', {
        params: {
          query: {
            acceptance_status: q.acceptance,
            search: q.search || undefined,
            sort: q.sort,
            page: q.page,
            per_page: 20,
          },
        },
      });
      return { rows: unwrap(result).data, ...listPageInfo(result.response) };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** One group with its owner's summary (from `included`). */
export const groupQuery = (id: string) =>
  queryOptions({
    queryKey: groupKeys.one(id),
    queryFn: async () => {
      const body = unwrap(await api.GET('/v2/admin/fan_groups/{id}', { params: { path: { id } } }));
      const ownerId = body.data.relationships.owner.data?.id;
      const owner = (body.included as Array<{ id: string; type: string; attributes: { display_name?: string } }>).find(
        (u) => u.type === 'user' && u.id === ownerId,
      );
      return { group: body.data, ownerName: owner?.attributes.display_name ?? null };
    },
    retry: retryUnlessRefused,
  });

export const groupActionsQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: groupKeys.actions(id, page),
    queryFn: async (): Promise<ConsolePage<GroupAction>> => {
      const result = await api.GET('/v2/admin/fan_groups/{id}/actions', {
        params: { path: { id }, query: { page, per_page: 20 } },
      });
      return { rows: unwrap(result).data, ...listPageInfo(result.response) };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** Accepts, rejects or (un)features a group, with the reason kept in the audit log. */
export async function reviewGroup(
  id: string,
  change: { acceptance_status?: Acceptance; featured?: boolean },
  reason: string,
): Promise<void> {
  unwrap(
    await api.PUT('/v2/admin/fan_groups/{id}', {
      params: { path: { id } },
      body: { fan_group: change, ...(reason ? { reason } : {}) },
    }),
  );
}

export const groupSettingsQuery = () =>
  queryOptions({
    queryKey: groupKeys.settings(),
    queryFn: async () => unwrap(await api.GET('/v2/admin/fan_group_settings')).data.attributes,
    retry: retryUnlessRefused,
  });

export async function saveGroupSettings(reviewNewGroups: boolean) {
  return unwrap(
    await api.PUT('/v2/admin/fan_group_settings', {
      body: { fan_group_settings: { review_new_groups: reviewNewGroups } },
    }),
  ).data.attributes;
}
