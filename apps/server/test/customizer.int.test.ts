import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROUTE_WORDS, KNOWN_FEATURE_FLAGS } from '@tribune/domain';
import { createPeerApp, createTestApp, isErrorBody, type TestApp } from './helpers.ts';
import { useTestApp } from './fixtures.ts';

const PREFIX = '/customizer/render/web';

describe('customizer', () => {
  const t = useTestApp({ keys: false });

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${PREFIX}/${path}`, headers });

  it("serves module-config.json with the spec's options and modules and the feature flags", async () => {
    const res = await get('module-config.json?version=abc123');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(Object.keys(body.options).sort()).toEqual(
      [
        'default_language',
        'encourageFanIdWalletCreation',
        'hideCookieConsent',
        'language_options',
        'registered_users_only',
      ].sort(),
    );
    expect(body.options).toMatchObject({ language_options: ['en', 'de', 'it'], default_language: 'en' });
    expect(typeof body.options.registered_users_only.enabled).toBe('boolean');
    expect(Object.keys(body.modules).sort()).toEqual(
      [
        'chat',
        'contents',
        'events',
        'home',
        'nfts',
        'notifications',
        'organizations',
        'participate',
        'postToFeed',
        'shop',
        'spaces',
      ].sort(),
    );
    expect(Object.keys(body.modules.participate).sort()).toEqual(['ama', 'crowdsourcing', 'voting']);
    expect(Object.keys(body.modules.nfts).sort()).toEqual(['enabled', 'nftGiftingDailyLimit', 'nftTrading']);
    expect(Object.keys(body.modules.organizations).sort()).toEqual(['displayList', 'enabled']);
    expect(body.modules.postToFeed).toEqual({ enabled: expect.any(Boolean) });
    // The demo instance has the chat on, end-to-end encrypted, and NFT gifting (5 a day).
    expect(body.modules.chat).toBe(true);
    expect(body.feature_flags).toEqual({
      chat: true,
      e2eEncryption: true,
      postToFeed: true,
      nftGifting: true,
      nftTrading: true,
    });
    expect(body.modules.nfts.nftGiftingDailyLimit).toBe(5);
    expect(Number.isInteger(body.version)).toBe(true);
  });

  it('sends an entity tag and asks clients to revalidate', async () => {
    const res = await get('module-config.json');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it('answers 304 without a body when If-None-Match matches', async () => {
    const first = await get('module-config.json');
    const again = await get('module-config.json', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await get('module-config.json', { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it('serves German translations as de.json', async () => {
    const res = await get('translations/de.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeDefined();
    expect(res.json().unreachable.title).toBe('Dieser Dienst ist im Moment nicht erreichbar');
  });

  it('answers 404 with the error body for a language it does not have', async () => {
    const res = await get('translations/xx.json');
    expect(res.statusCode).toBe(404);
    expect(isErrorBody(res.json())).toBe(true);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it.each([
    'translations/../x',
    'translations/..%2Fx',
    'translations/%2e%2e%2fmodule-config.json',
    'translations/DE.json',
    'translations/de.js',
  ])('rejects the translation path %s without a server error', async (path) => {
    const res = await get(path);
    expect([400, 404]).toContain(res.statusCode);
    expect(isErrorBody(res.json())).toBe(true);
  });

  it('serves icons.json as name → SVG path data', async () => {
    const res = await get('icons.json');
    expect(res.statusCode).toBe(200);
    const icons = res.json() as Record<string, unknown>;
    expect(Object.keys(icons)).toContain('home');
    for (const [name, path] of Object.entries(icons)) {
      expect(name).toMatch(/^[a-z0-9_-]+$/);
      expect(path).toMatch(/^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/);
    }
  });

  it('serves the built-in route words as routes.json', async () => {
    const res = await get('routes.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_ROUTE_WORDS);
    expect(res.json().pages).toBe('p');
  });

  it('rejects a malformed version parameter', async () => {
    const res = await get('routes.json?version=%3Cscript%3E');
    expect(res.statusCode).toBe(400);
    expect(isErrorBody(res.json())).toBe(true);
  });
});

describe('customizer after a configuration change', () => {
  const t = useTestApp({ keys: false });

  const get = (path: string) => t.app.inject({ method: 'GET', url: `${PREFIX}/${path}` });

  it('serves new route words with a higher version and a new entity tag', async () => {
    const before = await get('module-config.json');
    const routesBefore = await get('routes.json');
    await t.app.instance.update({ routeWords: { pages: 'seiten' } });
    const after = await get('module-config.json');
    const routes = await get('routes.json');
    expect(routes.json()).toEqual({ ...DEFAULT_ROUTE_WORDS, pages: 'seiten' });
    expect(routes.headers.etag).not.toBe(routesBefore.headers.etag);
    expect(after.json().version).toBeGreaterThan(before.json().version);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps invalid route words out of routes.json', async () => {
    await t.app.instance.update({ routeWords: { pages: 'Not Valid', shop: 'laden', unknown: 'x' } });
    const routes = (await get('routes.json')).json();
    expect(routes).toEqual({ ...DEFAULT_ROUTE_WORDS, shop: 'laden' });
  });

  it('serves invalid feature flags stored in the database as no flags', async () => {
    await t.app.instance.update({ featureFlags: { chat: 'yes' } });
    expect((await get('module-config.json')).json().feature_flags).toEqual({});
    await t.app.instance.update({ featureFlags: ['chat'] });
    expect((await get('module-config.json')).json().feature_flags).toEqual({});
  });

  it('serves valid feature flags as stored', async () => {
    const flags = Object.fromEntries(KNOWN_FEATURE_FLAGS.map((f, i) => [f, i % 2 === 0]));
    await t.app.instance.update({ featureFlags: flags });
    expect((await get('module-config.json')).json().feature_flags).toEqual(flags);
  });

  it('merges instance translation overrides and ignores unknown keys', async () => {
    await t.app.instance.update({ translations: { de: { unreachable: { title: 'Gleich wieder da' }, bogus: 'x' } } });
    const de = (await get('translations/de.json')).json();
    expect(de.unreachable.title).toBe('Gleich wieder da');
    expect(de).not.toHaveProperty('bogus');
    expect((await get('translations/en.json')).json().unreachable.title).toBe(
      'This Service is not Reachable at the Moment',
    );
  });

  it('picks up a change made by another server within one refresh', async () => {
    const other = await get('module-config.json');
    // Another server writes the row; this one only notices the version column move.
    await t.app.database.db.execute(sql`update instances set version = version + 1, name = 'Renamed FC'`);
    await t.app.instance.refresh();
    const res = await get('module-config.json');
    expect(res.json().instance.name).toBe('Renamed FC');
    expect(res.json().version).toBe(other.json().version + 1);
  });
});

describe('customizer on two servers sharing one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createPeerApp(a, { configRefreshMs: 100 });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('serves a change made on one server from the other within moments', async () => {
    await a.app.instance.update({ routeWords: { events: 'termine' } });
    const routesOnB = async () => (await b.app.inject({ url: `${PREFIX}/routes.json` })).json().events as string;
    await expect.poll(routesOnB, { timeout: 5_000, interval: 50 }).toBe('termine');
  });
});
