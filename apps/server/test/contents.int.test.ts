import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/modules/auth/caller.ts';
import { bearer, tokenFor } from './tokens.ts';
import { useTestApp } from './fixtures.ts';

/** A caller as the resource registry sees one: only the user id and the admin right are read. */
const callerFor = (id: number, admin = false) => ({ user: { id }, admin }) as unknown as Caller;

const CONTENT_ATTRIBUTES = [
  'available',
  'available_for',
  'body',
  'boosted_by_current_user',
  'boosts',
  'bought_by_user',
  'comments_count',
  'content_type',
  'liked_by_user',
  'likes_count',
  'locale',
  'no_crawl',
  'price',
  'published_at',
  'slug',
  'tags',
  'teaser',
  'title',
  'translated_slugs',
  'unlock_audiences',
  'updated_at',
];

describe('contents: lists, filters, search, slugs and audiences', () => {
  const t = useTestApp({ config: { adminEmails: ['admin@example.test'] } });
  let admin: string;
  let member: string;
  let holder: string;
  let buyer: string;
  const ids: Record<string, string> = {};

  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: bearer(admin), payload: payload as object });

  async function create(content: Record<string, unknown>, publish = true): Promise<string> {
    const res = await post('/v2/admin/contents', { content });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    if (publish) expect((await post(`/v2/admin/contents/${id}/publish`, {})).statusCode).toBe(200);
    return id;
  }

  beforeAll(async () => {
    admin = await tokenFor(t.keys, { sub: 'uid-admin', email: 'Admin@Example.test' });
    member = await tokenFor(t.keys, { sub: 'uid-member' });
    holder = await tokenFor(t.keys, { sub: 'uid-holder' });
    buyer = await tokenFor(t.keys, { sub: 'uid-buyer' });
    const cat = await post('/v2/admin/categories', {
      category: {
        slug: 'matchday',
        title: { en: 'Matchday', de: 'Spieltag' },
        bg_color: '#112233',
        text_color: '#ffffff',
      },
    });
    expect(cat.statusCode, cat.body).toBe(201);
    ids.category = cat.json().data.id;
    ids.match = await create({
      slug: 'derby-report',
      translated_slugs: { de: 'derby-bericht', it: 'cronaca-derby' },
      content_type: 'article',
      title: { en: 'Derby report', de: 'Derbybericht: alle Spiele der Woche', it: 'Cronaca del derby' },
      teaser: { en: 'What a game', de: 'Was für ein Spiel', it: 'Che partita' },
      body: { en: '<p>The matches of the week.</p>', de: '<p>Die Spiele der Woche.</p>', it: '<p>Le partite.</p>' },
      tags: ['derby'],
      category_id: ids.category,
    });
    ids.members = await create({
      slug: 'members-video',
      content_type: 'video',
      title: { en: 'Members only training' },
      body: { en: '<p>secret body</p>' },
      available_for: ['logged_in'],
    });
    ids.token = await create({
      slug: 'holder-audio',
      content_type: 'audio',
      title: { en: 'Holder audio' },
      body: { en: '<p>holder body</p>' },
      available_for: ['token_holder', 'buyer'],
    });
    ids.draft = await create({ slug: 'draft', content_type: 'image', title: { en: 'Draft gallery' } }, false);
    // The entitlement and the purchase arrive with later issues; their rows are what the check reads.
    const holderId = Number((await get('/v2/user/show', holder)).json().data.id);
    const buyerId = Number((await get('/v2/user/show', buyer)).json().data.id);
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(
      sql`insert into user_entitlements (user_id, audience) values (${holderId}, 'token_holder')`,
    );
    await t.database.db.execute(
      sql`insert into content_purchases (user_id, content_id) values (${buyerId}, ${Number(ids.token)})`,
    );
  });

  it('lists published contents newest first with exactly the contract fields, includes and meta', async () => {
    const res = await get('/v2/contents');
    expect(res.statusCode).toBe(200);
    expect(res.headers['total-count']).toBe('3');
    const body = res.json();
    expect(body.data.map((c: { attributes: { slug: string } }) => c.attributes.slug)).toEqual([
      'holder-audio',
      'members-video',
      'derby-report',
    ]);
    expect(Object.keys(body.data[2].attributes).sort()).toEqual(CONTENT_ATTRIBUTES);
    expect(body.data[2].relationships.category.data).toEqual({ id: ids.category, type: 'category' });
    expect(body.included).toContainEqual(
      expect.objectContaining({
        id: ids.category,
        type: 'category',
        attributes: expect.objectContaining({ slug: 'matchday' }),
      }),
    );
    expect(body.meta.search_locale).toBe('en');
    expect(body.meta.available_content_types).toEqual(['article', 'audio', 'video']);
    expect(body.meta.available_categories.map((c: { attributes: { slug: string } }) => c.attributes.slug)).toEqual([
      'matchday',
    ]);
  });

  it('filters by category slug and by content type', async () => {
    const byCat = (await get('/v2/contents?by_category=matchday')).json();
    expect(byCat.data.map((c: { id: string }) => c.id)).toEqual([ids.match]);
    const byType = (await get('/v2/contents?by_content_type=video')).json();
    expect(byType.data.map((c: { id: string }) => c.id)).toEqual([ids.members]);
    expect((await get('/v2/contents?by_content_type=podcast')).statusCode).toBe(400);
  });

  it('searches in the request language: a German word form finds its stem only with the German dictionary', async () => {
    const de = (await get('/v2/contents?search=Spiel', undefined, { 'requested-language': 'de' })).json();
    expect(de.meta.search_locale).toBe('de');
    expect(de.data.map((c: { id: string }) => c.id)).toEqual([ids.match]);
    expect(de.data[0].attributes.title).toBe('Derbybericht: alle Spiele der Woche');
    const en = (await get('/v2/contents?search=Spiel')).json();
    expect(en.meta.search_locale).toBe('en');
    expect(en.data).toEqual([]);
    const enMatch = (await get('/v2/contents?search=match')).json();
    expect(enMatch.data.map((c: { id: string }) => c.id)).toEqual([ids.match]);
  });

  it('shows a content by its canonical or a translated slug, and 404 for drafts and unknown slugs', async () => {
    const canonical = (await get('/v2/contents/derby-report')).json();
    const german = (await get('/v2/contents/derby-bericht')).json();
    const italian = (await get('/v2/contents/cronaca-derby', undefined, { 'requested-language': 'it' })).json();
    expect(german.data.id).toBe(canonical.data.id);
    expect(italian.data.id).toBe(canonical.data.id);
    expect(italian.data.attributes.title).toBe('Cronaca del derby');
    expect(canonical.data.attributes.translated_slugs).toEqual([
      { locale: 'de', slug: 'derby-bericht' },
      { locale: 'it', slug: 'cronaca-derby' },
    ]);
    expect((await get('/v2/contents/draft')).statusCode).toBe(404);
    expect((await get('/v2/contents/nothing-here')).statusCode).toBe(404);
  });

  it('never gives a guest the body of a logged_in content, and tells what unlocks it', async () => {
    for (const res of [await get('/v2/contents'), await get('/v2/contents/members-video')]) {
      expect(res.body).not.toContain('secret body');
    }
    const show = (await get('/v2/contents/members-video')).json().data.attributes;
    expect(show).toMatchObject({ available: false, body: null, unlock_audiences: ['logged_in'] });
    const signedIn = (await get('/v2/contents/members-video', member)).json().data.attributes;
    expect(signedIn).toMatchObject({ available: true, body: '<p>secret body</p>', unlock_audiences: [] });
  });

  it('opens token_holder contents to holders (entitlement) and buyers (purchase) only', async () => {
    const cases: Array<[string | undefined, boolean, string[]]> = [
      [undefined, false, ['token_holder', 'buyer']],
      [member, false, ['token_holder', 'buyer']],
      [holder, true, []],
      [buyer, true, []],
    ];
    for (const [token, available, unlock] of cases) {
      const show = (await get('/v2/contents/holder-audio', token)).json().data.attributes;
      expect(show).toMatchObject({
        available,
        unlock_audiences: unlock,
        body: available ? '<p>holder body</p>' : null,
      });
      const list = (await get('/v2/contents', token)).json();
      const item = list.data.find((c: { id: string }) => c.id === ids.token);
      expect(item.attributes).toMatchObject({ available, body: available ? '<p>holder body</p>' : null });
    }
    expect((await get('/v2/contents/holder-audio', buyer)).json().data.attributes.bought_by_user).toBe(true);
  });

  it('lists the categories in their order, titled in the request language', async () => {
    const res = await get('/v2/categories', undefined, { 'requested-language': 'de' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: ids.category,
        type: 'category',
        attributes: {
          title: 'Spieltag',
          slug: 'matchday',
          bg_color: '#112233',
          text_color: '#ffffff',
          category_medium: null,
        },
      },
    ]);
  });

  it('registers contents as commentable, likeable and reportable, found by any slug or id when published', async () => {
    const handler = t.app.resources.get('content');
    expect(handler).toMatchObject({ commentable: true, likeable: true, reportable: true });
    const match = { id: Number(ids.match), thread: true };
    expect(await handler?.find('derby-bericht', undefined)).toEqual(match);
    expect(await handler?.find(ids.match ?? '', undefined)).toEqual(match);
    expect(await handler?.findById(Number(ids.match), undefined)).toEqual(match);
    expect(await handler?.find('draft', undefined)).toBeUndefined();
    expect(await handler?.findById(Number(ids.draft), callerFor(1))).toBeUndefined();
    expect(await handler?.find('draft', callerFor(0, true))).toEqual({ id: Number(ids.draft), thread: true });
  });

  it('opens the comment thread of an audience-restricted content only to that audience (and admins)', async () => {
    const handler = t.app.resources.get('content');
    const memberId = Number((await get('/v2/user/show', member)).json().data.id);
    const holderId = Number((await get('/v2/user/show', holder)).json().data.id);
    const buyerId = Number((await get('/v2/user/show', buyer)).json().data.id);
    const token = Number(ids.token);
    // The content (its teaser) is there for everybody; its thread only for holders, buyers and admins.
    expect(await handler?.findById(token, undefined)).toEqual({ id: token, thread: false });
    expect(await handler?.findById(token, callerFor(memberId))).toEqual({ id: token, thread: false });
    expect(await handler?.findById(token, callerFor(holderId))).toEqual({ id: token, thread: true });
    expect(await handler?.find('holder-audio', callerFor(buyerId))).toEqual({ id: token, thread: true });
    expect(await handler?.find('holder-audio', callerFor(memberId, true))).toEqual({ id: token, thread: true });
    const members = Number(ids.members);
    expect(await handler?.find('members-video', undefined)).toEqual({ id: members, thread: false });
    expect(await handler?.find('members-video', callerFor(memberId))).toEqual({ id: members, thread: true });
    // Over HTTP: the comments list of the locked content is 404 for a member, 200 for a holder.
    expect((await get('/v2/contents/holder-audio/comments', member)).statusCode).toBe(404);
    expect((await get('/v2/contents/holder-audio/comments', holder)).statusCode).toBe(200);
  });
});
