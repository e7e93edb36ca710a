import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createPeerApp, createTestApp, isErrorBody, type TestApp } from './helpers.ts';
import { bearer, createTestKeys, tokenFor, type TestKeys } from './tokens.ts';

/**
 * The menus editor (docs/CONSOLE.md "Menus") over the real app: two server instances on one
 * database, so that a change made on one is what a fan gets from the other.
 */
const BOSS = 'menus-boss@example.test';

interface AdminItem {
  id: string;
  type: string;
  attributes: {
    menu_position: string;
    menu_type: string;
    title: { en: string; de: string; it: string };
    icon: string | null;
    target: string | null;
    app_name: string | null;
    sort_order: number;
  };
}

describe('menus editor', () => {
  let keys: TestKeys;
  let a: TestApp;
  let b: TestApp;
  let boss: string;
  let fan: string;

  beforeAll(async () => {
    keys = await createTestKeys();
    a = await createTestApp({ adminEmails: [BOSS] }, { jwks: () => keys.jwks });
    b = await createPeerApp(a, { jwks: () => keys.jwks }, { adminEmails: [BOSS] });
    boss = await tokenFor(keys, { sub: 'menus-boss', email: BOSS });
    fan = await tokenFor(keys, { sub: 'menus-fan', email: 'menus-fan@example.test' });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const req = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
    on: TestApp = a,
  ) =>
    on.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  const refused = (res: LightMyRequestResponse, status: number, code?: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(isErrorBody(res.json())).toBe(true);
    if (code) expect(res.json().code).toBe(code);
    return res.json().errors as Record<string, string[]>;
  };

  const item = (over: Partial<AdminItem['attributes']> = {}) => ({
    menu_item: {
      menu_position: 'sidebar_top',
      menu_type: 'link',
      title: { en: 'Shop', de: 'Laden', it: 'Negozio' },
      icon: 'shop',
      target: '/shop',
      app_name: null,
      ...over,
    },
  });

  async function all(): Promise<AdminItem[]> {
    const res = await req('GET', '/v2/admin/menu_items', boss);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AdminItem[];
  }
  const idsOf = (items: AdminItem[], position: string) =>
    items.filter((i) => i.attributes.menu_position === position).map((i) => i.id);

  async function publicIds(position: string, on: TestApp = a, lang = 'en') {
    const res = await on.app.inject({
      method: 'GET',
      url: `/v2/menu_items?position=${position}`,
      headers: { 'requested-language': lang },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Array<{ id: string; attributes: { title: string } }>).map((i) => ({
      id: i.id,
      title: i.attributes.title,
    }));
  }

  it('lists every item of every position with its titles in every language, for admins only', async () => {
    const items = await all();
    expect(items.length).toBe(16);
    expect(new Set(items.map((i) => i.attributes.menu_position))).toEqual(
      new Set(['sidebar_top', 'sidebar', 'bottom_bar', 'mobile_bar']),
    );
    expect(items[0]!.type).toBe('admin_menu_item');
    expect(items.find((i) => i.attributes.title.en === 'Imprint')?.attributes.title).toEqual({
      en: 'Imprint',
      de: 'Impressum',
      it: 'Colophon',
    });
    refused(await req('GET', '/v2/admin/menu_items'), 401);
    refused(await req('GET', '/v2/admin/menu_items', fan), 403, 'FORBIDDEN');
    refused(await req('POST', '/v2/admin/menu_items', fan, item()), 403, 'FORBIDDEN');
    refused(await req('PUT', '/v2/admin/menu_items/order', fan, { position: 'sidebar', ids: [] }), 403);
  });

  it('refuses what an item of its type cannot be, with the messages at the fields', async () => {
    const cases: Array<[Partial<AdminItem['attributes']>, string]> = [
      [{ target: 'javascript:alert(1)' }, 'menu_item.target'],
      [{ target: '//evil.example/x' }, 'menu_item.target'],
      [{ target: null }, 'menu_item.target'],
      [{ menu_type: 'single_page', target: 'Not A Slug' }, 'menu_item.target'],
      [{ menu_type: 'resource', target: 'user/someone' }, 'menu_item.target'],
      [{ menu_type: 'iframe', target: 'http://plain.example/' }, 'menu_item.target'],
      [{ menu_type: 'app_integration', target: null, app_name: null }, 'menu_item.app_name'],
      [{ menu_type: 'app_integration', target: '/x', app_name: 'quiz' }, 'menu_item.target'],
      [{ app_name: 'quiz' }, 'menu_item.app_name'],
      [{ icon: 'no-such-icon' }, 'menu_item.icon'],
      [{ title: { en: ' ', de: 'x', it: 'x' } }, 'menu_item.title.en'],
    ];
    for (const [over, field] of cases) {
      const errors = refused(await req('POST', '/v2/admin/menu_items', boss, item(over)), 422, 'VALIDATION_FAILED');
      expect(errors[field], `${JSON.stringify(over)} → ${JSON.stringify(errors)}`).toBeDefined();
    }
    // The schema's own refusals: a missing language, an unknown type or position, an unknown field.
    const body = item();
    const schemaCases = [
      { menu_item: { ...body.menu_item, title: { en: 'Shop', de: 'Laden' } } },
      { menu_item: { ...body.menu_item, menu_type: 'footer_link' } },
      { menu_item: { ...body.menu_item, menu_position: 'footer' } },
      { menu_item: { ...body.menu_item, colour: 'red' } },
    ];
    for (const payload of schemaCases) refused(await req('POST', '/v2/admin/menu_items', boss, payload), 422);
    expect((await all()).length).toBe(16);
  });

  it('adds an item of every type at the end of its position, audited', async () => {
    const before = idsOf(await all(), 'mobile_bar');
    const made: AdminItem[] = [];
    for (const over of [
      { menu_type: 'link', target: 'https://shop.example/' },
      { menu_type: 'single_page', target: 'privacy' },
      { menu_type: 'collection', target: 'legends' },
      { menu_type: 'resource', target: 'event/derby-night' },
      { menu_type: 'iframe', target: 'https://tv.example/live' },
      { menu_type: 'app_integration', target: null, app_name: 'quiz' },
    ] as const) {
      const res = await req('POST', '/v2/admin/menu_items', boss, item({ menu_position: 'mobile_bar', ...over }));
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json().data as AdminItem);
    }
    expect(made.map((m) => m.attributes.menu_type)).toEqual([
      'link',
      'single_page',
      'collection',
      'resource',
      'iframe',
      'app_integration',
    ]);
    expect(made[5]!.attributes).toMatchObject({ target: null, app_name: 'quiz' });
    expect(idsOf(await all(), 'mobile_bar')).toEqual([...before, ...made.map((m) => m.id)]);

    const log = (await req('GET', '/v2/admin/audit_log?action=menu_item.create', boss)).json().data as Array<{
      attributes: { target_type: string; target_id: string; details: { from: unknown; to: Record<string, unknown> } };
    }>;
    const entry = log.find((e) => e.attributes.target_id === made[0]!.id);
    expect(entry?.attributes.target_type).toBe('menu_item');
    expect(entry?.attributes.details.from).toBeNull();
    expect(entry?.attributes.details.to).toMatchObject({ position: 'mobile_bar', target: 'https://shop.example/' });

    for (const m of made) expect((await req('DELETE', `/v2/admin/menu_items/${m.id}`, boss)).statusCode).toBe(204);
    expect(idsOf(await all(), 'mobile_bar')).toEqual(before);
  });

  it('replaces an item, audited with before and after; a move goes to the end of the new position', async () => {
    const created = (await req('POST', '/v2/admin/menu_items', boss, item())).json().data as AdminItem;
    const res = await req(
      'PUT',
      `/v2/admin/menu_items/${created.id}`,
      boss,
      item({ title: { en: 'Store', de: 'Laden', it: 'Negozio' }, target: '/store' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ title: { en: 'Store' }, target: '/store' });

    const moved = await req('PUT', `/v2/admin/menu_items/${created.id}`, boss, item({ menu_position: 'sidebar' }));
    expect(moved.statusCode, moved.body).toBe(200);
    const sidebar = idsOf(await all(), 'sidebar');
    expect(sidebar.at(-1)).toBe(created.id);
    expect(idsOf(await all(), 'sidebar_top')).not.toContain(created.id);

    const log = (await req('GET', '/v2/admin/audit_log?action=menu_item.update', boss)).json().data as Array<{
      attributes: { target_id: string; details: { from: Record<string, unknown>; to: Record<string, unknown> } };
    }>;
    const mine = log.filter((e) => e.attributes.target_id === created.id);
    expect(mine.length).toBe(2);
    // Newest first: the move, then the retitling.
    expect(mine[0]!.attributes.details.from).toMatchObject({ position: 'sidebar_top' });
    expect(mine[0]!.attributes.details.to).toMatchObject({ position: 'sidebar' });
    expect(mine[1]!.attributes.details.from).toMatchObject({ title: { en: 'Shop' }, target: '/shop' });
    expect(mine[1]!.attributes.details.to).toMatchObject({ title: { en: 'Store' }, target: '/store' });

    refused(await req('PUT', '/v2/admin/menu_items/999999', boss, item()), 404, 'NOT_FOUND');
    refused(await req('PUT', '/v2/admin/menu_items/nope', boss, item()), 400);
    expect((await req('DELETE', `/v2/admin/menu_items/${created.id}`, boss)).statusCode).toBe(204);
    refused(await req('DELETE', `/v2/admin/menu_items/${created.id}`, boss), 404, 'NOT_FOUND');
    const deleted = (await req('GET', '/v2/admin/audit_log?action=menu_item.delete', boss)).json().data as Array<{
      attributes: { target_id: string; details: { from: Record<string, unknown>; to: unknown } };
    }>;
    const gone = deleted.find((e) => e.attributes.target_id === created.id);
    expect(gone?.attributes.details.from).toMatchObject({ position: 'sidebar' });
    expect(gone?.attributes.details.to).toBeNull();
  });

  it('reorders one position in one request; unknown or missing ids are refused and change nothing', async () => {
    const before = idsOf(await all(), 'sidebar');
    expect(before.length).toBe(5);
    const other = idsOf(await all(), 'bottom_bar')[0]!;

    const missing = refused(
      await req('PUT', '/v2/admin/menu_items/order', boss, { position: 'sidebar', ids: before.slice(1) }),
      422,
      'VALIDATION_FAILED',
    );
    expect(missing.ids?.join(' ')).toContain(before[0]);
    const foreign = refused(
      await req('PUT', '/v2/admin/menu_items/order', boss, { position: 'sidebar', ids: [...before, other] }),
      422,
    );
    expect(foreign.ids?.join(' ')).toContain(other);
    refused(
      await req('PUT', '/v2/admin/menu_items/order', boss, { position: 'sidebar', ids: [before[0], before[0]] }),
      422,
    );
    refused(await req('PUT', '/v2/admin/menu_items/order', boss, { position: 'footer', ids: before }), 422);
    expect(idsOf(await all(), 'sidebar')).toEqual(before);

    const reversed = [...before].reverse();
    const res = await req('PUT', '/v2/admin/menu_items/order', boss, { position: 'sidebar', ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as AdminItem[]).map((i) => i.id)).toEqual(reversed);
    expect((res.json().data as AdminItem[]).map((i) => i.attributes.sort_order)).toEqual([0, 1, 2, 3, 4]);
    expect(idsOf(await all(), 'sidebar')).toEqual(reversed);

    const log = (await req('GET', '/v2/admin/audit_log?action=menu_item.reorder', boss)).json().data as Array<{
      attributes: { target_type: string; target_id: string; details: { from: number[]; to: number[] } };
    }>;
    expect(log[0]!.attributes).toMatchObject({ target_type: 'menu_position', target_id: 'sidebar' });
    expect(log[0]!.attributes.details.from.map(String)).toEqual(before);
    expect(log[0]!.attributes.details.to.map(String)).toEqual(reversed);

    // The same order again changes nothing and writes no entry.
    await req('PUT', '/v2/admin/menu_items/order', boss, { position: 'sidebar', ids: reversed });
    const again = (await req('GET', '/v2/admin/audit_log?action=menu_item.reorder', boss)).json().data as unknown[];
    expect(again.length).toBe(log.length);

    expect(
      (await req('PUT', '/v2/admin/menu_items/order', boss, { position: 'sidebar', ids: before })).statusCode,
    ).toBe(200);
  });

  it('a fan gets a new item in its new place from every server at once, in their language', async () => {
    const created = (
      await req(
        'POST',
        '/v2/admin/menu_items',
        boss,
        item({ menu_position: 'bottom_bar', title: { en: 'Tickets', de: 'Karten', it: 'Biglietti' } }),
      )
    ).json().data as AdminItem;
    const ids = idsOf(await all(), 'bottom_bar');
    expect(ids.at(-1)).toBe(created.id);
    const first = [created.id, ...ids.slice(0, -1)];
    const res = await req('PUT', '/v2/admin/menu_items/order', boss, { position: 'bottom_bar', ids: first });
    expect(res.statusCode, res.body).toBe(200);

    // The other server answers the new order at its next request, with no cache in between.
    const onB = await publicIds('bottom_bar', b);
    expect(onB.map((i) => i.id)).toEqual(first);
    expect(onB[0]!.title).toBe('Tickets');
    expect((await publicIds('bottom_bar', b, 'de'))[0]!.title).toBe('Karten');
    const fanRes = await b.app.inject({
      method: 'GET',
      url: '/v2/menu_items?position=bottom_bar',
      headers: bearer(fan),
    });
    expect(fanRes.headers['cache-control']).toBe('no-store');
    expect((fanRes.json().data as Array<{ id: string }>)[0]!.id).toBe(created.id);
    const guest = await b.app.inject({ method: 'GET', url: '/v2/menu_items' });
    expect(guest.headers['cache-control'] ?? '').not.toMatch(/max-age=[1-9]/);

    expect((await req('DELETE', `/v2/admin/menu_items/${created.id}`, boss)).statusCode).toBe(204);
    expect((await publicIds('bottom_bar', b)).map((i) => i.id)).toEqual(ids.slice(0, -1));
  });
});
