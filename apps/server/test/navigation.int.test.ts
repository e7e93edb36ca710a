import { beforeAll, describe, expect, it } from 'vitest';
import { isErrorBody } from './helpers.ts';
import { useTestApp } from './fixtures.ts';

const MSIE_10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('navigation', () => {
  const t = useTestApp({ keys: false });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME, ...headers } });

  it("embeds the shell's first data in the page: the customizer's bodies for the page's language", async () => {
    const boot = (html: string) => {
      const match = /<script type="application\/json" id="tribune-boot">([^<]*)<\/script>/.exec(html);
      expect(match, 'the boot data element').not.toBeNull();
      return JSON.parse(match![1]!) as Record<string, unknown>;
    };
    const customizer = async (file: string) => (await get(`/customizer/render/web/${file}`)).json();
    for (const [url, status] of [
      ['/de/', 200],
      ['/de/p/privacy/', 200],
      ['/de/this/does/not/exist', 404],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      const data = boot(res.body);
      expect(data.module_config, url).toEqual(await customizer('module-config.json'));
      expect(data.routes, url).toEqual(await customizer('routes.json'));
      expect(data.icons, url).toEqual(await customizer('icons.json'));
      expect(data.translations, url).toEqual({ de: await customizer('translations/de.json') });
    }
    // The API's answers never carry it.
    expect((await get('/v2/menu_items')).body).not.toContain('tribune-boot');
  });

  it('redirects / to the default locale', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en/');
  });

  it('redirects / to the browser language', async () => {
    const res = await get('/', { 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/de/');
  });

  it('redirects / to the stored language before the browser language', async () => {
    const res = await get('/', { cookie: 'theme=dark; tribune-lang=it', 'accept-language': 'de' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/it/');
  });

  it('ignores a stored language the instance does not offer', async () => {
    const res = await get('/', { cookie: 'tribune-lang=fr', 'accept-language': 'it' });
    expect(res.headers.location).toBe('/it/');
  });

  it('sends /privacy to the privacy page', async () => {
    const res = await get('/privacy');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en/p/privacy/');
  });

  it('keeps the query string on redirects', async () => {
    const res = await get('/xx/p/tos?utm_source=mail');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en/p/tos?utm_source=mail');
  });

  it('sends campaign aliases to their giveaway', async () => {
    for (const path of ['/nft-campaign', '/nft-campaign/', '/de/nftcampaign', '/de/nftcampaign/']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location, path).toMatch(/^\/(en|de)\/giveaways\/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f$/);
    }
  });

  it('serves a known page as the app shell in its language', async () => {
    const res = await get('/en/p/privacy/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="en"');
    expect(res.headers['cache-control']).toBe('no-cache');
    const de = await get('/de/');
    expect(de.statusCode).toBe(200);
    expect(de.body).toContain('<html lang="de"');
  });

  it('titles the shell with the instance name', async () => {
    expect((await get('/it/')).body).toContain('<title>FC Tribune Demo</title>');
  });

  it('answers unknown pages with the shell and 404', async () => {
    const res = await get('/en/definitely/not/here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="en"');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const path of ['/v2/unknown', '/v2', '/customizer/render/web/nothing.json', '/api/v1/nothing']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
      expect(res.json().code, path).toBe('ROUTE_NOT_FOUND');
      expect(isErrorBody(res.json()), path).toBe(true);
    }
  });

  it('answers missing files with a JSON 404 instead of the shell', async () => {
    const res = await get('/assets/missing-1234.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('shows old Internet Explorer the unsupported-browser page', async () => {
    const res = await get('/en/p/privacy/', { 'user-agent': MSIE_10 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Your browser is not supported');
    expect(res.body).not.toContain('<script');
  });

  it('shows the unsupported-browser page to Internet Explorer 11 too', async () => {
    const res = await get('/', { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Your browser is not supported');
  });

  it('protects HTML with a Content-Security-Policy that allows no inline script', async () => {
    for (const path of ['/en/', '/en/definitely/not/here']) {
      const csp = String((await get(path)).headers['content-security-policy']);
      expect(csp, path).toMatch(/(^|;)\s*script-src 'self'(;|$)/);
      expect(csp, path).not.toContain('unsafe-inline');
      expect(csp, path).not.toContain('unsafe-eval');
      expect(csp, path).toContain("frame-ancestors 'none'");
    }
  });

  it("lets only this origin frame the setup screen's preview page", async () => {
    const preview = String((await get('/en/?preview=setup')).headers['content-security-policy']);
    expect(preview).toContain("frame-ancestors 'self'");
    expect(preview).not.toContain("frame-ancestors 'none'");
    expect(preview).toMatch(/(^|;)\s*script-src 'self'(;|$)/);
    expect(String((await get('/en/?preview=other')).headers['content-security-policy'])).toContain(
      "frame-ancestors 'none'",
    );
  });

  it('sends the usual security headers on pages and the lean set on API answers', async () => {
    const page = await get('/en/');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const api = await get('/v2/menu_items');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['content-security-policy']).toBeUndefined();
  });

  it('answers without a request id header when the caller sent none', async () => {
    expect((await get('/v2/menu_items')).headers['x-request-id']).toBeUndefined();
  });

  it('echoes a well-formed request id and replaces a malformed one', async () => {
    expect((await get('/v2/menu_items', { 'x-request-id': 'abc-12345678' })).headers['x-request-id']).toBe(
      'abc-12345678',
    );
    expect((await get('/v2/menu_items', { 'x-request-id': 'bad id <script>' })).headers['x-request-id']).not.toContain(
      '<',
    );
  });

  it('serves the web app manifest from the instance', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toMatchObject({ name: 'FC Tribune Demo', short_name: 'Tribune', start_url: '/' });
  });
});

describe('navigation after the route words change', () => {
  const t = useTestApp({ keys: false });
  beforeAll(async () => {
    await t.app.instance.update({ routeWords: { pages: 'seiten' } });
  });

  it('serves pages under the new word and not the old one', async () => {
    expect((await t.app.inject({ url: '/de/seiten/datenschutz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/de/p/datenschutz' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/privacy' })).headers.location).toBe('/en/seiten/privacy/');
  });
});
