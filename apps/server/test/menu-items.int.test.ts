import { beforeAll, describe, expect, it } from 'vitest';
import { MENU_POSITIONS } from '@tribune/domain';
import { isErrorBody } from './helpers.ts';
import { useTestApp } from './fixtures.ts';

interface MenuItem {
  id: string;
  type: string;
  attributes: { menu_position: string; menu_type: string; title: string; sort_order: number; target: string | null };
}

describe('menu items', () => {
  const t = useTestApp({ keys: false });
  let all: MenuItem[];
  beforeAll(async () => {
    all = (await t.app.inject({ method: 'GET', url: '/v2/menu_items' })).json().data as MenuItem[];
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('lists the seeded menu with the list headers', async () => {
    const res = await get('/v2/menu_items');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ included: [], meta: {} });
    expect(body.data.length).toBe(16);
    expect(res.headers['total-count']).toBe('16');
    expect(res.headers['current-page']).toBe('1');
    expect(res.headers['total-pages']).toBe('1');
    for (const item of body.data as MenuItem[]) {
      expect(item.type).toBe('menu_item');
      expect(item.id).toMatch(/^\d+$/);
      expect(MENU_POSITIONS).toContain(item.attributes.menu_position);
      expect(item.attributes.title.length).toBeGreaterThan(0);
    }
  });

  it('lists items grouped by position in their sort order', () => {
    const keys = all.map((i) => `${i.attributes.menu_position}:${String(i.attributes.sort_order).padStart(3, '0')}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('pages with page and per_page', async () => {
    const res = await get('/v2/menu_items?per_page=2&page=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['total-count']).toBe('16');
    expect(res.headers['current-page']).toBe('2');
    expect(res.headers['total-pages']).toBe('8');
    expect((res.json().data as MenuItem[]).map((i) => i.id)).toEqual(all.slice(2, 4).map((i) => i.id));
  });

  it('answers an empty last page past the end', async () => {
    const res = await get('/v2/menu_items?per_page=5&page=5');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect(res.headers['total-pages']).toBe('4');
  });

  it('filters by position', async () => {
    const res = await get('/v2/menu_items?position=sidebar');
    const items = res.json().data as MenuItem[];
    expect(items.length).toBe(5);
    expect(items.every((i) => i.attributes.menu_position === 'sidebar')).toBe(true);
    expect(res.headers['total-count']).toBe('5');
    expect(items.map((i) => i.attributes.title)).toEqual([
      'Community guidelines',
      'Moderation policy',
      'Privacy',
      'Terms',
      'Imprint',
    ]);
  });

  it('rejects an unknown position with 400', async () => {
    const res = await get('/v2/menu_items?position=footer');
    expect(res.statusCode).toBe(400);
    expect(isErrorBody(res.json())).toBe(true);
  });

  it('answers in German with Requested-Language: de', async () => {
    const res = await get('/v2/menu_items?position=sidebar', { 'requested-language': 'de' });
    expect((res.json().data as MenuItem[]).map((i) => i.attributes.title)).toEqual([
      'Community-Richtlinien',
      'Moderationsrichtlinie',
      'Datenschutz',
      'AGB',
      'Impressum',
    ]);
  });

  it('answers in the language of Accept-Language when nothing else is asked for', async () => {
    const res = await get('/v2/menu_items?position=mobile_bar', { 'accept-language': 'it-IT,it;q=0.9,en;q=0.5' });
    expect((res.json().data as MenuItem[]).map((i) => i.attributes.title)).toEqual(['Termini', 'Colophon']);
  });

  it('shows one item by id', async () => {
    const first = all[0]!;
    const res = await get(`/v2/menu_items/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: first, included: [], meta: {} });
  });

  it('answers 404 with the error body for an unknown id', async () => {
    const res = await get('/v2/menu_items/999999');
    expect(res.statusCode).toBe(404);
    expect(isErrorBody(res.json())).toBe(true);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it.each(['abc', '-1', '1.5', '12345678901'])('answers 400 with the error body for the id %s', async (id) => {
    const res = await get(`/v2/menu_items/${id}`);
    expect(res.statusCode).toBe(400);
    expect(isErrorBody(res.json())).toBe(true);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it.each(['per_page=1000', 'per_page=0', 'page=0', 'page=abc'])('answers 400 for %s', async (query) => {
    const res = await get(`/v2/menu_items?${query}`);
    expect(res.statusCode).toBe(400);
    expect(isErrorBody(res.json())).toBe(true);
  });
});
