import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { ApiError, assertOk, readListHeaders, unwrap, type components } from '@tribune/api-client';
import { api } from '../../kernel/api.ts';
import type { IncludedRecord } from '../../kernel/included.ts';

type Schemas = components['schemas'];

/** A post in a fan group (its group in `relationships.fan_group`, with the group's slug). */
export type GroupPost = Schemas['GroupPost'];
/** A post to the instance's feed (module postToFeed). */
export type FeedPost = Schemas['FeedPost'];
/** A post of either kind: the two share their attributes. */
export type Post = GroupPost | FeedPost;
/** The resource type of a post. */
export type PostType = Post['type'];
/** A user as `included` carries them (authors, mentioned users). */
export type UserSummary = Schemas['UserSummary'];
/** One entry of the feed: `id` as `{type}-{id}`, `item_type`, the item in `included`. */
export type FeedItem = Schemas['FeedItem'];
/** A voting, ideation mission or AMA session as the feed includes it (a short record). */
export type FeedParticipation = Schemas['FeedParticipation'];

/** Posts per page of a group's list ("load more" asks for the next page). */
export const GROUP_POSTS_PER_PAGE = 10;
/** Items per page of the feed (cursor paging). */
export const FEED_PER_PAGE = 10;
/** At most this many images per post (`img_files[]`, the server's limit). */
export const MAX_POST_IMAGES = 4;
/** At most this many NFTs per post (`nft_ids[]`, the server's limit). */
export const MAX_POST_NFTS = 10;

/** An answer's `included` records by `type:id` (the feed's hold posts, users, contents and their media). */
export type Records = ReadonlyMap<string, unknown>;

function isRecord(value: unknown): value is { id: string; type: string } {
  return typeof value === 'object' && value !== null && 'id' in value && 'type' in value;
}

/** Indexes included records by `type:id`. */
export function indexRecords(records: readonly unknown[]): Records {
  const map = new Map<string, unknown>();
  for (const r of records) if (isRecord(r)) map.set(`${r.type}:${r.id}`, r);
  return map;
}

/** An included user (author or mentioned user), when the answer carried them. */
export function userOf(records: Records, id: string | undefined): UserSummary | undefined {
  const found = id === undefined ? undefined : records.get(`user:${id}`);
  return isRecord(found) && found.type === 'user' ? (found as UserSummary) : undefined;
}

/** Query keys of posts and the feed; the viewer is part of them (likes, deletable, who may read). */
export const postKeys = {
  all: ['posts'] as const,
  groupLists: () => [...postKeys.all, 'group'] as const,
  groupList: (groupId: string, viewer: string | null) =>
    [...postKeys.groupLists(), groupId, viewer ?? 'guest'] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detail: (type: PostType, slug: string, viewer: string | null) =>
    [...postKeys.details(), type, slug, viewer ?? 'guest'] as const,
  feeds: () => [...postKeys.all, 'feed'] as const,
  feed: (locale: string, viewer: string | null) => [...postKeys.feeds(), locale, viewer ?? 'guest'] as const,
};

/** The message of a failed call: the response body's `error` (docs/DECISIONS.md "Failures in the app"), or null when it has none. */
export function postErrorText(error: unknown): string | null {
  return error instanceof ApiError && error.body?.error ? error.body.error : null;
}

const noRetryOn4xx = (count: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && count < 2;

/** One page of a group's posts. */
export interface GroupPostsPage {
  posts: GroupPost[];
  included: readonly IncludedRecord[];
  page: number;
  totalPages: number;
}

/** A group's posts, newest first, page by page (a 403 when they are for members only and the viewer is not one). */
export const groupPostsQuery = (groupId: string, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: postKeys.groupList(groupId, viewer),
    initialPageParam: 1,
    queryFn: async ({ pageParam }): Promise<GroupPostsPage> => {
      const result = await api.GET('/v2/group_posts', {
        params: { query: { fan_group_id: groupId, page: pageParam, per_page: GROUP_POSTS_PER_PAGE } },
      });
      const body = unwrap(result);
      const headers = readListHeaders(result.response);
      return {
        posts: body.data,
        included: body.included,
        page: headers.currentPage,
        totalPages: Math.max(1, headers.totalPages ?? 1),
      };
    },
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    retry: noRetryOn4xx,
  });

/** A post with its included records (author, mentioned users, top comments). */
export interface PostDocument<P extends Post = Post> {
  post: P;
  included: readonly IncludedRecord[];
}

