import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import {
  ADMIN_EMAIL,
  adminToken,
  insertTestContent,
  namedFanToken,
  openSpaces,
  requester,
  type Req,
} from './fixtures.ts';
import { createTestKeys, type TestKeys } from './tokens.ts';

/**
 * Moderation over the real app (docs/CONSOLE.md "Moderation"): a report puts an item in the queue,
 * a moderator hides it (gone for everybody but its author and the moderators), the author asks for
 * a review once, the moderator clears it; the reporter and the author are told; the public log
 * names nobody.
 */
describe('moderation: report, queue, hide, review request, clear', () => {
  let t: TestApp;
  let keys: TestKeys;
  let dataDir: string;
  let req: Req;
  let boss: string;
  let moderator: string;
  let editor: string;
  let author: string;
  let reporter: string;
  let second: string;
  let commentId: string;
  let postId: string;
  let postSlug: string;
  let spamId: string;
  let otherId: string;

  async function userId(token: string): Promise<string> {
    return (await req('GET', '/v2/user/show', token)).json().data.id as string;
  }
  async function giveRole(token: string, role: string) {
    const res = await req('PUT', `/v2/admin/users/${await userId(token)}/role`, boss, { role });
    expect(res.statusCode).toBe(200);
  }
  const commentIds = async (token?: string) =>
    ((await req('GET', '/v2/contents/moderated-article/comments', token)).json().data as Array<{ id: string }>).map(
      (c) => c.id,
    );
  const feedPostIds = async (token?: string) =>
    ((await req('GET', '/v2/feed_posts', token)).json().data as Array<{ id: string }>).map((p) => p.id);
  const queue = async (query = '', token = moderator) => {
    const res = await req('GET', `/v2/admin/moderation/queue${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const report = async (token: string, type: string, id: string, reportType: string, reason?: string) => {
    const res = await req('POST', '/v2/ugc_reports', token, {
      ugc_report: { reportable_type: type, reportable_id: id, ugc_report_type_id: reportType, reason },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const decide = (type: string, id: string, body: unknown, token = moderator) =>
    req('PUT', `/v2/admin/moderation/items/${type}/${id}`, token, body);
  const notificationKeys = async (token: string) =>
    ((await req('GET', '/v2/notifications', token)).json().data as Array<{ attributes: { key: string } }>).map(
      (n) => n.attributes.key,
    );

  beforeAll(async () => {
    keys = await createTestKeys();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-moderation-'));
    t = await createTestApp({ dataDir, adminEmails: [ADMIN_EMAIL] }, { jwks: () => keys.jwks });
    req = requester(() => t.app);
    await openSpaces(t.app, { module: 'postToFeed', flag: 'postToFeed' });
    boss = await adminToken(keys);
    moderator = await namedFanToken(keys, 'mod');
    editor = await namedFanToken(keys, 'ed');
    author = await namedFanToken(keys, 'writer');
    reporter = await namedFanToken(keys, 'snitch');
    second = await namedFanToken(keys, 'reader');
    await userId(boss);
    await giveRole(moderator, 'moderator');
    await giveRole(editor, 'editor');
    await insertTestContent(t.database.db, 'moderated-article', true);
    const c = await req('POST', '/v2/contents/moderated-article/comments', author, {
      comment: { body: '<p>buy cheap watches here</p>' },
    });
    expect(c.statusCode, c.body).toBe(201);
    commentId = c.json().data.id as string;
    const p = await req('POST', '/v2/feed_posts', author, {
      feed_post: { body: '<p>a loud post about the match</p>' },
    });
    expect(p.statusCode, p.body).toBe(201);
    postId = p.json().data.id as string;
    postSlug = p.json().data.attributes.slug as string;
    const types = (await req('GET', '/v2/ugc_report_types')).json().data as Array<{
      id: string;
      attributes: { key: string };
    }>;
    spamId = types.find((x) => x.attributes.key === 'spam')!.id;
    otherId = types.find((x) => x.attributes.key === 'other')!.id;
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('a report puts the item in the queue, newest and most reported first, in context', async () => {
    await report(reporter, 'comment', commentId, spamId, 'advertising');
    await report(second, 'comment', commentId, otherId);
    await report(reporter, 'feed_post', postId, otherId, 'shouting');

    const newest = await queue('?sort=newest');
    expect(newest.headers['total-count']).toBe('2');
    const items = newest.json().data as Array<{ id: string; attributes: Record<string, unknown> }>;
    expect(items.map((i) => i.id)).toEqual([`feed_post-${postId}`, `comment-${commentId}`]);

    const most = (await queue('?sort=most_reported')).json().data as typeof items;
    expect(most.map((i) => i.id)).toEqual([`comment-${commentId}`, `feed_post-${postId}`]);
    const comment = most[0]!.attributes;
    expect(comment).toMatchObject({
      resource_type: 'comment',
      resource_id: commentId,
      status: 'reported',
      reason: null,
      reports_count: 2,
      excerpt: 'buy cheap watches here',
      author: { slug: 'writer', display_name: 'writer' },
    });
    expect(comment.report_types).toEqual([
      { key: 'spam', title: 'Spam', count: 1, reasons: ['advertising'] },
      { key: 'other', title: 'Something else', count: 1, reasons: [] },
    ]);
    expect((comment.location as { path: string }).path).toBe(`/en/contents/moderated-article/comments/${commentId}`);
    expect((most[1]!.attributes.location as { path: string }).path).toBe(`/en/posts/${postSlug}`);

    // Filters and search.
    const onlyPosts = (await queue('?type=feed_post')).json().data as typeof items;
    expect(onlyPosts.map((i) => i.id)).toEqual([`feed_post-${postId}`]);
    const searched = (await queue('?search=watches')).json().data as typeof items;
    expect(searched.map((i) => i.id)).toEqual([`comment-${commentId}`]);
    expect((await queue('?status=hidden')).json().data).toEqual([]);
  });

  it('refuses a fan and an editor (403), and malformed input (400), and a transition off the table (422)', async () => {
    for (const token of [second, editor]) {
      const list = await req('GET', '/v2/admin/moderation/queue', token);
      expect(list.statusCode).toBe(403);
      expect(list.json().code).toBe('FORBIDDEN');
      const put = await decide('comment', commentId, { moderation: { status: 'hidden', reason: 'spam' } }, token);
      expect(put.statusCode).toBe(403);
    }
    expect((await req('GET', '/v2/admin/moderation/queue?sort=loudest', moderator)).statusCode).toBe(400);
    expect((await req('GET', '/v2/admin/moderation/queue?type=content', moderator)).statusCode).toBe(400);
    expect((await decide('nothing', commentId, { moderation: { status: 'hidden' } })).statusCode).toBe(400);
    expect((await decide('comment', 'abc', { moderation: { status: 'hidden' } })).statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'PUT',
      url: `/v2/admin/moderation/items/comment/${commentId}`,
      headers: { authorization: `Bearer ${moderator}`, 'content-type': 'application/json' },
      payload: '{"moderation":',
    });
    expect(broken.statusCode).toBe(400);
    // A body off its schema names the field (422 VALIDATION_FAILED, as every body of the API).
    for (const body of [
      { moderation: { status: 'unreported' } },
      { status: 'hidden' },
      { moderation: { status: 'hidden', reason: 'x'.repeat(501) } },
    ]) {
      const res = await decide('comment', commentId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const noReason = await decide('comment', commentId, { moderation: { status: 'hidden' } });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors['moderation.reason']).toEqual(['is required to hide an item']);
    // hidden → cleared is a moderator's, but reported → review_requested is nobody's.
    expect((await req('POST', `/v2/moderation/items/comment/${commentId}/review_request`, author)).statusCode).toBe(
      422,
    );
    expect((await decide('comment', '987654', { moderation: { status: 'hidden', reason: 'x' } })).statusCode).toBe(404);
  });

  it('hiding takes the item out of the lists for everybody but its author and the moderators', async () => {
    const review = await decide('comment', commentId, { moderation: { status: 'under_review' } });
    expect(review.statusCode, review.body).toBe(200);
    expect(await commentIds(second)).toEqual([commentId]);

    const hide = await decide('comment', commentId, {
      moderation: { status: 'hidden', reason: 'Advertising is spam' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().data.attributes).toEqual({
      resource_type: 'comment',
      resource_id: commentId,
      status: 'hidden',
      reason: 'Advertising is spam',
    });
    const hidePost = await decide('feed_post', postId, { moderation: { status: 'hidden', reason: 'Shouting' } });
    expect(hidePost.statusCode, hidePost.body).toBe(200);

    expect(await commentIds(second)).toEqual([]);
    expect(await commentIds()).toEqual([]);
    expect(await feedPostIds(second)).not.toContain(postId);
    expect((await req('GET', `/v2/comments/${commentId}`, second)).statusCode).toBe(404);
    expect((await req('GET', `/v2/feed_posts/${postSlug}`, second)).statusCode).toBe(404);
    const counted = await req('GET', '/v2/contents/moderated-article/comments', second);
    expect(counted.headers['total-count']).toBe('0');

    const own = (await req('GET', '/v2/contents/moderated-article/comments', author)).json().data as Array<{
      id: string;
      attributes: { moderation?: unknown };
    }>;
    expect(own.map((c) => c.id)).toEqual([commentId]);
    expect(own[0]!.attributes.moderation).toEqual({ status: 'hidden', reason: 'Advertising is spam' });
    const ownPost = (await req('GET', `/v2/feed_posts/${postSlug}`, author)).json().data;
    expect(ownPost.attributes.moderation).toEqual({ status: 'hidden', reason: 'Shouting' });

    const forModerator = (await req('GET', '/v2/contents/moderated-article/comments', moderator)).json().data;
    expect(forModerator[0].attributes.moderation).toEqual({ status: 'hidden', reason: 'Advertising is spam' });
    expect(await feedPostIds(moderator)).toContain(postId);

    // Nobody else is told about the moderation of an item.
    const other = await req('POST', '/v2/contents/moderated-article/comments', second, { comment: { body: 'fine' } });
    const otherComment = (await req('GET', `/v2/comments/${other.json().data.id}`, author)).json().data;
    expect(otherComment.attributes).not.toHaveProperty('moderation');
  });

  it('tells the reporters and the author the outcome', async () => {
    expect(await notificationKeys(reporter)).toEqual(
      expect.arrayContaining(['moderation.report_hidden', 'moderation.report_hidden']),
    );
    expect((await notificationKeys(reporter)).filter((k) => k === 'moderation.report_hidden')).toHaveLength(2);
    expect(await notificationKeys(second)).toContain('moderation.report_hidden');
    const forAuthor = (await req('GET', '/v2/notifications', author)).json().data as Array<{
      attributes: { key: string; parameters: { reason?: string; actor?: unknown } };
    }>;
    const hidden = forAuthor.filter((n) => n.attributes.key === 'moderation.item_hidden');
    expect(hidden.map((n) => n.attributes.parameters.reason).sort()).toEqual(['Advertising is spam', 'Shouting']);
    expect(hidden.every((n) => n.attributes.parameters.actor == null)).toBe(true);
  });

  it('the author asks for a review once; somebody else may not; the moderator clears it and it is back', async () => {
    const url = `/v2/moderation/items/comment/${commentId}/review_request`;
    expect((await req('POST', url, second)).statusCode).toBe(404);
    const asked = await req('POST', url, author);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data.attributes).toMatchObject({ status: 'review_requested', reason: 'Advertising is spam' });
    const again = await req('POST', url, author);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REVIEW_ALREADY_REQUESTED');

    // Still hidden while the request waits, and first in the queue.
    expect(await commentIds(second)).toEqual(expect.not.arrayContaining([commentId]));
    const waiting = (await queue('?status=review_requested')).json().data as Array<{ id: string }>;
    expect(waiting.map((i) => i.id)).toEqual([`comment-${commentId}`]);

    const cleared = await decide('comment', commentId, {
      moderation: { status: 'cleared', reason: 'A fair point after all' },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await commentIds(second)).toContain(commentId);
    expect(await notificationKeys(author)).toContain('moderation.item_cleared');

    // Once decided, the author cannot ask again, even after it is hidden again.
    await report(editor, 'comment', commentId, spamId);
    expect(
      (await decide('comment', commentId, { moderation: { status: 'hidden', reason: 'Spam again' } })).statusCode,
    ).toBe(200);
    expect((await req('POST', url, author)).json().code).toBe('REVIEW_ALREADY_REQUESTED');
  });

  it('audits every decision with from and to', async () => {
    const res = await req('GET', '/v2/admin/audit_log?action=moderation.', boss);
    const entries = res.json().data as Array<{ attributes: { action: string; target_type: string; details: unknown } }>;
    const forComment = entries.filter((e) => e.attributes.target_type === 'comment').map((e) => e.attributes);
    expect(forComment.map((e) => e.action).reverse()).toEqual([
      'moderation.under_review',
      'moderation.hidden',
      'moderation.review_requested',
      'moderation.cleared',
      'moderation.hidden',
    ]);
    expect(forComment.at(-1)!.details).toMatchObject({ from: 'reported', to: 'under_review' });
    expect(forComment[0]!.details).toMatchObject({ from: 'reported', to: 'hidden', reason: 'Spam again' });
  });

  it('publishes a moderation log without personal data', async () => {
    const res = await req('GET', '/v2/moderation_log?per_page=50');
    expect(res.statusCode).toBe(200);
    expect(res.headers['total-count']).toBe('4');
    const entries = res.json().data as Array<{ attributes: Record<string, unknown> }>;
    expect(entries.map((e) => e.attributes.outcome)).toEqual(['hidden', 'cleared', 'hidden', 'hidden']);
    expect(entries[0]!.attributes).toEqual({
      outcome: 'hidden',
      resource_type: 'comment',
      reason: 'Spam again',
      created_at: expect.any(String),
    });
    const text = res.body;
    for (const secret of ['writer', 'snitch', 'reader', 'watches', 'loud post']) {
      expect(text).not.toContain(secret);
    }
    // Nothing but the outcome, the type, the reason and the time: no user's id, no item's id.
    for (const e of entries)
      expect(Object.keys(e.attributes).sort()).toEqual(['created_at', 'outcome', 'reason', 'resource_type']);
    expect((await req('GET', '/v2/moderation_log?per_page=0')).statusCode).toBe(400);
  });
});
