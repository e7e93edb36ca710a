import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, unwrap, type components } from '@tribune/api-client';
import { api } from '../../kernel/api.ts';

/** Another user's public profile (GET /v2/profiles/{slug}, schema PublicProfile). */
export type PublicProfile = components['schemas']['PublicProfile'];

/** Query keys of profiles; the viewer is part of the key because the block flags depend on it. */
export const profileKeys = {
  all: ['profiles'] as const,
  detail: (slug: string, viewer: string | null) => [...profileKeys.all, slug, viewer ?? 'guest'] as const,
};

/** One public profile as the given viewer sees it. */
export const profileQuery = (slug: string, viewer: string | null) =>
  queryOptions({
    queryKey: profileKeys.detail(slug, viewer),
    queryFn: async () => {
      return unwrap(await api.GET('/v2/profiles/{slug}', { params: { path: { slug } } })).data;
    },
    retry: (count, err) => count < 2 && !(err && 'status' in err && (err.status === 404 || err.status === 400)),
  });

/** Blocks or unblocks the profile's user: optimistic, rolled back when the call fails. */
export function useToggleBlock(slug: string, viewer: string | null) {
  const queryClient = useQueryClient();
  const key = profileKeys.detail(slug, viewer);
  return useMutation({
    mutationFn: async (userId: string) => {
      return unwrap(await api.POST('/v2/users/{id}/toggle_block', { params: { path: { id: userId } } })).data;
    },
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PublicProfile>(key);
      if (previous) {
        queryClient.setQueryData<PublicProfile>(key, {
          ...previous,
          attributes: { ...previous.attributes, blocked_by_current_user: !previous.attributes.blocked_by_current_user },
        });
      }
      return { previous };
    },
    onError: (_err, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (state) => {
      queryClient.setQueryData<PublicProfile>(key, (old) =>
        old ? { ...old, attributes: { ...old.attributes, ...state.attributes } } : old,
      );
    },
  });
}

/** A fan group on a profile (the list's schema). */
export type ProfileGroup = components['schemas']['FanGroup'];
/** A post on a profile: a group post or a feed post, as `included` carries them. */
export type ProfilePost = components['schemas']['GroupPost'] | components['schemas']['FeedPost'];

/** Groups and posts per page on a profile. */
export const PROFILE_PAGE_SIZE = 12;

/** Query keys of a profile's lists (the viewer decides what they hold). */
export const profileListKeys = {
  groups: (slug: string, viewer: string | null) => [...profileKeys.all, slug, 'groups', viewer ?? 'guest'] as const,
  posts: (slug: string, viewer: string | null) => [...profileKeys.all, slug, 'posts', viewer ?? 'guest'] as const,
};

const nextPage = (last: { page: number; total: number }) =>
  last.page * PROFILE_PAGE_SIZE < last.total ? last.page + 1 : undefined;

/** One page of a profile's list: its items and the list's total. */
export interface ProfileListPage<T> {
  page: number;
  items: T[];
  total: number;
}

/** A profile's list (`list`), page by page; `load` reads one page's items and the total. */
function profileListQuery<T>(
  list: keyof typeof profileListKeys,
  slug: string,
  viewer: string | null,
  load: (page: number) => Promise<{ items: T[]; total: number }>,
) {
  return infiniteQueryOptions({
    queryKey: profileListKeys[list](slug, viewer),
    initialPageParam: 1,
    queryFn: async ({ pageParam }): Promise<ProfileListPage<T>> => ({ page: pageParam, ...(await load(pageParam)) }),
    getNextPageParam: nextPage,
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status < 500),
  });
}

/** The query of a page of a profile's list. */
const pageQuery = (page: number) => ({ page, per_page: PROFILE_PAGE_SIZE });

/** The groups the user belongs to that the viewer may see (`loadGroups`: GET /v2/profiles/{slug}/fan_groups). */
export const profileGroupsQuery = (slug: string, viewer: string | null) =>
  profileListQuery('groups', slug, viewer, async (page) => {
    const doc = unwrap(
      await api.GET('/v2/profiles/{slug}/fan_groups', { params: { path: { slug }, query: pageQuery(page) } }),
    );
    return { items: doc.data, total: doc.meta.total };
  });

/** The user's posts (feed posts and the group posts the viewer may read), newest first, with their total. */
export const profilePostsQuery = (slug: string, viewer: string | null) =>
  profileListQuery('posts', slug, viewer, async (page) => {
    const doc = unwrap(
      await api.GET('/v2/profiles/{slug}/posts', { params: { path: { slug }, query: pageQuery(page) } }),
    );
    const byKey = new Map(doc.included.map((r) => [`${r.type}:${r.id}`, r]));
    const items = doc.data.flatMap((item) => {
      const post = byKey.get(`${item.type}:${item.id}`) as ProfilePost | undefined;
      return post ? [post] : [];
    });
    return { items, total: doc.meta.total };
  });
