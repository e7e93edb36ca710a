import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsWorld, multipart, type CommentsWorld } from './comments-fixtures.ts';
import { relativeMediaPath } from './helpers.ts';

interface CommentJson {
  id: string;
  type: string;
  attributes: Record<string, unknown> & { body: string; images: Array<{ src: string; width: number; height: number }> };
  relationships: { user: { data: { id: string } }; top_comments: { data: Array<{ id: string }> } };
}

describe('comments: create, list, sort, threads, edits, images and blocks', () => {
  let w: CommentsWorld;
  let alice: string;
  let bob: string;
  let carol: string;

  const post = async (url: string, token: string, body: string) => {
    const res = await w.req('POST', url, token, { comment: { body } });
    expect(res.statusCode).toBe(201);
    return res.json().data as CommentJson;
  };

  beforeAll(async () => {
    w = await commentsWorld();
    [alice, bob, carol] = await Promise.all([w.user('alice'), w.user('bob'), w.user('carol')]);
    await w.content('first-article');
  });
  afterAll(async () => {
    await w.close();
  });

  it('creates a comment on a content with a sanitized body and raises the content counter', async () => {
    const res = await w.req('POST', '/v2/contents/first-article/comments', alice, {
      comment: { body: '<p onclick="x()">Hello <strong>world</strong><script>alert(1)</script></p>' },
    });
    expect(res.statusCode).toBe(201);
    const { data, included } = res.json() as {
      data: CommentJson;
      included: Array<{ type: string; attributes: Record<string, unknown> }>;
    };
    expect(data.type).toBe('comment');
    expect(data.attributes.body).toBe('<p>Hello <strong>world</strong></p>');
    expect(data.attributes).toMatchObject({
      commentable_type: 'content',
      editable: true,
      likes_count: 0,
      comments_count: 0,
      liked_by_user: false,
      reported_by_user: false,
      boosts: '0',
      edited_at: null,
    });
    expect(included).toEqual([
      expect.objectContaining({
        type: 'user',
        attributes: expect.objectContaining({ slug: 'alice', display_name: 'alice' }),
      }),
    ]);
    const counted = await w.t.database.db.execute(
      sql`select comments_count from contents where slug = 'first-article'`,
    );
    const rows = (Array.isArray(counted) ? counted : (counted as { rows: unknown[] }).rows) as Array<{
      comments_count: number;
    }>;
    expect(rows[0]?.comments_count).toBe(1);
  });

  it('refuses empty documents with 422 EMPTY_COMMENT, after sanitizing', async () => {
    for (const body of ['<p></p>', '  ', '<p><br></p>', '<p>&nbsp;</p>', '<script>alert(1)</script>', '<img src=x>']) {
      const res = await w.req('POST', '/v2/contents/first-article/comments', alice, { comment: { body } });
      expect(res.statusCode, body).toBe(422);
      expect(res.json().code).toBe('EMPTY_COMMENT');
    }
  });

  it('needs a signed-in user to write and answers 404 for unknown or unpublished resources', async () => {
    expect(
      (await w.req('POST', '/v2/contents/first-article/comments', undefined, { comment: { body: 'x' } })).statusCode,
    ).toBe(401);
    expect((await w.req('POST', '/v2/contents/nope/comments', alice, { comment: { body: 'x' } })).statusCode).toBe(404);
    await w.content('draft-article', false);
    expect((await w.req('GET', '/v2/contents/draft-article/comments')).statusCode).toBe(404);
    expect(
      (await w.req('POST', '/v2/contents/draft-article/comments', alice, { comment: { body: 'x' } })).statusCode,
    ).toBe(404);
    expect((await w.req('GET', '/v2/comments/99999999')).statusCode).toBe(404);
  });

  it('lists comments sorted top, recent and hot with list headers and pages', async () => {
    await w.content('sorted');
    const a = await post('/v2/contents/sorted/comments', alice, '<p>old but liked</p>');
    const b = await post('/v2/contents/sorted/comments', bob, '<p>middle</p>');
    const c = await post('/v2/contents/sorted/comments', carol, '<p>newest</p>');
    expect((await w.req('POST', `/v2/comments/${a.id}/like`, bob)).statusCode).toBe(200);
    expect((await w.req('POST', `/v2/comments/${a.id}/like`, carol)).statusCode).toBe(200);

    const ids = async (sort: string) => {
      const res = await w.req('GET', `/v2/contents/sorted/comments?sort_by=${sort}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['total-count']).toBe('3');
      return (res.json().data as CommentJson[]).map((d) => d.id);
    };
    expect(await ids('top')).toEqual([a.id, c.id, b.id]);
    expect(await ids('recent')).toEqual([c.id, b.id, a.id]);
    expect(await ids('hot')).toEqual([a.id, c.id, b.id]);
    expect((await w.req('GET', '/v2/contents/sorted/comments?sort_by=best')).statusCode).toBe(400);

    const page2 = await w.req('GET', '/v2/contents/sorted/comments?sort_by=recent&per_page=2&page=2');
    expect(page2.headers).toMatchObject({ 'total-count': '3', 'current-page': '2', 'total-pages': '2' });
    expect((page2.json().data as CommentJson[]).map((d) => d.id)).toEqual([a.id]);
    const past = await w.req('GET', '/v2/contents/sorted/comments?per_page=2&page=5');
    expect(past.json().data).toEqual([]);
    expect(past.headers['total-count']).toBe('3');
  });

  it('threads replies under a comment, counting on the parent and the content, with top replies included', async () => {
    await w.content('threaded');
    const parent = await post('/v2/contents/threaded/comments', alice, '<p>parent</p>');
    const reply = await post(`/v2/comments/${parent.id}/comments`, bob, '<p>reply</p>');
    expect(reply.attributes).toMatchObject({ commentable_type: 'comment', commentable_id: parent.id });

    const list = await w.req('GET', '/v2/contents/threaded/comments', carol);
    const [first] = list.json().data as CommentJson[];
    expect(first?.attributes.comments_count).toBe(1);
    expect(first?.relationships.top_comments.data).toEqual([{ id: reply.id, type: 'comment' }]);
    const included = list.json().included as Array<{ id: string; type: string }>;
    expect(included).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: reply.id, type: 'comment' }),
        expect.objectContaining({ type: 'user', attributes: expect.objectContaining({ slug: 'bob' }) }),
      ]),
    );
    const replies = await w.req('GET', `/v2/comments/${parent.id}/comments`);
    expect((replies.json().data as CommentJson[]).map((d) => d.id)).toEqual([reply.id]);
    const content = await w.req('GET', '/v2/contents/threaded');
    if (content.statusCode === 200) expect(content.json().data.attributes.comments_count).toBe(2);
    const shown = await w.req('GET', `/v2/comments/${parent.id}`);
    expect(shown.json().data.relationships.top_comments.data).toEqual([{ id: reply.id, type: 'comment' }]);
  });

  it('comments on static pages by canonical or translated slug and fills the page top comments', async () => {
    const c = await post('/v2/static_pages/privacy/comments', alice, '<p>on the page</p>');
    const page = await w.req('GET', '/v2/static_pages/privacy');
    expect(page.json().data.attributes.comments_count).toBe(1);
    expect(page.json().data.relationships.top_comments.data).toEqual([{ id: c.id, type: 'comment' }]);
    expect(page.json().included).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: c.id, type: 'comment' })]),
    );
    const translated = (page.json().data.attributes.translated_slugs as Array<{ slug: string }>).find(
      (s) => s.slug !== 'privacy',
    );
    if (translated) {
      const list = await w.req('GET', `/v2/static_pages/${translated.slug}/comments`);
      expect((list.json().data as CommentJson[]).map((d) => d.id)).toEqual([c.id]);
    }
    expect((await w.req('GET', '/v2/static_pages/no-such-page/comments')).statusCode).toBe(404);
  });

  it('lets only the author edit: others get 403, unknown comments 404, and edited_at is set', async () => {
    await w.content('editable');
    const c = await post('/v2/contents/editable/comments', alice, '<p>first</p>');
    const other = await w.req('PUT', `/v2/comments/${c.id}`, bob, { comment: { body: '<p>hijack</p>' } });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('FORBIDDEN');
    expect((await w.req('PUT', '/v2/comments/99999999', alice, { comment: { body: 'x' } })).statusCode).toBe(404);
    expect((await w.req('PUT', `/v2/comments/${c.id}`, undefined, { comment: { body: 'x' } })).statusCode).toBe(401);
    const empty = await w.req('PUT', `/v2/comments/${c.id}`, alice, { comment: { body: '<p> </p>' } });
    expect(empty.json().code).toBe('EMPTY_COMMENT');

    const res = await w.req('PUT', `/v2/comments/${c.id}`, alice, { comment: { body: '<p>second <em>take</em></p>' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.body).toBe('<p>second <em>take</em></p>');
    expect(res.json().data.attributes.edited_at).toEqual(expect.any(String));
    const seenByBob = await w.req('GET', `/v2/comments/${c.id}`, bob);
    expect(seenByBob.json().data.attributes).toMatchObject({ editable: false, body: '<p>second <em>take</em></p>' });
  });

  it('hides comments between users who blocked each other, in both directions', async () => {
    await w.content('blocking');
    const dave = await w.user('dave');
    const erin = await w.user('erin');
    const byDave = await post('/v2/contents/blocking/comments', dave, '<p>dave speaks</p>');
    const byErin = await post('/v2/contents/blocking/comments', erin, '<p>erin speaks</p>');
    const erinId = (await w.req('GET', '/v2/user/show', erin)).json().data.id as string;
    expect((await w.req('POST', `/v2/users/${erinId}/toggle_block`, dave)).statusCode).toBe(200);

    const listFor = async (token?: string) =>
      ((await w.req('GET', '/v2/contents/blocking/comments', token)).json().data as CommentJson[])
        .map((d) => d.id)
        .sort();
    expect(await listFor(dave)).toEqual([byDave.id]);
    expect(await listFor(erin)).toEqual([byErin.id]);
    expect(await listFor(alice)).toEqual([byDave.id, byErin.id].sort());
    expect(await listFor()).toEqual([byDave.id, byErin.id].sort());
    expect((await w.req('GET', `/v2/comments/${byErin.id}`, dave)).statusCode).toBe(404);
    expect(
      (await w.req('POST', `/v2/comments/${byDave.id}/comments`, erin, { comment: { body: 'hi' } })).statusCode,
    ).toBe(404);
  });

  it('leaves out comments hidden by a moderator and those of banned authors', async () => {
    await w.content('moderated');
    const hidden = await post('/v2/contents/moderated/comments', alice, '<p>to hide</p>');
    const kept = await post('/v2/contents/moderated/comments', bob, '<p>kept</p>');
    await w.t.database.db.execute(sql`update comments set report_status = 'hidden' where id = ${Number(hidden.id)}`);
    const frank = await w.user('frank');
    await post('/v2/contents/moderated/comments', frank, '<p>soon banned</p>');
    await w.t.app.users.setStatus((await w.t.app.users.findByUid('uid-frank'))!.id, 'banned');
    const list = await w.req('GET', '/v2/contents/moderated/comments');
    expect((list.json().data as CommentJson[]).map((d) => d.id)).toEqual([kept.id]);
    expect((await w.req('GET', `/v2/comments/${hidden.id}`)).statusCode).toBe(404);
    expect((await w.req('POST', '/v2/contents/moderated/comments', frank, { comment: { body: 'x' } })).statusCode).toBe(
      404,
    );
  });

  it('accepts up to 4 images checked by content, resized to WebP and served from /media', async () => {
    await w.content('pictures');
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    const form = multipart({ 'comment[body]': '<p>look</p>' }, [
      { name: 'img_files[]', filename: 'a.png', type: 'image/png', data: png },
      { name: 'img_files[]', filename: 'b.jpg', type: 'image/jpeg', data: jpeg },
    ]);
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/v2/contents/pictures/comments',
      headers: { authorization: `Bearer ${alice}`, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const images = res.json().data.attributes.images as Array<{ src: string; width: number; height: number }>;
    expect(images.map((i) => [i.width, i.height])).toEqual([
      [1600, 800],
      [40, 30],
    ]);
    const served = await w.t.app.inject({ method: 'GET', url: relativeMediaPath(images[0]!.src) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const key = relativeMediaPath(images[0]!.src).replace('/media/', '');
    expect(key).toMatch(/^comments\/[0-9]+\/[a-f0-9]{32}\.webp$/);
    await expect(fs.stat(path.join(w.dataDir, 'media', key))).resolves.toBeTruthy();

    const imageOnly = multipart({ 'comment[body]': '<p></p>' }, [
      { name: 'img_files[]', filename: 'c.jpg', type: 'image/jpeg', data: jpeg },
    ]);
    const onlyImage = await w.t.app.inject({
      method: 'POST',
      url: '/v2/contents/pictures/comments',
      headers: { authorization: `Bearer ${alice}`, ...imageOnly.headers },
      payload: imageOnly.payload,
    });
    expect(onlyImage.statusCode).toBe(201);
  });

  it('refuses text files, HTML renamed .png, mismatched declared types and a fifth image', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const send = (files: Parameters<typeof multipart>[1]) => {
      const form = multipart({ 'comment[body]': '<p>file</p>' }, files);
      return w.t.app.inject({
        method: 'POST',
        url: '/v2/contents/first-article/comments',
        headers: { authorization: `Bearer ${bob}`, ...form.headers },
        payload: form.payload,
      });
    };
    const text = await send([
      { name: 'img_files[]', filename: 'a.txt', type: 'text/plain', data: Buffer.from('hello') },
    ]);
    expect(text.statusCode).toBe(422);
    expect(text.json().code).toBe('UNSUPPORTED_IMAGE');
    const html = await send([
      {
        name: 'img_files[]',
        filename: 'evil.png',
        type: 'image/png',
        data: Buffer.from('<html><script>alert(1)</script></html>'),
      },
    ]);
    expect(html.statusCode).toBe(422);
    expect(html.json().code).toBe('UNSUPPORTED_IMAGE');
    const mismatch = await send([{ name: 'img_files[]', filename: 'a.jpg', type: 'image/jpeg', data: png }]);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors['img_files.0'][0]).toContain('PNG image but was sent as image/jpeg');
    const five = await send(
      Array.from({ length: 5 }, (_, i) => ({
        name: 'img_files[]',
        filename: `${i}.png`,
        type: 'image/png',
        data: png,
      })),
    );
    expect(five.statusCode).toBe(422);
    const before = await w.req('GET', '/v2/contents/first-article/comments');
    expect((before.json().data as CommentJson[]).every((c) => !c.attributes.body.includes('file'))).toBe(true);
  });

  it('answers 413 for an image over the upload limit', async () => {
    const big = Buffer.alloc(w.t.app.config.uploadMaxBytes + 1024, 1);
    const form = multipart({ 'comment[body]': '<p>big</p>' }, [
      { name: 'img_files[]', filename: 'big.png', type: 'image/png', data: big },
    ]);
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/v2/contents/first-article/comments',
      headers: { authorization: `Bearer ${bob}`, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});