/** One post by slug (found by the id after the slug's last hyphen). */
export const postQuery = (type: PostType, slug: string, viewer: string | null) =>
  queryOptions({
    queryKey: postKeys.detail(type, slug, viewer),
    queryFn: async (): Promise<PostDocument> => {
      const path = { params: { path: { slug } } };
      const body =
        type === 'group_post'
          ? unwrap(await api.GET('/v2/group_posts/{slug}', path))
          : unwrap(await api.GET('/v2/feed_posts/{slug}', path));
      return { post: body.data, included: body.included };
    },
    retry: noRetryOn4xx,
  });

/** One page of the feed. */
export interface FeedPage {
  items: FeedItem[];
  included: readonly IncludedRecord[];
  nextCursor: string | null;
}

/** The viewer's feed, newest first, continued by `meta.next_cursor`. */
export const feedQuery = (locale: string, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(locale, viewer),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<FeedPage> => {
      const body = unwrap(
        await api.GET('/v2/feed', {
          params: { query: { per_page: FEED_PER_PAGE, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      );
      return { items: body.data, included: body.included, nextCursor: body.meta.next_cursor };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: noRetryOn4xx,
  });

/** What a post is written with: the rich text, up to four images and the NFTs it shows (ids; none: no field). */
export interface PostInput {
  body: string;
  images: File[];
  nftIds?: readonly string[];
}

/** The multipart form of a post (docs/COMMUNITY.md "Group posts"): fields nested under the resource name, `img_files[]`. */
export function postFormData(
  resource: PostType,
  fields: Record<string, string>,
  images: readonly File[],
  nftIds: readonly string[] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(`${resource}[${name}]`, value);
  for (const file of images) form.append('img_files[]', file, file.name);
  for (const id of nftIds) form.append('nft_ids[]', id);
  return form;
}

// The contract describes the JSON form; the multipart form goes out as the FormData itself, and the
// browser sets multipart/form-data with its boundary (the default JSON header must not win).
const multipart = (form: FormData) => ({ bodySerializer: () => form, headers: { 'Content-Type': null } });

/** POST /v2/group_posts as multipart `group_post[...]`; a failure keeps the response body (its `error`). */
export async function createGroupPost(groupId: string, input: PostInput): Promise<PostDocument<GroupPost>> {
  const form = postFormData('group_post', { fan_group_id: groupId, body: input.body }, input.images, input.nftIds);
  const body = unwrap(await api.POST('/v2/group_posts', { body: { group_post: {} }, ...multipart(form) }));
  return { post: body.data, included: body.included };
}

/** POST /v2/feed_posts as multipart `feed_post[...]`; a failure keeps the response body (its `error`). */
export async function createFeedPost(input: PostInput): Promise<PostDocument<FeedPost>> {
  const form = postFormData('feed_post', { body: input.body }, input.images, input.nftIds);
  const body = unwrap(await api.POST('/v2/feed_posts', { body: { feed_post: {} }, ...multipart(form) }));
  return { post: body.data, included: body.included };
}

/**
 * PUT a post (its author, while they may still write there: the post's `editable`) as multipart
 * `group_post[body]`/`feed_post[body]`. New images go as `img_files[]` and replace the post's images
 * on the server; none sent, its images stay. A failure keeps the response body (its `error`).
 */
export async function updatePost(type: PostType, slug: string, input: PostInput): Promise<PostDocument> {
  const form = postFormData(type, { body: input.body }, input.images);
  const path = { params: { path: { slug } } };
  const body =
    type === 'group_post'
      ? unwrap(await api.PUT('/v2/group_posts/{slug}', { ...path, body: { group_post: {} }, ...multipart(form) }))
      : unwrap(await api.PUT('/v2/feed_posts/{slug}', { ...path, body: { feed_post: {} }, ...multipart(form) }));
  return { post: body.data, included: body.included };
}

/** DELETE a post (its author; in a group also its moderators and above; instance admins). */
export async function deletePost(type: PostType, slug: string): Promise<void> {
  const path = { params: { path: { slug } } };
  // 204: no body to read.
  if (type === 'group_post') assertOk(await api.DELETE('/v2/group_posts/{slug}', path));
  else assertOk(await api.DELETE('/v2/feed_posts/{slug}', path));
}

/** A user a post may mention (the rich-text editor's `mentionables`). */
export interface Mentionable {
  id: number;
  display_name: string;
  slug: string;
}

/** The members of a group a post there may mention, by name or slug (`GET /v2/fan_groups/{slug}/mentions?search=`). */
export async function groupMentionables(groupSlug: string, search: string): Promise<Mentionable[]> {
  const body = unwrap(
    await api.GET('/v2/fan_groups/{slug}/mentions', { params: { path: { slug: groupSlug }, query: { search } } }),
  );
  return body.data.map((u) => ({ id: Number(u.id), display_name: u.attributes.display_name, slug: u.attributes.slug }));
}

/** A feed item for a post the viewer just wrote (the feed shows it first without asking again). */
export function feedItemOf(post: Post): FeedItem {
  return {
    id: `${post.type}-${post.id}`,
    type: 'feed_item',
    attributes: { item_type: post.type, created_at: post.attributes.created_at },
    relationships: { item: { data: { id: post.id, type: post.type } } },
  };
}

/** Puts a new post at the head of the cached feed(s), its records with it. */
export function prependToFeed(client: QueryClient, doc: PostDocument): void {
  client.setQueriesData<InfiniteData<FeedPage>>({ queryKey: postKeys.feeds() }, (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    const head: FeedPage = {
      ...first,
      items: [feedItemOf(doc.post), ...first.items],
      included: [doc.post, ...doc.included, ...first.included],
    };
    return { ...data, pages: [head, ...rest] };
  });
}

/** Puts a new post at the head of the group's cached list. */
export function prependToGroup(client: QueryClient, groupId: string, doc: PostDocument<GroupPost>): void {
  client.setQueriesData<InfiniteData<GroupPostsPage>>({ queryKey: [...postKeys.groupLists(), groupId] }, (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    const head = { ...first, posts: [doc.post, ...first.posts], included: [...doc.included, ...first.included] };
    return { ...data, pages: [head, ...rest] };
  });
}

/** Takes a deleted post out of every cached list and the feed. */
export function removeFromCaches(client: QueryClient, post: Post): void {
  client.setQueriesData<InfiniteData<GroupPostsPage>>({ queryKey: postKeys.groupLists() }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, posts: p.posts.filter((x) => x.id !== post.id) })) } : data,
  );
  const id = `${post.type}-${post.id}`;
  client.setQueriesData<InfiniteData<FeedPage>>({ queryKey: postKeys.feeds() }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((x) => x.id !== id) })) } : data,
  );
}

