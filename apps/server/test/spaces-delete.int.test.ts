// Deleting a fan group (docs/COMMUNITY.md "Deleting a group"): its posts go with their comments,
// replies, likes, reports, stored images and the notifications about any of them, in one
// transaction; whatever pointed at them answers 404. Deleting one post does the same for the post.
import { sql } from 'drizzle-orm';
import { type NotificationWire } from '@tribune/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertComment } from '../src/modules/comments/repository.ts';
import { setLike } from '../src/modules/likes/repository.ts';
import { multipart } from './comments-fixtures.ts';
import { relativeMediaPath } from './helpers.ts';
import { bearer } from './tokens.ts';
import { eventually, notificationsWorld, type NotificationsWorld, type NUser } from './notifications-fixtures.ts';
import { openSpaces, png as solidPng } from './fixtures.ts';

interface Posted {
  id: string;
  slug: string;
  images: string[];
}

describe('deleting a fan group', () => {
  let w: NotificationsWorld;
  let owner: NUser;
  let mia: NUser;
  let otto: NUser;
  let zed: NUser;
  let boss: NUser;
  let png: Buffer;
  let reportTypeId = '';

  const n = async (q: ReturnType<typeof sql>) => Number((await w.query<{ n: string | number }>(q))[0]?.n ?? 0);
  const form = async (u: NUser, url: string, fields: Record<string, string>, withImage: boolean) => {
    const body = multipart(
      fields,
      withImage ? [{ name: 'img_files[]', filename: 'stand.png', type: 'image/png', data: png }] : [],
    );
    const res = await w.t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(u.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; attributes: { slug?: string; images?: Array<{ src: string }> } };
  };
  const group = async (name: string, by = owner) => {
    const res = await w.req('POST', '/v2/fan_groups', by, { fan_group: { name } });
    expect(res.statusCode, res.body).toBe(201);
    const g = res.json().data as { id: string; attributes: { slug: string; image_url: string | null } };
    for (const u of [mia, otto])
      expect((await w.req('POST', `/v2/fan_groups/${g.attributes.slug}/join`, u)).statusCode).toBe(200);
    return g;
  };
  const post = async (slug: string, body: string): Promise<Posted> => {
    const p = await form(mia, '/v2/group_posts', { 'group_post[fan_group_id]': slug, 'group_post[body]': body }, true);
    return { id: p.id, slug: p.attributes.slug!, images: (p.attributes.images ?? []).map((i) => i.src) };
  };
  /** A post with everything that can hang on it; the ids, images and notifications it made. */
  const busyPost = async (groupSlug: string) => {
    const p = await post(
      groupSlug,
      `<p>Look <a href="/en/profiles/${owner.slug}" data-mention="${owner.id}">@Owner</a></p>`,
    );
    const top = await form(owner, `/v2/group_posts/${p.slug}/comments`, { 'comment[body]': '<p>Top</p>' }, true);
    const reply = await form(mia, `/v2/comments/${top.id}/comments`, { 'comment[body]': '<p>Reply</p>' }, false);
    for (const [u, url] of [
      [otto, `/v2/group_posts/${p.slug}/like`],
      [mia, `/v2/comments/${top.id}/like`],
      [owner, `/v2/comments/${reply.id}/like`],
    ] as const) {
      expect((await w.req('POST', url, u)).statusCode).toBe(200);
    }
    for (const [type, id] of [
      ['group_post', p.id],
      ['comment', top.id],
    ] as const) {
      const res = await w.req('POST', '/v2/ugc_reports', otto, {
        ugc_report: { reportable_type: type, reportable_id: id, ugc_report_type_id: reportTypeId },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    return {
      post: p,
      commentIds: [top.id, reply.id],
      images: [...p.images, ...(top.attributes.images ?? []).map((i) => i.src)],
    };
  };
  const notificationIds = async (u: NUser, keys: string[]) =>
    ((await w.req('GET', '/v2/notifications?per_page=100', u)).json().data as NotificationWire[])
      .filter((x) => keys.includes(x.attributes.key))
      .map((x) => x.id);
  /** Rows left of these posts and comments: comments, likes, reports. */
  const leftOf = async (postIds: string[], commentIds: string[]) => {
    const posts = `{${postIds.join(',')}}`;
    const comments = `{${commentIds.join(',')}}`;
    return {
      comments: await n(sql`select count(*) as n from comments where id = any(${comments}::bigint[])
        or (commentable_type = 'group_post' and commentable_id = any(${posts}::bigint[]))`),
      likes:
        await n(sql`select count(*) as n from likes where (liked_type = 'group_post' and liked_id = any(${posts}::bigint[]))
        or (liked_type = 'comment' and liked_id = any(${comments}::bigint[]))`),
      reports: await n(sql`select count(*) as n from ugc_reports
        where (reportable_type = 'group_post' and reportable_id = any(${posts}::bigint[]))
          or (reportable_type = 'comment' and reportable_id = any(${comments}::bigint[]))`),
    };
  };
  const status = async (url: string, u?: NUser) => (await w.req('GET', url, u)).statusCode;

  beforeAll(async () => {
    w = await notificationsWorld();
    await openSpaces(w.t.app);
    owner = await w.user('del-owner');
    mia = await w.user('del-mia');
    otto = await w.user('del-otto');
    zed = await w.user('del-zed');
    boss = await w.user('boss');
    png = await solidPng(320, 200, '#22aa66');
    reportTypeId = (await w.req('GET', '/v2/ugc_report_types')).json().data[0].id as string;
  }, 60_000);
  afterAll(async () => {
    await w?.close();
  });

  it('removes its posts with their comments, likes, reports, images and notifications; their URLs answer 404', async () => {
    const g = await group('Doomed Terrace');
    const slug = g.attributes.slug;
    const kept = await group('Kept Terrace');
    const a = await busyPost(slug);
    const b = await busyPost(slug);
    const other = await busyPost(kept.attributes.slug);
    await w.req('POST', `/v2/fan_groups/${slug}/invite`, owner, { user_slugs: [zed.slug] });
    const keys = ['group_post.mentioned', 'comment.replied', 'comment.liked', 'fan_group.invited'];
    const ownerNotes = await notificationIds(owner, keys);
    const miaNotes = await notificationIds(mia, keys);
    const zedNotes = await notificationIds(zed, keys);
    // Per post the owner is mentioned, replied to and liked; Mia's reply is liked (and as much in the other group).
    expect(ownerNotes).toHaveLength(9);
    expect(miaNotes).toHaveLength(3);
    expect(zedNotes).toHaveLength(1);
    // Each post has its own image and its top comment one.
    expect([a.images.length, b.images.length]).toEqual([2, 2]);
    for (const src of [...a.images, ...b.images]) expect(await status(relativeMediaPath(src))).toBe(200);
    const ownerEvents = w.events(owner);

    expect((await w.req('DELETE', `/v2/fan_groups/${slug}`, mia)).statusCode).toBe(403);
    const deleted = await w.req('DELETE', `/v2/fan_groups/${slug}`, owner);
    expect(deleted.statusCode, deleted.body).toBe(204);

    // Nothing of the group's posts is left, the other group's untouched.
    const ids = [a.post.id, b.post.id];
    expect(await leftOf(ids, [...a.commentIds, ...b.commentIds])).toEqual({ comments: 0, likes: 0, reports: 0 });
    expect(await leftOf([other.post.id], other.commentIds)).toEqual({ comments: 2, likes: 3, reports: 2 });
    expect(await n(sql`select count(*) as n from group_posts where group_id = ${Number(g.id)}`)).toBe(0);
    expect(await n(sql`select count(*) as n from fan_group_memberships where group_id = ${Number(g.id)}`)).toBe(0);
    // Every stored image of them (the posts' and the comments') is gone; the other group's stay.
    for (const src of [...a.images, ...b.images]) expect(await status(relativeMediaPath(src))).toBe(404);
    for (const src of other.images) expect(await status(relativeMediaPath(src))).toBe(200);

    // Whatever pointed at them answers 404: the group, the posts, their comment lists, the comments
    // (deep links), likes, and the notifications about them.
    expect(await status(`/v2/fan_groups/${slug}`, owner)).toBe(404);
    for (const p of [a.post, b.post]) {
      expect(await status(`/v2/group_posts/${p.slug}`, owner)).toBe(404);
      expect(await status(`/v2/group_posts/${p.slug}/comments`, owner)).toBe(404);
      expect((await w.req('POST', `/v2/group_posts/${p.slug}/like`, otto)).statusCode).toBe(404);
    }
    for (const id of [...a.commentIds, ...b.commentIds]) {
      expect(await status(`/v2/comments/${id}`, owner)).toBe(404);
      expect(await status(`/v2/comments/${id}/comments`, owner)).toBe(404);
    }
    const gone = async (u: NUser, before: string[]) => {
      const now = new Set(await notificationIds(u, keys));
      return before.filter((id) => !now.has(id));
    };
    expect((await gone(owner, ownerNotes)).length).toBe(6);
    expect((await gone(mia, miaNotes)).length).toBe(2);
    for (const id of await gone(owner, ownerNotes)) {
      expect(await status(`/v2/notifications/${id}`, owner)).toBe(404);
    }
    expect(await gone(zed, zedNotes)).toEqual(zedNotes);
    expect(
      await n(sql`select count(*) as n from notifications
      where parameters -> 'serialized_resource' ->> 'type' = 'fan_group'
        and parameters -> 'serialized_resource' ->> 'id' = ${g.id}`),
    ).toBe(0);
    // The owner's open sockets get the removed unopened notifications with the new count.
    await eventually(() => ownerEvents.some((e) => (e as { type: string }).type === 'notifications_opened'));
    const opened = ownerEvents.find((e) => (e as { type: string }).type === 'notifications_opened') as unknown as {
      ids: string[];
      open_notifications: number;
    };
    expect(opened.ids.sort()).toEqual((await gone(owner, ownerNotes)).sort());
    expect(opened.open_notifications).toBe(
      (await w.req('GET', '/v2/notifications?per_page=1', owner)).json().meta.open_notifications,
    );

    // The feed and the author's profile hold none of the posts any more.
    const feed = (await w.req('GET', '/v2/feed?per_page=50', owner)).json().included as Array<{
      type: string;
      id: string;
    }>;
    expect(feed.filter((r) => r.type === 'group_post').map((r) => r.id)).toEqual([other.post.id]);
    const profile = (await w.req('GET', `/v2/profiles/${mia.slug}/posts?per_page=50`, owner)).json();
    expect(
      (profile.included as Array<{ type: string; id: string }>).filter((r) => r.type === 'group_post').map((r) => r.id),
    ).toEqual([other.post.id]);
  });

  it('an instance admin deletes a group they do not belong to, audited', async () => {
    const g = await group('Admin Cleared Terrace');
    await busyPost(g.attributes.slug);
    const deleted = await w.req('DELETE', `/v2/fan_groups/${g.attributes.slug}`, boss);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await status(`/v2/fan_groups/${g.attributes.slug}`, boss)).toBe(404);
    expect(
      await n(sql`select count(*) as n from admin_audit_log where action = 'fan_group.delete' and target_id = ${g.id}`),
    ).toBe(1);
    // The owner's own deletion above is theirs to make: not an admin action.
    expect(await n(sql`select count(*) as n from admin_audit_log where action = 'fan_group.delete'`)).toBe(1);
  });

  it('deleting one post removes its thread, likes, reports and images the same way; the group count follows', async () => {
    const g = await group('Single Post Terrace');
    const slug = g.attributes.slug;
    const doomed = await busyPost(slug);
    const stays = await busyPost(slug);
    expect((await w.req('DELETE', `/v2/group_posts/${doomed.post.slug}`, owner)).statusCode).toBe(204);
    expect(await leftOf([doomed.post.id], doomed.commentIds)).toEqual({ comments: 0, likes: 0, reports: 0 });
    expect(await leftOf([stays.post.id], stays.commentIds)).toEqual({ comments: 2, likes: 3, reports: 2 });
    for (const src of doomed.images) expect(await status(relativeMediaPath(src))).toBe(404);
    for (const id of doomed.commentIds) expect(await status(`/v2/comments/${id}`)).toBe(404);
    expect((await w.req('GET', `/v2/fan_groups/${slug}`)).json().data.attributes.group_posts_count).toBe(1);
  });

  it('a comment or like that found a post just before it was deleted writes nothing (it waits for the row lock, then finds it gone)', async () => {
    const g = await group('Race Terrace');
    const { post, commentIds } = await busyPost(g.attributes.slug);
    expect((await w.req('DELETE', `/v2/group_posts/${post.slug}`, mia)).statusCode).toBe(204);
    // What a request that passed its checks before the deletion goes on to write.
    const db = w.t.database.db;
    const base = { userId: otto.id, body: '<p>Late</p>', images: [], rootTable: () => 'group_posts' };
    expect(await insertComment(db, { ...base, type: 'group_post', id: Number(post.id), table: 'group_posts' })).toBe(
      undefined,
    );
    expect(await insertComment(db, { ...base, type: 'comment', id: Number(commentIds[0]), table: 'comments' })).toBe(
      undefined,
    );
    const like = { userId: zed.id, liked: true };
    expect(await setLike(db, { ...like, table: 'group_posts', type: 'group_post', id: Number(post.id) })).toBe(
      undefined,
    );
    expect(await setLike(db, { ...like, table: 'comments', type: 'comment', id: Number(commentIds[0]) })).toBe(
      undefined,
    );
    expect(await leftOf([post.id], commentIds)).toEqual({ comments: 0, likes: 0, reports: 0 });
    expect(await n(sql`select count(*) as n from comments where body = '<p>Late</p>'`)).toBe(0);
  });
});
