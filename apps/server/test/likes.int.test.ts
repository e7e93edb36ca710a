import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsWorld, type CommentsWorld } from './comments-fixtures.ts';

describe('likes: idempotent, counted right under concurrency, with a likers list', () => {
  let w: CommentsWorld;
  let alice: string;
  let commentId: string;

  beforeAll(async () => {
    w = await commentsWorld();
    alice = await w.user('alice');
    await w.content('liked-article');
    const res = await w.req('POST', '/v2/contents/liked-article/comments', alice, {
      comment: { body: '<p>like me</p>' },
    });
    commentId = res.json().data.id as string;
  });
  afterAll(async () => {
    await w.close();
  });

  it('likes and unlikes a comment idempotently, answering the like resource', async () => {
    const bob = await w.user('bob');
    const first = await w.req('POST', `/v2/comments/${commentId}/like`, bob);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      id: `comment-${commentId}`,
      type: 'like',
      attributes: { liked_type: 'comment', liked_id: commentId, likes_count: 1, liked_by_user: true },
    });
    expect((await w.req('POST', `/v2/comments/${commentId}/like`, bob)).json().data.attributes.likes_count).toBe(1);
    const shown = await w.req('GET', `/v2/comments/${commentId}`, bob);
    expect(shown.json().data.attributes).toMatchObject({ likes_count: 1, liked_by_user: true });
    const un = await w.req('DELETE', `/v2/comments/${commentId}/like`, bob);
    expect(un.json().data.attributes).toMatchObject({ likes_count: 0, liked_by_user: false });
    expect((await w.req('DELETE', `/v2/comments/${commentId}/like`, bob)).json().data.attributes.likes_count).toBe(0);
    expect((await w.req('POST', `/v2/comments/${commentId}/like`)).statusCode).toBe(401);
    expect((await w.req('POST', '/v2/comments/99999999/like', bob)).statusCode).toBe(404);
  });

  it('counts 20 parallel likes from 20 users and 10 parallel duplicates from one user exactly', async () => {
    await w.content('crowded');
    const target = (await w.req('POST', '/v2/contents/crowded/comments', alice, { comment: { body: 'crowd' } })).json()
      .data.id as string;
    const tokens = await Promise.all(Array.from({ length: 20 }, (_, i) => w.user(`fan-${i}`)));
    // Create the users first so the race is about likes, not about first sign-in.
    await Promise.all(tokens.map((tok) => w.req('GET', '/v2/user/show', tok)));
    const many = await Promise.all(tokens.map((tok) => w.req('POST', `/v2/comments/${target}/like`, tok)));
    expect(many.every((r) => r.statusCode === 200)).toBe(true);
    expect((await w.req('GET', `/v2/comments/${target}`)).json().data.attributes.likes_count).toBe(20);

    const dupes = await Promise.all(
      Array.from({ length: 10 }, () => w.req('POST', `/v2/comments/${target}/like`, alice)),
    );
    expect(dupes.every((r) => r.statusCode === 200 && r.json().data.attributes.liked_by_user === true)).toBe(true);
    expect((await w.req('GET', `/v2/comments/${target}`)).json().data.attributes.likes_count).toBe(21);

    const undos = await Promise.all(
      Array.from({ length: 10 }, () => w.req('DELETE', `/v2/comments/${target}/like`, alice)),
    );
    expect(undos.every((r) => r.statusCode === 200)).toBe(true);
    expect((await w.req('GET', `/v2/comments/${target}`)).json().data.attributes.likes_count).toBe(20);

    const likers = await w.req('GET', `/v2/likes?liked_type=comment&liked_id=${target}&per_page=5&page=2`);
    expect(likers.statusCode).toBe(200);
    expect(likers.headers).toMatchObject({ 'total-count': '20', 'current-page': '2', 'total-pages': '4' });
    expect(likers.json().data).toHaveLength(5);
    expect(likers.json().data[0]).toEqual({
      id: expect.any(String),
      type: 'user',
      attributes: {
        slug: expect.stringMatching(/^fan-/),
        display_name: expect.any(String),
        avatar_thumbnail: null,
        verified: false,
      },
    });
  });

  it('likes contents through the same mechanism and lists their likers', async () => {
    const bob = await w.user('bob');
    const res = await w.req('POST', '/v2/contents/liked-article/like', bob);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ liked_type: 'content', likes_count: 1, liked_by_user: true });
    const contentId = res.json().data.attributes.liked_id as string;
    const likers = await w.req('GET', `/v2/likes?liked_type=content&liked_id=${contentId}`);
    expect((likers.json().data as Array<{ attributes: { slug: string } }>).map((u) => u.attributes.slug)).toEqual([
      'bob',
    ]);
    expect((await w.req('DELETE', '/v2/contents/liked-article/like', bob)).json().data.attributes.likes_count).toBe(0);
    expect((await w.req('POST', '/v2/contents/no-such/like', bob)).statusCode).toBe(404);
  });

  it('refuses likers of unknown types and things', async () => {
    expect((await w.req('GET', '/v2/likes?liked_type=static_page&liked_id=1')).statusCode).toBe(404);
    expect((await w.req('GET', '/v2/likes?liked_type=comment&liked_id=99999999')).statusCode).toBe(404);
    expect((await w.req('GET', '/v2/likes?liked_type=comment')).statusCode).toBe(400);
  });
});
