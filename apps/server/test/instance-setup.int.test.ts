import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '../src/lib/event-bus.ts';
import { createPeerApp, createTestApp, createTestBus, isErrorBody, type TestApp } from './helpers.ts';
import { bearer, createTestKeys, tokenFor, type TestKeys } from './tokens.ts';

/**
 * The console's instance setup (docs/CONSOLE.md "Instance setup") over the real app: two server
 * instances on one database and one bus (PostgreSQL and Redis when DATABASE_URL and REDIS_URL are
 * set), the second never re-reading the version by itself, so that only the bus tells it.
 */
const BOSS = 'setup-boss@example.test';
const PREFIX = '/customizer/render/web';

describe('instance setup', () => {
  let keys: TestKeys;
  let bus: EventBus;
  let a: TestApp;
  let b: TestApp;
  let boss: string;

  beforeAll(async () => {
    keys = await createTestKeys();
    bus = await createTestBus();
    a = await createTestApp({ adminEmails: [BOSS] }, { jwks: () => keys.jwks, bus, configRefreshMs: 3_600_000 });
    b = await createPeerApp(a, { jwks: () => keys.jwks, bus, configRefreshMs: 3_600_000 }, { adminEmails: [BOSS] });
    boss = await tokenFor(keys, { sub: 'setup-boss', email: BOSS });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await bus?.close();
  });

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown, on: TestApp = a) =>
    on.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  async function current(token = boss) {
    const res = await req('GET', '/v2/admin/instance', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.attributes as Record<string, unknown> & {
      version: number;
      modules: Record<string, unknown>;
      route_words: Record<string, string>;
      icons: Record<string, string>;
      languages: { options: string[]; default: string };
      translations: Record<string, Record<string, string>>;
    };
  }

  /** The current configuration as a draft: the version it starts from and every field but updated_at. */
  async function draft(change: (d: Awaited<ReturnType<typeof current>>) => void = () => {}) {
    const { updated_at: _at, ...d } = await current();
    change(d);
    return d;
  }

  async function staff(role: 'moderator' | 'editor'): Promise<string> {
    const token = await tokenFor(keys, { sub: `setup-${role}`, email: `setup-${role}@example.test` });
    const id = (await req('GET', '/v2/user/show', token)).json().data.id as string;
    const res = await req('PUT', `/v2/admin/users/${id}/role`, boss, { role });
    expect(res.statusCode, res.body).toBe(200);
    return token;
  }

  it('answers the editable configuration as one document with its version', async () => {
    const d = await current();
    expect(d).toMatchObject({
      name: 'FC Tribune Demo',
      short_name: 'Tribune',
      theme_color: '#0b5fff',
      background_color: '#ffffff',
      display: 'standalone',
      logo: null,
      languages: { options: ['en', 'de', 'it'], default: 'en' },
      route_words: {},
      translations: {},
    });
    expect(d.modules).toMatchObject({ events: true, contents: true });
    expect(d.version).toBe(a.app.instance.snapshot().version);
  });

  it('saves a rename, new colours and the events module off: the customizer a fan reads shows it on both servers', async () => {
    const before = await current();
    const next = await draft((d) => {
      d.name = 'FC Example';
      d.short_name = 'Example';
      d.theme_color = '#1b5e20';
      d.background_color = '#fafafa';
      d.description = 'The fans of FC Example';
      d.modules = { ...d.modules, events: false };
      d.route_words = { pages: 'seiten' };
      d.logo = 'M12 2 2 22h20L12 2z';
      d.translations = { de: { 'app.menu': 'Übersicht' } };
    });
    const peerVersion = b.app.instance.snapshot().version;
    const saved = await req('PUT', '/v2/admin/instance', boss, { instance: next });
    expect(saved.statusCode, saved.body).toBe(200);
    const attrs = saved.json().data.attributes;
    expect(attrs.version).toBe(before.version + 1);
    expect(attrs).toMatchObject({ name: 'FC Example', theme_color: '#1b5e20', modules: { events: false } });

    // A fan's next configuration fetch, on this server (no token: the customizer is public).
    const config = (await req('GET', `${PREFIX}/module-config.json`)).json();
    expect(config.version).toBe(before.version + 1);
    expect(config.instance).toEqual({
      name: 'FC Example',
      short_name: 'Example',
      theme_color: '#1b5e20',
      background_color: '#fafafa',
    });
    expect(config.modules.events).toBe(false);
    expect((await req('GET', `${PREFIX}/routes.json`)).json().pages).toBe('seiten');
    expect((await req('GET', `${PREFIX}/icons.json`)).json().logo).toBe('M12 2 2 22h20L12 2z');
    expect((await req('GET', `${PREFIX}/translations/de.json`)).json().app.menu).toBe('Übersicht');
    const manifest = (await req('GET', '/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: 'FC Example',
      description: 'The fans of FC Example',
      theme_color: '#1b5e20',
    });
    // The events API follows the module.
    expect((await req('GET', '/v2/events')).statusCode).toBe(404);

    // The other server drops its snapshot on the bus's word alone (it never re-reads by itself here).
    expect(peerVersion).toBe(before.version);
    await expect.poll(() => b.app.instance.snapshot().version).toBe(before.version + 1);
    const onB = (await req('GET', `${PREFIX}/module-config.json`, undefined, undefined, b)).json();
    expect(onB.instance.name).toBe('FC Example');
    expect(onB.modules.events).toBe(false);

    // Audited with before and after.
    const log = (await req('GET', '/v2/admin/audit_log?action=instance.', boss)).json().data;
    expect(log[0].attributes).toMatchObject({
      action: 'instance.update',
      target_type: 'instance',
      target_id: 'default',
    });
    expect(log[0].attributes.details.from.name).toBe('FC Tribune Demo');
    expect(log[0].attributes.details.to.name).toBe('FC Example');
    expect(log[0].attributes.details.version).toEqual({ from: before.version, to: before.version + 1 });
  });

  it('keeps every version with who and what changed, and rolls back to an earlier one as a new version', async () => {
    const list = await req('GET', '/v2/admin/instance/versions', boss);
    expect(list.statusCode).toBe(200);
    expect(list.headers['total-count']).toBe('2');
    const [saved, seeded] = list.json().data;
    expect(saved.attributes.actor.slug).toBeTypeOf('string');
    expect(saved.attributes.changes).toEqual(
      expect.arrayContaining([
        'name',
        'short_name',
        'theme_color',
        'modules.events',
        'route_words.pages',
        'translations.de.app.menu',
      ]),
    );
    expect(seeded.attributes).toMatchObject({ actor: null, changes: [], rolled_back_from: null });

    const at = (await current()).version;
    const back = await req('POST', `/v2/admin/instance/versions/${seeded.attributes.version}/rollback`, boss);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.attributes).toMatchObject({
      version: at + 1,
      name: 'FC Tribune Demo',
      theme_color: '#0b5fff',
      logo: null,
      route_words: {},
      translations: {},
      modules: { events: true },
    });
    const config = (await req('GET', `${PREFIX}/module-config.json`)).json();
    expect(config.instance.name).toBe('FC Tribune Demo');
    expect(config.modules.events).toBe(true);
    expect((await req('GET', `${PREFIX}/translations/de.json`)).json().app.menu).not.toBe('Übersicht');
    await expect.poll(() => b.app.instance.snapshot().name).toBe('FC Tribune Demo');

    const newest = (await req('GET', '/v2/admin/instance/versions?per_page=1', boss)).json().data[0];
    expect(newest.attributes).toMatchObject({ version: at + 1, rolled_back_from: seeded.attributes.version });
    const log = (await req('GET', '/v2/admin/audit_log?action=instance.rollback', boss)).json().data;
    expect(log[0].attributes.details).toMatchObject({ rolled_back_from: seeded.attributes.version });
    expect((await req('POST', '/v2/admin/instance/versions/999999/rollback', boss)).statusCode).toBe(404);
  });

  it('refuses a stale draft with 409 and saves nothing', async () => {
    const stale = await draft((d) => (d.name = 'First'));
    const other = await draft((d) => (d.name = 'Second'));
    const o = await req('PUT', '/v2/admin/instance', boss, { instance: other });
    expect(o.statusCode, o.body).toBe(200);
    const res = await req('PUT', '/v2/admin/instance', boss, { instance: stale });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
    expect((await current()).name).toBe('Second');
  });

  const refusals: [string, (d: Awaited<ReturnType<typeof draft>>) => void, string, RegExp][] = [
    [
      'a colliding route word',
      (d) => (d.route_words = { events: 'contents' }),
      'route_words.events',
      /collides with the route word of contents/,
    ],
    [
      'a route word on a fixed path',
      (d) => (d.route_words = { events: 'admin' }),
      'route_words.events',
      /fixed path \/admin/,
    ],
    [
      'a colour pair under AA',
      (d) => (d.theme_color = '#ffdd00'),
      'theme_color',
      /contrast of 1\.\d+:1, under the 4\.5:1/,
    ],
    [
      'an SVG icon with markup',
      (d) => (d.icons = { flag: '<svg><script>alert(1)</script></svg>' }),
      'icons.flag',
      /not markup/,
    ],
    ['an unknown language', (d) => (d.languages = { options: ['en', 'fr'], default: 'en' }), 'languages.options', /fr/],
    [
      'an override of a key the app lacks',
      (d) => (d.translations = { de: { 'app.nothing': 'x' } }),
      'translations.de.app.nothing',
      /not a text key/,
    ],
  ];
  for (const [what, change, field, message] of refusals) {
    it(`refuses ${what} with the field's message, in a check and in a save alike`, async () => {
      const d = await draft(change);
      const check = await req('POST', '/v2/admin/instance/validate', boss, { instance: d });
      const save = await req('PUT', '/v2/admin/instance', boss, { instance: d });
      for (const res of [check, save]) {
        expect(res.statusCode, res.body).toBe(422);
        const body = res.json();
        expect(isErrorBody(body)).toBe(true);
        expect(body.code).toBe('VALIDATION_FAILED');
        expect(body.errors[field]?.[0]).toMatch(message);
      }
      expect((await current()).version).toBe(d.version);
    });
  }

  it('checks a valid draft without saving it', async () => {
    const d = await draft((x) => (x.name = 'Only a draft'));
    const res = await req('POST', '/v2/admin/instance/validate', boss, { instance: d });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.attributes.name).toBe('Only a draft');
    expect((await current()).name).not.toBe('Only a draft');
  });

  it("lists a locale's text keys with the built-in texts, the override and search", async () => {
    const d = await draft((x) => (x.translations = { it: { 'app.menu': 'Il menu zebra-quokka' } }));
    // (The search matches the override: no built-in text has "zebra-quokka"; the search ignores case.)
    expect((await req('PUT', '/v2/admin/instance', boss, { instance: d })).statusCode).toBe(200);
    const res = await req('GET', '/v2/admin/instance/translations?locale=it&search=ZEBRA-QUOKKA', boss);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((k: { attributes: unknown }) => k.attributes)).toEqual([
      { key: 'app.menu', locale: 'it', en: 'Menu', text: 'Menu', override: 'Il menu zebra-quokka', missing: false },
    ]);
    const page = await req('GET', '/v2/admin/instance/translations?locale=de&per_page=5', boss);
    expect(page.json().data).toHaveLength(5);
    expect(Number(page.headers['total-count'])).toBeGreaterThan(1000);
    const missing = await req('GET', '/v2/admin/instance/translations?locale=de&missing=true', boss);
    // The locales test keeps every built-in bundle complete: nothing is missing in de.
    expect(missing.headers['total-count']).toBe('0');
  });

  it('refuses an editor and a moderator 403, and a fan', async () => {
    const fan = await tokenFor(keys, { sub: 'setup-fan', email: 'setup-fan@example.test' });
    const d = await draft();
    for (const token of [await staff('editor'), await staff('moderator'), fan]) {
      for (const [method, url, body] of [
        ['GET', '/v2/admin/instance', undefined],
        ['PUT', '/v2/admin/instance', { instance: d }],
        ['POST', '/v2/admin/instance/validate', { instance: d }],
        ['GET', '/v2/admin/instance/versions', undefined],
        ['POST', '/v2/admin/instance/versions/1/rollback', undefined],
        ['GET', '/v2/admin/instance/translations?locale=de', undefined],
      ] as const) {
        const res = await req(method, url, token, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
    expect((await current()).version).toBe(d.version);
  });
});
