import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsWorld, multipart, type CommentsWorld } from './comments-fixtures.ts';

/** One request against a thing, and the same request against a thing that never existed. */
interface Probe {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  missingUrl: string;
  payload?: unknown;
  missingPayload?: unknown;
  /** Needs a signed-in caller (a guest gets 401 before anything is looked up). */
  signedIn?: boolean;
}

describe('unpublished and restricted things do not exist for those who may not see them', () => {
  let w: CommentsWorld;
  let alice: string; // author of the comments
  let bob: string; // signed-in, no admin
  let root: string; // admin
  let spamId: string;
  let contentId: number;
  let c1: string; // alice's comment on the content
  let r1: string; // bob's reply to c1
  let r2: string; // alice's reply to r1 (a reply of a reply)
  const MISSING = '99999999';

  const comment = async (url: string, token: string, body: string): Promise<string> => {
    const res = await w.req('POST', url, token, { comment: { body } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  const report = (type: string, id: string) => ({
    ugc_report: { reportable_type: type, reportable_id: id, ugc_report_type_id: spamId },
  });
  const setPublished = async (published: boolean) => {
    await w.t.database.db.execute(sql`update contents set published = ${published} where id = ${contentId}`);
  };
  const send = (p: Probe, token: string | undefined, missing: boolean): Promise<LightMyRequestResponse> =>
    w.req(p.method, missing ? p.missingUrl : p.url, token, missing ? (p.missingPayload ?? p.payload) : p.payload);

  /** Every way of reaching the content, its comments, their likes and reports (safe to repeat). */
  const probes = (): Probe[] => {
    const id = String(contentId);
    return [
      {
        name: 'comments list',
        method: 'GET',
        url: '/v2/contents/secret-plan/comments',
        missingUrl: '/v2/contents/no-such-plan/comments',
      },
      { name: 'comment show', method: 'GET', url: `/v2/comments/${c1}`, missingUrl: `/v2/comments/${MISSING}` },
      { name: 'nested reply show', method: 'GET', url: `/v2/comments/${r2}`, missingUrl: `/v2/comments/${MISSING}` },
      {
        name: 'replies list',
        method: 'GET',
        url: `/v2/comments/${c1}/comments`,
        missingUrl: `/v2/comments/${MISSING}/comments`,
      },
      {
        name: 'nested replies list',
        method: 'GET',
        url: `/v2/comments/${r1}/comments`,
        missingUrl: `/v2/comments/${MISSING}/comments`,
      },
      {
        name: 'content likers',
        method: 'GET',
        url: `/v2/likes?liked_type=content&liked_id=${id}`,
        missingUrl: `/v2/likes?liked_type=content&liked_id=${MISSING}`,
      },
      {
        name: 'comment likers',
        method: 'GET',
        url: `/v2/likes?liked_type=comment&liked_id=${c1}`,
        missingUrl: `/v2/likes?liked_type=comment&liked_id=${MISSING}`,
      },
      {
        name: 'nested reply likers',
        method: 'GET',
        url: `/v2/likes?liked_type=comment&liked_id=${r2}`,
        missingUrl: `/v2/likes?liked_type=comment&liked_id=${MISSING}`,
      },
      { name: 'comment delete', method: 'DELETE', url: `/v2/comments/${c1}`, missingUrl: `/v2/comments/${MISSING}` },
      {
        name: 'comment',
        method: 'POST',
        url: '/v2/contents/secret-plan/comments',
        missingUrl: '/v2/contents/no-such-plan/comments',
        payload: { comment: { body: 'x' } },
        signedIn: true,
      },
      {
        name: 'reply',
        method: 'POST',
        url: `/v2/comments/${c1}/comments`,
        missingUrl: `/v2/comments/${MISSING}/comments`,
        payload: { comment: { body: 'x' } },
        signedIn: true,
      },
      {
        name: 'nested reply',
        method: 'POST',
        url: `/v2/comments/${r2}/comments`,
        missingUrl: `/v2/comments/${MISSING}/comments`,
        payload: { comment: { body: 'x' } },
        signedIn: true,
      },
      {
        name: 'content like',
        method: 'POST',
        url: '/v2/contents/secret-plan/like',
        missingUrl: '/v2/contents/no-such-plan/like',
        signedIn: true,
      },
      {
        name: 'content unlike',
        method: 'DELETE',
        url: '/v2/contents/secret-plan/like',
        missingUrl: '/v2/contents/no-such-plan/like',
        signedIn: true,
      },
      {
        name: 'comment like',
        method: 'POST',
        url: `/v2/comments/${c1}/like`,
        missingUrl: `/v2/comments/${MISSING}/like`,
        signedIn: true,
      },
      {
        name: 'comment unlike',
        method: 'DELETE',
        url: `/v2/comments/${c1}/like`,
        missingUrl: `/v2/comments/${MISSING}/like`,
        signedIn: true,
      },
      {
        name: 'nested reply like',
        method: 'POST',
        url: `/v2/comments/${r2}/like`,
        missingUrl: `/v2/comments/${MISSING}/like`,
        signedIn: true,
      },
      {
        name: 'content report',
        method: 'POST',
        url: '/v2/ugc_reports',
        missingUrl: '/v2/ugc_reports',
        payload: report('content', id),
        missingPayload: report('content', MISSING),
        signedIn: true,
      },
      {
        name: 'comment report',
        method: 'POST',
        url: '/v2/ugc_reports',
        missingUrl: '/v2/ugc_reports',
        payload: report('comment', c1),
        missingPayload: report('comment', MISSING),
        signedIn: true,
      },
      {
        name: 'nested reply report',
        method: 'POST',
        url: '/v2/ugc_reports',
        missingUrl: '/v2/ugc_reports',
        payload: report('comment', r2),
        missingPayload: report('comment', MISSING),
        signedIn: true,
      },
      {
        name: 'comment edit',
        method: 'PUT',
        url: `/v2/comments/${c1}`,
        missingUrl: `/v2/comments/${MISSING}`,
        payload: { comment: { body: 'edited' } },
        signedIn: true,
      },
      {
        name: 'nested reply edit',
        method: 'PUT',
        url: `/v2/comments/${r2}`,
        missingUrl: `/v2/comments/${MISSING}`,
        payload: { comment: { body: 'edited' } },
        signedIn: true,
      },
    ];
  };

  /** Asserts that every probe answers for `token` exactly as for a thing that never existed. */
  const expectAbsentFor = async (token: string | undefined) => {
    for (const p of probes()) {
      if (p.signedIn && !token) continue;
      const res = await send(p, token, false);
      const missing = await send(p, token, true);
      expect(missing.statusCode, `${p.name} (missing)`).toBe(404);
      expect(res.statusCode, `${p.name}: ${res.body}`).toBe(missing.statusCode);
      expect(res.body, p.name).toBe(missing.body);
    }
  };

  const counters = async () => {
    const result = await w.t.database.db.execute(sql`
      select (select likes_count from contents where id = ${contentId}) as content_likes,
        (select comments_count from contents where id = ${contentId}) as content_comments,
        (select likes_count from comments where id = ${Number(c1)}) as c1_likes,
        (select count(*)::int from ugc_reports) as reports,
        (select string_agg(body, '|' order by id) from comments where id in (${Number(c1)}, ${Number(r2)})) as bodies`);
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)[0];
  };

  beforeAll(async () => {
    w = await commentsWorld();
    // The admin right is the role the admin API checks; this user holds it from the start.
    await w.t.database.db.execute(
      sql`insert into users (uid, display_name, slug, role) values ('uid-root', 'root', 'root', 'admin')`,
    );
    [alice, bob, root] = await Promise.all([w.user('alice'), w.user('bob'), w.user('root')]);
    spamId = (await w.req('GET', '/v2/ugc_report_types')).json().data[0].id as string;
    contentId = await w.content('secret-plan');
    c1 = await comment('/v2/contents/secret-plan/comments', alice, '<p>first</p>');
    r1 = await comment(`/v2/comments/${c1}/comments`, bob, '<p>reply</p>');
    r2 = await comment(`/v2/comments/${r1}/comments`, alice, '<p>reply to the reply</p>');
    expect((await w.req('POST', `/v2/comments/${c1}/like`, bob)).statusCode).toBe(200);
    expect((await w.req('POST', '/v2/contents/secret-plan/like', bob)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await w.close();
  });

  it('answers every probe of a published content normally (the probes reach real things)', async () => {
    for (const p of probes().filter((x) => x.method === 'GET' && x.name !== 'comment delete')) {
      expect((await send(p, undefined, false)).statusCode, p.name).toBe(200);
    }
  });

  it('unpublished: guests, other users and the author get exactly the 404 of a thing that never existed', async () => {
    await setPublished(false);
    try {
      const before = await counters();
      await expectAbsentFor(undefined);
      await expectAbsentFor(bob);
      await expectAbsentFor(alice);
      // Nothing changed behind the 404s: no like, comment, report or edit went through.
      expect(await counters()).toEqual(before);
    } finally {
      await setPublished(true);
    }
  });

  it('unpublished: an edit with images answers 404 before any image is stored', async () => {
    await setPublished(false);
    try {
      const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
        .png()
        .toBuffer();
      const form = multipart({ 'comment[body]': 'with a picture' }, [
        { name: 'img_files[]', filename: 'a.png', type: 'image/png', data: png },
      ]);
      const files = async () => (await fs.readdir(path.join(w.dataDir, 'media'), { recursive: true })).length;
      const stored = await files().catch(() => 0);
      const res = await w.t.app.inject({
        method: 'PUT',
        url: `/v2/comments/${c1}`,
        headers: { authorization: `Bearer ${alice}`, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe((await w.req('PUT', `/v2/comments/${MISSING}`, alice, { comment: { body: 'x' } })).body);
      expect(await files().catch(() => 0)).toBe(stored);
    } finally {
      await setPublished(true);
    }
  });

  it('unpublished: an admin still reads, likes, replies to and reports everything', async () => {
    await setPublished(false);
    try {
      const list = await w.req('GET', '/v2/contents/secret-plan/comments', root);
      expect(list.statusCode).toBe(200);
      expect((list.json().data as Array<{ id: string }>).map((c) => c.id)).toEqual([c1]);
      expect((await w.req('GET', `/v2/comments/${r2}`, root)).statusCode).toBe(200);
      expect((await w.req('GET', `/v2/comments/${r1}/comments`, root)).json().data).toHaveLength(1);
      expect((await w.req('GET', `/v2/likes?liked_type=content&liked_id=${contentId}`, root)).statusCode).toBe(200);
      expect((await w.req('GET', `/v2/likes?liked_type=comment&liked_id=${c1}`, root)).json().data).toHaveLength(1);
      expect((await w.req('POST', `/v2/comments/${r2}/like`, root)).statusCode).toBe(200);
      expect((await w.req('DELETE', `/v2/comments/${r2}/like`, root)).statusCode).toBe(200);
      expect((await w.req('POST', '/v2/contents/secret-plan/like', root)).statusCode).toBe(200);
      expect((await w.req('DELETE', '/v2/contents/secret-plan/like', root)).statusCode).toBe(200);
      const reply = await w.req('POST', `/v2/comments/${r2}/comments`, root, { comment: { body: 'admin note' } });
      expect(reply.statusCode).toBe(201);
      expect((await w.req('POST', '/v2/ugc_reports', root, report('comment', r2))).statusCode).toBe(201);
      expect((await w.req('POST', '/v2/ugc_reports', root, report('content', String(contentId)))).statusCode).toBe(201);
      // Still the 403 of a stranger for the admin: reading is not editing someone else's comment.
      expect((await w.req('PUT', `/v2/comments/${c1}`, root, { comment: { body: 'x' } })).statusCode).toBe(403);
    } finally {
      await setPublished(true);
    }
  });

  it('republishing brings the comments, likes and reports back', async () => {
    const list = await w.req('GET', '/v2/contents/secret-plan/comments');
    expect(list.statusCode).toBe(200);
    expect((list.json().data as Array<{ id: string }>).map((c) => c.id)).toEqual([c1]);
    expect((await w.req('GET', `/v2/comments/${r2}`, bob)).statusCode).toBe(200);
    expect((await w.req('GET', `/v2/likes?liked_type=comment&liked_id=${c1}`)).json().data).toHaveLength(1);
    expect((await w.req('DELETE', `/v2/comments/${c1}/like`, bob)).statusCode).toBe(200);
    expect((await w.req('POST', `/v2/comments/${r2}/comments`, bob, { comment: { body: 'back' } })).statusCode).toBe(
      201,
    );
    expect((await w.req('PUT', `/v2/comments/${c1}`, alice, { comment: { body: 'edited' } })).statusCode).toBe(200);
    expect((await w.req('POST', '/v2/ugc_reports', bob, report('comment', r2))).statusCode).toBe(201);
    expect((await w.req('POST', '/v2/ugc_reports', bob, report('content', String(contentId)))).statusCode).toBe(201);
  });

  it('a thread of an audience-restricted content is there only for its audience; the content itself for all', async () => {
    const lockedId = await w.content('holders-only');
    await w.t.database.db.execute(sql`update contents set available_for = '{token_holder}' where id = ${lockedId}`);
    const holder = await w.user('holder');
    const holderId = Number((await w.req('GET', '/v2/user/show', holder)).json().data.id);
    await w.t.database.db.execute(
      sql`insert into user_entitlements (user_id, audience) values (${holderId}, 'token_holder')`,
    );
    const locked = await comment('/v2/contents/holders-only/comments', holder, '<p>inside talk</p>');
    expect((await w.req('POST', `/v2/comments/${locked}/comments`, root, { comment: { body: 'ok' } })).statusCode).toBe(
      201,
    );

    const same = async (res: Promise<LightMyRequestResponse>, missing: Promise<LightMyRequestResponse>) => {
      const [a, b] = await Promise.all([res, missing]);
      expect(a.statusCode).toBe(404);
      expect(a.body).toBe(b.body);
    };
    for (const token of [undefined, bob]) {
      await same(
        w.req('GET', '/v2/contents/holders-only/comments', token),
        w.req('GET', '/v2/contents/none/comments', token),
      );
      await same(w.req('GET', `/v2/comments/${locked}`, token), w.req('GET', `/v2/comments/${MISSING}`, token));
      await same(
        w.req('GET', `/v2/likes?liked_type=comment&liked_id=${locked}`, token),
        w.req('GET', `/v2/likes?liked_type=comment&liked_id=${MISSING}`, token),
      );
    }
    await same(
      w.req('POST', '/v2/contents/holders-only/comments', bob, { comment: { body: 'x' } }),
      w.req('POST', '/v2/contents/none/comments', bob, { comment: { body: 'x' } }),
    );
    await same(w.req('POST', `/v2/comments/${locked}/like`, bob), w.req('POST', `/v2/comments/${MISSING}/like`, bob));
    await same(
      w.req('POST', '/v2/ugc_reports', bob, report('comment', locked)),
      w.req('POST', '/v2/ugc_reports', bob, report('comment', MISSING)),
    );
    // The teaser is public: it can be liked, its likers listed and it can be reported.
    expect((await w.req('POST', '/v2/contents/holders-only/like', bob)).statusCode).toBe(200);
    expect((await w.req('GET', `/v2/likes?liked_type=content&liked_id=${lockedId}`)).statusCode).toBe(200);
    expect((await w.req('POST', '/v2/ugc_reports', bob, report('content', String(lockedId)))).statusCode).toBe(201);
    // The contents list carries no top comment of it for those outside the audience.
    const listed = (await w.req('GET', '/v2/contents', bob)).json() as {
      data: Array<{ id: string; relationships: { top_comments: { data: unknown[] } } }>;
      included: Array<{ id: string; type: string }>;
    };
    expect(listed.data.find((c) => c.id === String(lockedId))?.relationships.top_comments.data).toEqual([]);
    expect(listed.included.filter((r) => r.type === 'comment' && r.id === locked)).toEqual([]);
    // Holders and admins read and write the thread.
    for (const token of [holder, root]) {
      const list = await w.req('GET', '/v2/contents/holders-only/comments', token);
      expect((list.json().data as Array<{ id: string }>).map((c) => c.id)).toEqual([locked]);
      expect((await w.req('POST', `/v2/comments/${locked}/like`, token)).statusCode).toBe(200);
    }
    const holderList = (await w.req('GET', '/v2/contents', holder)).json() as {
      data: Array<{ id: string; relationships: { top_comments: { data: Array<{ id: string }> } } }>;
    };
    expect(holderList.data.find((c) => c.id === String(lockedId))?.relationships.top_comments.data).toEqual([
      { id: locked, type: 'comment' },
    ]);
  });

  it('asks the visibility rule in a constant number of statements per list page, however deep the thread', async () => {
    await w.content('counted');
    for (let i = 0; i < 6; i++) {
      const id = await comment('/v2/contents/counted/comments', alice, `<p>top ${i}</p>`);
      await comment(`/v2/comments/${id}/comments`, bob, `<p>reply ${i}</p>`);
    }
    // A thread 8 levels deep; `deep` has a reply too, so both shows read their top replies.
    const top = await comment('/v2/contents/counted/comments', alice, '<p>deep</p>');
    let parent = top;
    let deep = top;
    for (let i = 0; i < 8; i++) {
      deep = parent;
      parent = await comment(`/v2/comments/${parent}/comments`, bob, `<p>level ${i}</p>`);
    }
    // Only the request's own statements count: the configuration poll (every 5 s) and the job
    // worker run beside it on a slow machine.
    const count = async (url: string, token?: string) => {
      const { result: res, queries } = await w.t.database.countQueries(() => w.req('GET', url, token));
      expect(res.statusCode, res.body).toBe(200);
      return queries;
    };
    for (const token of [undefined, bob, root]) {
      expect(await count('/v2/contents/counted/comments?per_page=1', token)).toBeGreaterThan(0); // warms the user row
      expect(await count('/v2/contents/counted/comments?per_page=1', token)).toBe(
        await count('/v2/contents/counted/comments?per_page=7', token),
      );
      expect(await count(`/v2/comments/${top}`, token)).toBe(await count(`/v2/comments/${deep}`, token));
    }
  });

  it('unpublished static pages: their comments exist for admins only', async () => {
    const c = await comment('/v2/static_pages/privacy/comments', alice, '<p>about privacy</p>');
    await w.t.database.db.execute(sql`update static_pages set published = false where slug = 'privacy'`);
    try {
      for (const token of [undefined, alice]) {
        const list = await w.req('GET', '/v2/static_pages/privacy/comments', token);
        expect(list.statusCode).toBe(404);
        expect(list.body).toBe((await w.req('GET', '/v2/static_pages/no-such-page/comments', token)).body);
        expect((await w.req('GET', `/v2/comments/${c}`, token)).statusCode).toBe(404);
      }
      expect((await w.req('GET', '/v2/static_pages/privacy/comments', root)).json().data).toHaveLength(1);
      expect((await w.req('GET', `/v2/comments/${c}`, root)).statusCode).toBe(200);
    } finally {
      await w.t.database.db.execute(sql`update static_pages set published = true where slug = 'privacy'`);
    }
    expect((await w.req('GET', `/v2/comments/${c}`)).statusCode).toBe(200);
  });
});
