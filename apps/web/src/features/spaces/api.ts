import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, readListHeaders, unwrap, type components } from '@tribune/api-client';
import type { FanGroupPostVisibility, FanGroupRole, FanGroupUserList, FanGroupUserStatus } from '@tribune/domain';
import { api } from '../../kernel/api.ts';
import { indexIncluded, type IncludedRecord } from '../../kernel/included.ts';

type Schemas = components['schemas'];

/** A fan group as the viewer sees it (their role, status and allowed operations included). */
export type FanGroup = Schemas['FanGroup'];
/** A membership as the member lists show it. */
export type FanGroupUser = Schemas['FanGroupUser'];
/** A user as `included` carries them. */
export type UserSummary = Schemas['UserSummary'];

/** Included records indexed by type and id (the shared index: it survives the server rendering's embedding). */
export interface Included {
  readonly records: readonly IncludedRecord[];
  user(id: string | undefined): UserSummary | undefined;
}

function included(records: readonly IncludedRecord[]): Included {
  return indexIncluded(records) as Included;
}

/** The spec's fallback name of a group failure (docs/DECISIONS.md "Failures in the app"), verbatim. */
export const GROUP_FAILURE = 'Group Error';

/** Groups per page of the list. */
export const SPACES_PER_PAGE = 12;
/** Members per page of each member list. */
export const MEMBERS_PER_PAGE = 20;

/** The list's filters (docs/COMMUNITY.md "The list"): featured only (default), a user's groups, a search. */
export interface SpaceFilters {
  byFeatured: boolean;
  forUser?: string;
  search?: string;
}

/** Query keys of fan groups; the viewer is part of them (roles and permissions are theirs). */
export const spaceKeys = {
  all: ['spaces'] as const,
  lists: () => [...spaceKeys.all, 'list'] as const,
  list: (filters: SpaceFilters, locale: string, viewer: string | null) =>
    [...spaceKeys.lists(), filters, locale, viewer ?? 'guest'] as const,
  group: (slug: string, locale: string, viewer: string | null) =>
    [...spaceKeys.all, 'group', slug, locale, viewer ?? 'guest'] as const,
  memberLists: (slug: string) => [...spaceKeys.all, 'members', slug] as const,
  /** The group's newest posts (the info tab), for every viewer. */
  topPosts: (groupId: string) => [...spaceKeys.all, 'top-posts', groupId] as const,
  members: (slug: string, list: FanGroupUserList, page: number, viewer: string | null) =>
    [...spaceKeys.memberLists(slug), list, page, viewer ?? 'guest'] as const,
};

/** Logs a failure under the spec's name ('Group Error'), with the body's error when there is one. */
export function reportGroupFailure(what: string, error: unknown): void {
  const text = error instanceof ApiError && error.body?.error ? error.body.error : GROUP_FAILURE;
  console.error(`${GROUP_FAILURE}: ${what}: ${text}`);
}

/** The text of a failed call: the response body's `error` (docs/DECISIONS.md "Failures in the app"), or null when it has none. */
export function groupErrorText(error: unknown): string | null {
  return error instanceof ApiError && error.body?.error ? error.body.error : null;
}

/** A failed form's field errors (`errors.<field>`), when the server named any. */
export function groupFieldErrors(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || !error.body?.errors) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.body.errors)) {
    if (field !== 'full_messages' && Array.isArray(messages)) out[field] = messages.map(String);
  }
  return out;
}

const noRetryOn4xx = (count: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && count < 2;

async function logged<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    reportGroupFailure(what, error);
    throw error;
  }
}

/** One page of the group list. */
export interface SpacesPage {
  data: FanGroup[];
  included: Included;
  hasUnverifiedGroups: boolean;
  page: number;
  totalCount: number;
  totalPages: number;
}