const samePost = (a: { id: string; type: string }, b: Post) => a.type === b.type && a.id === b.id;

/**
 * Puts a changed post (edited, boosted) in place wherever it is cached: the group's lists, the
 * feed (where the post is one of `included`) and its page, under its old slug and, when an edit
 * changed the slug, its new one (the page moves there without asking again). Records it brings
 * (newly mentioned users, top comments) join the answer it sits in.
 */
export function updateInCaches(client: QueryClient, post: Post, included: readonly IncludedRecord[] = []): void {
  if (post.type === 'group_post') {
    client.setQueriesData<InfiniteData<GroupPostsPage>>({ queryKey: postKeys.groupLists() }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((p) =>
              p.posts.some((x) => samePost(x, post))
                ? {
                    ...p,
                    posts: p.posts.map((x) => (samePost(x, post) ? post : x)),
                    included: [...p.included, ...included],
                  }
                : p,
            ),
          }
        : data,
    );
  }
  client.setQueriesData<InfiniteData<FeedPage>>({ queryKey: postKeys.feeds() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) =>
            p.included.some((r) => isRecord(r) && samePost(r, post))
              ? {
                  ...p,
                  included: [...p.included.map((r) => (isRecord(r) && samePost(r, post) ? post : r)), ...included],
                }
              : p,
          ),
        }
      : data,
  );
  for (const query of client.getQueryCache().findAll({ queryKey: postKeys.details() })) {
    const doc = query.state.data as PostDocument | undefined;
    if (!doc || !samePost(doc.post, post)) continue;
    const next: PostDocument = { post, included: [...doc.included, ...included] };
    client.setQueryData(query.queryKey, next);
    const [, , type, slug, viewer] = query.queryKey as ReturnType<typeof postKeys.detail>;
    if (slug !== post.attributes.slug) {
      client.setQueryData(postKeys.detail(type, post.attributes.slug, viewer === 'guest' ? null : viewer), next);
    }
  }
}
