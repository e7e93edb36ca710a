import { describe, expect, it } from 'vitest';
import { seedPages } from '../src/modules/static-pages/seed-pages.ts';
import { isErrorBody, rawGet } from './helpers.ts';
import { useTestApp } from './fixtures.ts';

describe('static pages', () => {
  const t = useTestApp({ keys: false });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('shows a page by its canonical slug', async () => {
    const res = await get('/v2/static_pages/privacy');
    expect(res.statusCode).toBe(200);
    const { data, included, meta } = res.json();
    expect(included).toEqual([]);
    expect(meta).toEqual({});
    expect(data).toMatchObject({
      type: 'static_page',
      attributes: { slug: 'privacy', locale: 'en', title: 'Privacy Policy', no_crawl: false, comments_count: 0 },
      relationships: { top_comments: { data: [] } },
    });
    expect(data.attributes.translated_slugs).toContainEqual({ locale: 'de', slug: 'datenschutz' });
    expect(Number.isNaN(Date.parse(data.attributes.updated_at))).toBe(false);
  });

  it('shows a page by its translated slug, in the requested language', async () => {
    const res = await get('/v2/static_pages/datenschutz', { 'requested-language': 'de' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ slug: 'privacy', locale: 'de', title: 'Datenschutzerklärung' });
  });

  it('finds the same page by either slug', async () => {
    const a = (await get('/v2/static_pages/privacy')).json().data.id;
    const b = (await get('/v2/static_pages/datenschutz')).json().data.id;
    expect(a).toBe(b);
  });

  it('answers in the language of the language cookie', async () => {
    const res = await get('/v2/static_pages/privacy', { cookie: 'tribune-lang=it' });
    expect(res.json().data.attributes).toMatchObject({ locale: 'it', title: 'Informativa sulla privacy' });
  });

  it('never sends a script in any page body', async () => {
    for (const page of seedPages) {
      for (const locale of ['en', 'de', 'it']) {
        const res = await get(`/v2/static_pages/${page.slug}`, { 'requested-language': locale });
        expect(res.statusCode, page.slug).toBe(200);
        const body = res.json().data.attributes.body as string;
        expect(body.length).toBeGreaterThan(0);
        expect(body).not.toMatch(/<script|javascript:|\son[a-z]+=/i);
      }
    }
  });

  it('answers 404 with the error body for an unknown slug', async () => {
    const res = await get('/v2/static_pages/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(isErrorBody(res.json())).toBe(true);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it.each(['Privacy', 'PRIVACY', 'a..b', '..privacy', 'privacy..', 'priv%20acy', '-privacy', 'priv_acy'])(
    'answers 400 with the error body for the slug %s',
    async (slug) => {
      const res = await get(`/v2/static_pages/${slug}`);
      expect(res.statusCode).toBe(400);
      expect(isErrorBody(res.json())).toBe(true);
    },
  );

  it('answers 400 with the error body for a raw .. slug sent over the wire', async () => {
    const res = await rawGet(t.app, '/v2/static_pages/..');
    expect(res.status).toBe(400);
    expect(isErrorBody(JSON.parse(res.body))).toBe(true);
  });

  it('answers a .. slug that a client resolved as an unknown API path, never a page', async () => {
    const res = await get('/v2/static_pages/..');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('answers 400 with the error body for an over-long slug', async () => {
    for (const length of [121, 300]) {
      const res = await get(`/v2/static_pages/${'x'.repeat(length)}`);
      expect(res.statusCode, `length ${length}`).toBe(400);
      expect(isErrorBody(res.json())).toBe(true);
      expect(res.body).not.toContain('xxxxxxxxxx');
    }
  });

  it('answers 404 for a slug of the longest allowed length', async () => {
    const res = await get(`/v2/static_pages/${'x'.repeat(120)}`);
    expect(res.statusCode).toBe(404);
    expect(isErrorBody(res.json())).toBe(true);
  });
});