/** The groups the viewer sees under the filters, page by page (most members first). */
export const spacesListQuery = (filters: SpaceFilters, locale: string, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: spaceKeys.list(filters, locale, viewer),
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<SpacesPage> =>
      logged('list groups', async () => {
        const result = await api.GET('/v2/fan_groups', {
          params: {
            query: {
              by_featured: filters.byFeatured,
              ...(filters.forUser ? { for_user: filters.forUser } : {}),
              ...(filters.search ? { search: filters.search } : {}),
              page: pageParam,
              per_page: SPACES_PER_PAGE,
            },
          },
        });
        const body = unwrap(result);
        const headers = readListHeaders(result.response);
        return {
          data: body.data,
          included: included(body.included),
          hasUnverifiedGroups: body.meta.has_unverified_groups,
          page: headers.currentPage,
          totalCount: headers.totalCount,
          totalPages: headers.totalPages ?? 1,
        };
      }),
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

/** One group by its slug (found by the id after the last hyphen). */
export const spaceQuery = (slug: string, locale: string, viewer: string | null) =>
  queryOptions({
    queryKey: spaceKeys.group(slug, locale, viewer),
    queryFn: () =>
      logged('show group', async () => {
        const body = unwrap(await api.GET('/v2/fan_groups/{slug}', { params: { path: { slug } } }));
        return { group: body.data, included: included(body.included) };
      }),
    retry: noRetryOn4xx,
  });

/** A page of one of the group's member lists, with its total. */
export interface MembersPage {
  data: FanGroupUser[];
  included: Included;
  page: number;
  totalCount: number;
  totalPages: number;
}

/** A page of the active, pending or banned/muted list. */
export const membersQuery = (slug: string, list: FanGroupUserList, page: number, viewer: string | null) =>
  queryOptions({
    queryKey: spaceKeys.members(slug, list, page, viewer),
    queryFn: () =>
      logged(`list ${list} members`, async (): Promise<MembersPage> => {
        const result = await api.GET('/v2/fan_groups/{slug}/users', {
          params: { path: { slug }, query: { list, page, per_page: MEMBERS_PER_PAGE } },
        });
        const body = unwrap(result);
        const headers = readListHeaders(result.response);
        return {
          data: body.data,
          included: included(body.included),
          page: headers.currentPage,
          totalCount: headers.totalCount,
          totalPages: Math.max(1, headers.totalPages ?? 1),
        };
      }),
    retry: noRetryOn4xx,
    placeholderData: keepPreviousData,
  });

/** A post of a group as the info tab lists it (the posts feature draws the posts themselves). */
export type GroupPostSummary = Schemas['GroupPost'];

/** How many posts the info tab lists: the group's `top_group_posts` (the newest the viewer reads). */
export const TOP_POSTS = 3;

/** The group's newest posts the viewer reads (the same as its `top_group_posts`), with their authors. */
export const topPostsQuery = (groupId: string, viewer: string | null) =>
  queryOptions({
    queryKey: [...spaceKeys.topPosts(groupId), viewer ?? 'guest'] as const,
    queryFn: async () => {
      const body = unwrap(
        await api.GET('/v2/group_posts', {
          params: { query: { fan_group_id: groupId, page: 1, per_page: TOP_POSTS } },
        }),
      );
      return { posts: body.data, included: included(body.included) };
    },
    retry: noRetryOn4xx,
  });

/** POST /v2/fan_groups, multipart (`groupFormData`): the new group. */
export function createGroup(form: FormData): Promise<FanGroup> {
  return logged('create group', async () => {
    const result = await api.POST('/v2/fan_groups', {
      // The contract describes the JSON form; the multipart form goes out as the FormData itself.
      body: { fan_group: {} },
      bodySerializer: () => form,
      // The browser sets multipart/form-data with its boundary; the default JSON header must not win.
      headers: { 'Content-Type': null },
    });
    return unwrap(result).data;
  });
}

/** PUT /v2/fan_groups/{slug}, multipart: the updated group. */
export function updateGroup(slug: string, form: FormData): Promise<FanGroup> {
  return logged('update group', async () => {
    const result = await api.PUT('/v2/fan_groups/{slug}', {
      params: { path: { slug } },
      body: { fan_group: {} },
      bodySerializer: () => form,
      headers: { 'Content-Type': null },
    });
    return unwrap(result).data;
  });
}

/** POST join: an active membership, or a pending request in a privately accessible group. */
export function joinGroup(slug: string): Promise<FanGroup> {
  return logged(
    'join group',
    async () => unwrap(await api.POST('/v2/fan_groups/{slug}/join', { params: { path: { slug } } })).data,
  );
}

/** POST leave (a pending request: cancels it). */
export function leaveGroup(slug: string): Promise<FanGroup> {
  return logged(
    'leave group',
    async () => unwrap(await api.POST('/v2/fan_groups/{slug}/leave', { params: { path: { slug } } })).data,
  );
}

/** POST invite: pending invitations for the users (by slug). */
export function inviteUsers(slug: string, userSlugs: string[]): Promise<FanGroupUser[]> {
  return logged(
    'invite users',
    async () =>
      unwrap(
        await api.POST('/v2/fan_groups/{slug}/invite', {
          params: { path: { slug } },
          body: { user_slugs: userSlugs },
        }),
      ).data,
  );
}

/** PUT post_visibility: the updated group. */
export function setPostVisibility(slug: string, postVisibility: FanGroupPostVisibility): Promise<FanGroup> {
  return logged(
    'change post visibility',
    async () =>
      unwrap(
        await api.PUT('/v2/fan_groups/{slug}/post_visibility', {
          params: { path: { slug } },
          body: { data: { post_visibility: postVisibility } },
        }),
      ).data,
  );
}

/** PUT a member's status: approve, reject, ban, mute, and back to active. */
export function setMemberStatus(slug: string, userId: string, status: FanGroupUserStatus) {
  return logged(`set member status ${status}`, async () =>
    unwrap(
      await api.PUT('/v2/fan_groups/{slug}/users/{user_id}', {
        params: { path: { slug, user_id: userId } },
        body: { data: { status } },
      }),
    ),
  );
}

/** PUT a member's role (`owner` transfers the ownership). */
export function setMemberRole(slug: string, userId: string, role: FanGroupRole) {
  return logged(`set member role ${role}`, async () =>
    unwrap(
      await api.PUT('/v2/fan_groups/{slug}/users/{user_id}/role', {
        params: { path: { slug, user_id: userId } },
        body: { data: { role } },
      }),
    ),
  );
}

/** DELETE a pending or active member: the updated group. */
export function removeMember(slug: string, userId: string): Promise<FanGroup> {
  return logged(
    'remove member',
    async () =>
      unwrap(await api.DELETE('/v2/fan_groups/{slug}/users/{user_id}', { params: { path: { slug, user_id: userId } } }))
        .data,
  );
}

/** A user the invite dialog may pick. */
export interface InviteCandidate {
  id: string;
  slug: string;
  displayName: string;
  avatar: string | null;
  verified: boolean;
}

/** GET /v2/chat_users (the chat module's user search; there is no other one yet): users by name. */
export async function searchInviteCandidates(search: string): Promise<InviteCandidate[]> {
  const body = unwrap(await api.GET('/v2/chat_users', { params: { query: { search, per_page: 8 } } }));
  return body.data.map((u) => ({
    id: u.id,
    slug: u.attributes.slug,
    displayName: u.attributes.display_name,
    avatar: u.attributes.avatar_thumbnail,
    verified: u.attributes.verified,
  }));
}

/** A page of a member list with a membership added at the front (an approved request, docs/COMMUNITY.md "The list"). */
export function withMemberInFront(
  page: MembersPage,
  member: FanGroupUser,
  users: readonly IncludedRecord[],
): MembersPage {
  return {
    ...page,
    data: [member, ...page.data.filter((m) => m.id !== member.id)],
    included: included([...users, ...page.included.records]),
    totalCount: page.totalCount + 1,
    totalPages: Math.max(page.totalPages, Math.ceil((page.totalCount + 1) / MEMBERS_PER_PAGE)),
  };
}
