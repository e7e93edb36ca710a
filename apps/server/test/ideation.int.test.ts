import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEA_STATUSES } from '@tribune/domain';
import { ensureDemoFans } from '../src/modules/users/demo-fans.ts';
import { seedDemoIdeation } from '../src/modules/ideation/seed.ts';
import { multipart } from './comments-fixtures.ts';
import { replyNotificationPath } from './notifications-fixtures.ts';
import { createTestApp, isErrorBody, relativeMediaPath, type TestApp } from './helpers.ts';
import { bearer, createTestKeys, tokenFor, type TestKeys } from './tokens.ts';

interface Doc {
  data: {
    id: string;
    type: string;
    attributes: Record<string, unknown>;
    relationships: Record<string, { data: unknown }>;
  };
  included: Array<{ id: string; type: string; attributes: Record<string, unknown> }>;
}

const DAY = 24 * 3600 * 1000;

describe('ideation missions and ideas', () => {
  let t: TestApp;
  let keys: TestKeys;
  let dataDir: string;
  let admin: string;
  let alice: string;
  let bob: string;
  let openId = '';
  let previewToken = '';
  let draftId = '';

  const req = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      payload: payload as string,
    });
  const mission = async (slug: string, endsAt: Date, publish = true) => {
    const res = await req('POST', '/v2/admin/ideation_missions', admin, {
      ideation_mission: {
        slug,
        title: { en: `Mission ${slug}`, de: `Mission ${slug} (de)` },
        description: { en: '<p>Tell us<script>alert(1)</script></p>' },
        ends_at: endsAt.toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    if (publish) expect((await req('POST', `/v2/admin/ideation_missions/${id}/publish`, admin)).statusCode).toBe(200);
    return res.json().data as {
      id: string;
      attributes: { preview_token: string; description: Record<string, string> };
    };
  };
  const addIdea = async (slug: string, token: string, idea: Record<string, unknown>) =>
    req('POST', `/v2/ideation_missions/${slug}/ideas`, token, { idea });

  beforeAll(async () => {
    keys = await createTestKeys();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-ideation-'));
    t = await createTestApp({ dataDir, adminEmails: ['boss@example.test'] }, { jwks: () => keys.jwks });
    admin = await tokenFor(keys, { sub: 'uid-boss', email: 'boss@example.test', slug: 'boss' });
    alice = await tokenFor(keys, { sub: 'uid-alice', name: 'alice', slug: 'alice' });
    bob = await tokenFor(keys, { sub: 'uid-bob', name: 'bob', slug: 'bob' });
    const now = Date.now();
    openId = (await mission('stadium', new Date(now + 10 * DAY))).id;
    await mission('later', new Date(now + 20 * DAY));
    for (let i = 0; i < 7; i++) await mission(`ended-${i}`, new Date(now - (i + 1) * DAY));
    const draft = await mission('draft', new Date(now + 5 * DAY), false);
    draftId = draft.id;
    previewToken = draft.attributes.preview_token;
    expect(draft.attributes.description.en).toBe('<p>Tell us</p>');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('lists open missions first (soonest end), then the 5 most recent ended ones; drafts never', async () => {
    const res = await req('GET', '/v2/ideation_missions');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Doc['data'][]; meta: Record<string, number> };
    expect(body.data.map((m) => m.attributes.slug)).toEqual([
      'stadium',
      'later',
      'ended-0',
      'ended-1',
      'ended-2',
      'ended-3',
      'ended-4',
    ]);
    expect(body.meta).toEqual({ open_count: 2, ended_count: 5 });
    expect(body.data[0]!.attributes).toMatchObject({ open: true, ideas_count: 0, title: 'Mission stadium' });
    expect(body.data[2]!.attributes.open).toBe(false);
    expect(res.headers['total-count']).toBe('7');
    // Translated texts follow the request's language.
    const de = await req('GET', '/v2/ideation_missions/stadium', undefined, undefined, { 'accept-language': 'de' });
    expect(de.json().data.attributes.title).toBe('Mission stadium (de)');
  });

  it('shows an unpublished mission only to admins and to holders of its preview token', async () => {
    expect((await req('GET', '/v2/ideation_missions/draft')).statusCode).toBe(404);
    expect((await req('GET', '/v2/ideation_missions/draft', alice)).statusCode).toBe(404);
    expect((await req('GET', '/v2/ideation_missions/draft?preview_token=wrong-token', alice)).statusCode).toBe(404);
    expect((await req('GET', `/v2/ideation_missions/draft?preview_token=${previewToken}`)).statusCode).toBe(200);
    expect((await req('GET', '/v2/ideation_missions/draft', admin)).statusCode).toBe(200);
    // The token opens the show only: ideas of the draft stay 404 to everybody else.
    expect((await req('GET', `/v2/ideation_missions/draft/ideas?preview_token=${previewToken}`)).statusCode).toBe(404);
    expect((await req('GET', '/v2/ideation_missions/draft/ideas', alice)).statusCode).toBe(404);
    expect((await addIdea('draft', alice, { title: 'x', body: '<p>y</p>' })).statusCode).toBe(404);
    // Only admins read the preview token.
    const listed = await req('GET', '/v2/admin/ideation_missions', admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.find((m: Doc['data']) => m.id === draftId).attributes.preview_token).toBe(previewToken);
    expect((await req('GET', `/v2/admin/ideation_missions/${draftId}`, alice)).statusCode).toBe(403);
    expect((await req('GET', '/v2/admin/ideation_missions', alice)).statusCode).toBe(403);
    expect((await req('GET', '/v2/admin/ideation_missions')).statusCode).toBe(401);
    expect((await req('GET', '/v2/ideation_missions/missing')).statusCode).toBe(404);
  });

  let ideaId = '';

  it('adds an idea as JSON: title, sanitized body, initial_boost parsed as a base-10 integer', async () => {
    const res = await addIdea('stadium', alice, {
      title: '  Cheaper   pretzels ',
      body: '<p onclick="x()">More <strong>pretzels</strong><script>alert(1)</script></p>',
      initial_boost: '0012',
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json() as Doc;
    ideaId = doc.data.id;
    expect(doc.data.type).toBe('idea');
    expect(doc.data.attributes).toMatchObject({
      id: ideaId,
      slug: `cheaper-pretzels-${ideaId}`,
      title: 'Cheaper pretzels',
      body: '<p>More <strong>pretzels</strong></p>',
      status: 'submitted',
      initial_boost: '12',
      boosts: '0',
      boosted_by_current_user: false,
      comments_count: 0,
      likes_count: 0,
      liked_by_user: false,
      editable: true,
      images: [],
      contract_address: null,
    });
    expect(doc.data.relationships.ideation_mission!.data).toEqual({
      id: openId,
      type: 'ideation_mission',
      slug: 'stadium',
    });
    expect(doc.included).toEqual([
      expect.objectContaining({ type: 'user', attributes: expect.objectContaining({ slug: 'alice' }) }),
    ]);
    const shown = await req('GET', `/v2/ideation_missions/stadium/ideas/${ideaId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.attributes.editable).toBe(false);
    const m = (await req('GET', '/v2/ideation_missions/stadium')).json() as Doc;
    expect(m.data.attributes.ideas_count).toBe(1);
    expect(m.data.relationships.top_ideas!.data).toEqual([{ id: ideaId, type: 'idea' }]);
    expect(m.included.some((r) => r.type === 'idea' && r.id === ideaId)).toBe(true);
  });

  it('refuses bad ideas with 4xx and the error body', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ title: '', body: '<p>x</p>' }, 422, 'idea.title'],
      [{ title: '   ', body: '<p>x</p>' }, 422, 'idea.title'],
      [{ title: 'ok', body: '<p></p>' }, 422, 'idea.body'],
      [{ title: 'ok', body: '<script>alert(1)</script>' }, 422, 'idea.body'],
      [{ title: 'ok', body: '<p>x</p>', initial_boost: '12abc' }, 422, 'idea.initial_boost'],
      [{ title: 'ok', body: '<p>x</p>', initial_boost: '-5' }, 422, 'idea.initial_boost'],
      [{ title: 'ok', body: '<p>x</p>', initial_boost: '1.5' }, 422, 'idea.initial_boost'],
      [{ title: 'ok', body: '<p>x</p>', initial_boost: '9'.repeat(39) }, 422, 'idea.initial_boost'],
      [{ title: 'x'.repeat(201), body: '<p>x</p>' }, 422, 'idea.title'],
      [{ title: 'ok', body: '<p>x</p>', extra: 1 }, 422, 'idea.extra'],
    ];
    for (const [idea, status, field] of cases) {
      const res = await addIdea('stadium', bob, idea);
      expect(res.statusCode, JSON.stringify(idea)).toBe(status);
      expect(isErrorBody(res.json())).toBe(true);
      expect(Object.keys(res.json().errors), JSON.stringify(idea)).toContain(field);
    }
    const broken = await req('POST', '/v2/ideation_missions/stadium/ideas', bob, '{"idea":', {
      'content-type': 'application/json',
    });
    expect(broken.statusCode).toBe(400);
    expect((await req('GET', '/v2/ideation_missions/stadium/ideas?sort_ideas_by=best')).statusCode).toBe(400);
    expect((await req('GET', '/v2/ideation_missions/stadium/ideas/abc')).statusCode).toBe(400);
    expect((await req('GET', '/v2/ideation_missions/Bad_Slug')).statusCode).toBe(400);
    expect((await addIdea('stadium', '', { title: 'a', body: '<p>b</p>' })).statusCode).toBe(401);
  });

  it('adds an idea as multipart with a real PNG image, and refuses a non-image', async () => {
    const png = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#22aa55' } })
      .png()
      .toBuffer();
    const form = multipart(
      { 'idea[title]': 'Fan zone by the river', 'idea[body]': '<p>Picture this</p>', 'idea[initial_boost]': '7' },
      [{ name: 'img_files[]', filename: 'zone.png', type: 'image/png', data: png }],
    );
    const res = await req('POST', '/v2/ideation_missions/stadium/ideas', bob, form.payload, form.headers);
    expect(res.statusCode, res.body).toBe(201);
    const images = res.json().data.attributes.images as Array<{ src: string; width: number; height: number }>;
    expect(images).toHaveLength(1);
    expect([images[0]!.width, images[0]!.height]).toEqual([640, 320]);
    expect(res.json().data.attributes.initial_boost).toBe('7');
    const served = await req('GET', relativeMediaPath(images[0]!.src));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const text = multipart({ 'idea[title]': 'Not an image', 'idea[body]': '<p>x</p>' }, [
      { name: 'img_files[]', filename: 'evil.png', type: 'image/png', data: Buffer.from('<html>hello</html>') },
    ]);
    const refused = await req('POST', '/v2/ideation_missions/stadium/ideas', bob, text.payload, text.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('UNSUPPORTED_IMAGE');
    const unknown = multipart({ 'idea[title]': 'x', 'idea[nope]': 'y' });
    expect(
      (await req('POST', '/v2/ideation_missions/stadium/ideas', bob, unknown.payload, unknown.headers)).statusCode,
    ).toBe(422);
  });

  it("lets only the author edit an idea: another user's edit is refused with 403", async () => {
    const edited = await req('PUT', `/v2/ideation_missions/stadium/ideas/${ideaId}`, alice, {
      idea: { title: 'Cheaper pretzels and beer', body: '<p>Edited</p>' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.attributes).toMatchObject({
      title: 'Cheaper pretzels and beer',
      body: '<p>Edited</p>',
      slug: `cheaper-pretzels-and-beer-${ideaId}`,
      initial_boost: '12',
    });
    expect(edited.json().data.attributes.edited_at).not.toBeNull();
    const other = await req('PUT', `/v2/ideation_missions/stadium/ideas/${ideaId}`, bob, {
      idea: { title: 'Mine now' },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('Only the author can edit this idea.');
    // Under another mission's slug the idea does not exist.
    expect(
      (await req('PUT', `/v2/ideation_missions/later/ideas/${ideaId}`, alice, { idea: { title: 'x' } })).statusCode,
    ).toBe(404);
    expect((await req('GET', `/v2/ideation_missions/later/ideas/${ideaId}`)).statusCode).toBe(404);
    expect(
      (await req('PUT', `/v2/ideation_missions/stadium/ideas/999999`, alice, { idea: { title: 'x' } })).statusCode,
    ).toBe(404);
    const after = await req('GET', `/v2/ideation_missions/stadium/ideas/${ideaId}`);
    expect(after.json().data.attributes.title).toBe('Cheaper pretzels and beer');
  });

  it('likes and unlikes an idea, counting once per user', async () => {
    const url = `/v2/ideation_missions/stadium/ideas/${ideaId}/like`;
    expect((await req('POST', url)).statusCode).toBe(401);
    const liked = await req('POST', url, bob);
    expect(liked.statusCode).toBe(200);
    expect(liked.json().data.attributes).toMatchObject({ liked_type: 'idea', likes_count: 1, liked_by_user: true });
    expect((await req('POST', url, bob)).json().data.attributes.likes_count).toBe(1);
    expect((await req('POST', url, alice)).json().data.attributes.likes_count).toBe(2);
    const shown = await req('GET', `/v2/ideation_missions/stadium/ideas/${ideaId}`, bob);
    expect(shown.json().data.attributes).toMatchObject({ likes_count: 2, liked_by_user: true });
    const unliked = await req('DELETE', url, alice);
    expect(unliked.json().data.attributes).toMatchObject({ likes_count: 1, liked_by_user: false });
    expect((await req('POST', `/v2/ideation_missions/later/ideas/${ideaId}/like`, bob)).statusCode).toBe(404);
    const likers = await req('GET', `/v2/likes?liked_type=idea&liked_id=${ideaId}`);
    expect(likers.json().data.map((u: { attributes: { slug: string } }) => u.attributes.slug)).toEqual(['bob']);
  });

  it('takes comments on an idea; top comments come with the idea', async () => {
    const url = `/v2/ideation_missions/stadium/ideas/${ideaId}/comments`;
    const posted = await req('POST', url, bob, { comment: { body: '<p>Great idea</p>' } });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().data.attributes).toMatchObject({ commentable_type: 'idea', commentable_id: ideaId });
    const list = await req('GET', url);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    const idea = (await req('GET', `/v2/ideation_missions/stadium/ideas/${ideaId}`)).json() as Doc;
    expect(idea.data.attributes.comments_count).toBe(1);
    expect(idea.data.relationships.top_comments!.data).toEqual([{ id: posted.json().data.id, type: 'comment' }]);
    expect(idea.included.some((r) => r.type === 'comment')).toBe(true);
    // A reply tells bob, and its link leads to the comment under the idea.
    const { replyId, path: link } = await replyNotificationPath(t.app, posted.json().data.id, alice, bob);
    expect(link).toBe(`/en/ideationhub/stadium/idea/${ideaId}/comments/${replyId}`);
    expect(
      (
        await req('POST', `/v2/ideation_missions/later/ideas/${ideaId}/comments`, bob, {
          comment: { body: '<p>x</p>' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists ideas by top, hot and recent, paged', async () => {
    const top = await req('GET', '/v2/ideation_missions/stadium/ideas?sort_ideas_by=top&per_page=1');
    expect(top.statusCode).toBe(200);
    expect(top.json().data.map((i: Doc['data']) => i.id)).toEqual([ideaId]);
    expect(top.headers['total-count']).toBe('2');
    expect(top.json().meta).toEqual({ sort_ideas_by: 'top' });
    const recent = await req('GET', '/v2/ideation_missions/stadium/ideas?sort_ideas_by=recent');
    expect(recent.json().data[0].id).not.toBe(ideaId);
    const hot = await req('GET', '/v2/ideation_missions/stadium/ideas?sort_ideas_by=hot');
    expect(hot.json().data).toHaveLength(2);
    const past = await req('GET', '/v2/ideation_missions/stadium/ideas?page=5');
    expect(past.json().data).toEqual([]);
    expect(past.headers['total-count']).toBe('2');
  });

  it('lets only admins set the status; the author is notified; rejected ideas stay visible', async () => {
    const url = `/v2/admin/ideas/${ideaId}/status`;
    expect((await req('PUT', url, bob, { status: 'accepted' })).statusCode).toBe(403);
    expect((await req('PUT', url, undefined, { status: 'accepted' })).statusCode).toBe(401);
    expect((await req('PUT', url, admin, { status: 'approved' })).statusCode).toBe(422);
    expect((await req('PUT', '/v2/admin/ideas/999999/status', admin, { status: 'accepted' })).statusCode).toBe(404);
    const set = await req('PUT', url, admin, { status: 'accepted' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.attributes).toMatchObject({ status: 'accepted', ideation_mission_slug: 'stadium' });
    const shown = await req('GET', `/v2/ideation_missions/stadium/ideas/${ideaId}`);
    expect(shown.json().data.attributes.status).toBe('accepted');

    const inbox = await req('GET', '/v2/notifications', alice);
    expect(inbox.statusCode).toBe(200);
    const n = (inbox.json().data as Array<{ attributes: { key: string; parameters: Record<string, unknown> } }>).find(
      (x) => x.attributes.key === 'idea.status_changed',
    );
    expect(n?.attributes.parameters.serialized_resource).toEqual({
      type: 'idea',
      id: ideaId,
      title: 'Cheaper pretzels and beer',
      parent: { type: 'ideation_mission', id: openId, slug: 'stadium' },
    });
    // Setting the same status again tells nobody.
    await req('PUT', url, admin, { status: 'accepted' });
    const again = (await req('GET', '/v2/notifications', alice)).json().data as Array<{ attributes: { key: string } }>;
    expect(again.filter((x) => x.attributes.key === 'idea.status_changed')).toHaveLength(1);

    for (const status of IDEA_STATUSES) expect((await req('PUT', url, admin, { status })).statusCode).toBe(200);
    expect((await req('GET', `/v2/ideation_missions/stadium/ideas/${ideaId}`)).json().data.attributes.status).toBe(
      'implemented',
    );
    await req('PUT', url, admin, { status: 'rejected' });
    const rejected = await req('GET', `/v2/ideation_missions/stadium/ideas/${ideaId}`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.attributes.status).toBe('rejected');
  });

  it('a closed mission takes no new ideas and no edits, with a clear message', async () => {
    const m = await mission('closing', new Date(Date.now() + DAY));
    const added = await addIdea('closing', alice, { title: 'Before the end', body: '<p>x</p>' });
    expect(added.statusCode).toBe(201);
    const closed = await req('POST', `/v2/admin/ideation_missions/${m.id}/close`, admin);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.attributes.open).toBe(false);
    const late = await addIdea('closing', alice, { title: 'Too late', body: '<p>x</p>' });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      code: 'MISSION_CLOSED',
      error: 'This ideation mission is closed: it takes no new ideas.',
    });
    const edit = await req('PUT', `/v2/ideation_missions/closing/ideas/${added.json().data.id}`, alice, {
      idea: { title: 'Changed' },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().error).toBe('This ideation mission is closed: its ideas can no longer be edited.');
    const shown = await req('GET', `/v2/ideation_missions/closing/ideas/${added.json().data.id}`, alice);
    expect(shown.json().data.attributes.editable).toBe(false);
  });

  it("hides an unpublished mission's ideas, comments and likes from everybody but admins", async () => {
    // An admin may add an idea to a draft (preview), nobody else sees it.
    const added = await addIdea('draft', admin, { title: 'Draft idea', body: '<p>x</p>' });
    expect(added.statusCode).toBe(201);
    const id = added.json().data.id as string;
    expect((await req('GET', `/v2/ideation_missions/draft/ideas/${id}`, alice)).statusCode).toBe(404);
    expect((await req('GET', `/v2/ideation_missions/draft/ideas/${id}/comments`)).statusCode).toBe(404);
    expect((await req('POST', `/v2/ideation_missions/draft/ideas/${id}/like`, alice)).statusCode).toBe(404);
    expect((await req('GET', `/v2/likes?liked_type=idea&liked_id=${id}`)).statusCode).toBe(404);
    expect((await req('GET', `/v2/ideation_missions/draft/ideas/${id}`, admin)).statusCode).toBe(200);
  });

  it('validates admin input: slugs unique (409), dates, unknown media, 404 for missing ids', async () => {
    const base = { slug: 'stadium', title: { en: 'Again' }, ends_at: new Date(Date.now() + DAY).toISOString() };
    const taken = await req('POST', '/v2/admin/ideation_missions', admin, { ideation_mission: base });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLUG_TAKEN');
    const badDate = await req('POST', '/v2/admin/ideation_missions', admin, {
      ideation_mission: { ...base, slug: 'fresh', ends_at: 'tomorrow' },
    });
    expect(badDate.statusCode).toBe(422);
    const noMedium = await req('POST', '/v2/admin/ideation_missions', admin, {
      ideation_mission: { ...base, slug: 'fresh', hero_medium_id: '987654' },
    });
    expect(noMedium.statusCode).toBe(422);
    const noTitle = await req('POST', '/v2/admin/ideation_missions', admin, {
      ideation_mission: { slug: 'fresh', title: {}, ends_at: base.ends_at },
    });
    expect(noTitle.statusCode).toBe(422);
    expect(
      (await req('PUT', '/v2/admin/ideation_missions/987654', admin, { ideation_mission: { ...base, slug: 'zz' } }))
        .statusCode,
    ).toBe(404);
    expect((await req('POST', '/v2/admin/ideation_missions/987654/publish', admin)).statusCode).toBe(404);
    const updated = await req('PUT', `/v2/admin/ideation_missions/${openId}`, admin, {
      ideation_mission: { ...base, title: { en: 'The stadium', it: 'Lo stadio' } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.attributes.title).toEqual({ en: 'The stadium', it: 'Lo stadio' });
  });

  it("seeds the demo missions once (open and ended, en/de/it), with the demo fans' ideas", async () => {
    const fresh = await createTestApp({}, { jwks: () => keys.jwks });
    try {
      const fans = await ensureDemoFans(fresh.database.db);
      await seedDemoIdeation(fresh.app, fans);
      await seedDemoIdeation(fresh.app, await ensureDemoFans(fresh.database.db));
      const res = await fresh.app.inject({ method: 'GET', url: '/v2/ideation_missions' });
      const list = res.json().data as Doc['data'][];
      expect(list).toHaveLength(2);
      expect(list.map((m) => m.attributes.open)).toEqual([true, false]);
      const it = await fresh.app.inject({
        method: 'GET',
        url: `/v2/ideation_missions/${String(list[0]!.attributes.slug)}`,
        headers: { 'accept-language': 'it' },
      });
      expect(it.json().data.attributes.title).toBe('Rendi la giornata di partita ancora migliore');
      const count = await fresh.database.db.execute(sql`select count(*)::int as n from ideation_missions`);
      const rows = (Array.isArray(count) ? count : (count as { rows: Array<{ n: number }> }).rows) as Array<{
        n: number;
      }>;
      expect(Number(rows[0]?.n)).toBe(2);
      // The open mission has the fans' ideas, the most liked first; the ended one the club's answers.
      expect(list.map((m) => m.attributes.ideas_count)).toEqual([3, 2]);
      const ideasOf = async (slug: unknown) =>
        (
          await fresh.app.inject({
            method: 'GET',
            url: `/v2/ideation_missions/${String(slug)}/ideas?sort_ideas_by=top`,
          })
        ).json().data as Doc['data'][];
      const open = await ideasOf(list[0]!.attributes.slug);
      expect(open[0]!.attributes.title).toBe('A fan zone with local food trucks');
      expect(open.map((i) => i.attributes.status)).toEqual(['submitted', 'submitted', 'submitted']);
      const ended = await ideasOf(list[1]!.attributes.slug);
      expect(ended.map((i) => i.attributes.status).sort()).toEqual(['accepted', 'rejected']);
    } finally {
      await fresh.close();
    }
  });
});
