import { describe, expect, it } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  postFormData,
  postKeys,
  updateInCaches,
  type FeedPage,
  type FeedPost,
  type GroupPost,
  type GroupPostsPage,
  type PostDocument,
} from './api.ts';

const attributes = (slug: string, body: string) => ({
  id: slug.split('-').pop() ?? '',
  slug,
  body,
  images: [],
  contract_address: null,
  initial_boost: '0',
  boosts: '0',
  boosted_by_current_user: false,
  comments_count: 0,
  likes_count: 0,
  liked_by_user: false,
  reported_by_user: false,
  editable: true,
  deletable: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  edited_at: null,
});
const relationships = {
  user: { data: { id: '1', type: 'user' as const } },
  mentioned_users: { data: [] },
  top_comments: { data: [] },
  nfts: { data: [] },
};

const groupPost = (id: string, slug: string, body: string): GroupPost => ({
  id,
  type: 'group_post',
  attributes: attributes(slug, body),
  relationships: {
    ...relationships,
    fan_group: { data: { id: '5', type: 'fan_group', slug: 'terrace-5', name: 'Terrace' } },
  },
});
const feedPost = (id: string, slug: string, body: string): FeedPost => ({
  id,
  type: 'feed_post',
  attributes: attributes(slug, body),
  relationships,
});
const mentioned = { id: '9', type: 'user', attributes: { slug: 'jane-9', display_name: 'Jane' } };

const groupPage = (posts: GroupPost[]): InfiniteData<GroupPostsPage, number> => ({
  pages: [{ posts, included: [], page: 1, totalPages: 1 }],
  pageParams: [1],
});

describe('posts in the caches', () => {
  it('puts an edited group post in place in its group list, the feed and its page, under its new slug too', () => {
    const client = new QueryClient();
    const old = groupPost('3', 'hello-3', '<p>Hello</p>');
    const other = groupPost('4', 'other-4', '<p>Other</p>');
    const sameIdFeedPost = feedPost('3', 'feed-3', '<p>Feed</p>');
    client.setQueryData(postKeys.groupList('5', '1'), groupPage([other, old]));
    const feed: InfiniteData<FeedPage, string | null> = {
      pages: [{ items: [], included: [sameIdFeedPost, old, other], nextCursor: null }],
      pageParams: [null],
    };
    client.setQueryData(postKeys.feed('en', '1'), feed);
    client.setQueryData<PostDocument>(postKeys.detail('group_post', 'hello-3', '1'), { post: old, included: [] });

    const edited = groupPost('3', 'goodbye-3', '<p>Goodbye</p>');
    updateInCaches(client, edited, [mentioned]);

    const list = client.getQueryData<InfiniteData<GroupPostsPage>>(postKeys.groupList('5', '1'));
    expect(list?.pages[0]?.posts).toEqual([other, edited]);
    expect(list?.pages[0]?.included).toEqual([mentioned]);
    const feedAfter = client.getQueryData<InfiniteData<FeedPage>>(postKeys.feed('en', '1'));
    // A feed post of the same id is another post: it stays.
    expect(feedAfter?.pages[0]?.included).toEqual([sameIdFeedPost, edited, other, mentioned]);
    const page = { post: edited, included: [mentioned] };
    expect(client.getQueryData(postKeys.detail('group_post', 'hello-3', '1'))).toEqual(page);
    expect(client.getQueryData(postKeys.detail('group_post', 'goodbye-3', '1'))).toEqual(page);
  });

  it('leaves lists without the post alone and keeps a guest page a guest page', () => {
    const client = new QueryClient();
    const unrelated = groupPage([groupPost('4', 'other-4', '<p>Other</p>')]);
    client.setQueryData(postKeys.groupList('6', null), unrelated);
    const post = feedPost('8', 'hi-8', '<p>Hi</p>');
    client.setQueryData<PostDocument>(postKeys.detail('feed_post', 'hi-8', null), { post, included: [] });
    const boosted = { ...post, attributes: { ...post.attributes, boosts: '100000000', boosted_by_current_user: true } };
    updateInCaches(client, boosted);
    expect(client.getQueryData(postKeys.groupList('6', null))).toBe(unrelated);
    expect(client.getQueryData(postKeys.detail('feed_post', 'hi-8', null))).toEqual({ post: boosted, included: [] });
  });
});

describe('the post form', () => {
  it('nests the fields under the resource and sends images only when given (an edit without images keeps them)', () => {
    const kept = postFormData('feed_post', { body: '<p>x</p>' }, []);
    expect([...kept.keys()]).toEqual(['feed_post[body]']);
    const file = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    const replaced = postFormData('group_post', { body: '' }, [file, file]);
    expect([...replaced.keys()]).toEqual(['group_post[body]', 'img_files[]', 'img_files[]']);
    expect(replaced.get('group_post[body]')).toBe('');
  });
});
