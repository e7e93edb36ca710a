import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp, isErrorBody, type TestApp } from './helpers.ts';
import { createTestKeys, tokenFor, type TestKeys } from './tokens.ts';

type Headers = Record<string, string | string[] | number | undefined>;

/** The headers every answer carries (docs/DECISIONS.md "Security headers"). */
function expectBaseHeaders(headers: Headers, what: string): void {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  const framing = `${String(headers['x-frame-options'] ?? '')} ${String(headers['content-security-policy'] ?? '')}`;
  expect(framing, what).toMatch(/SAMEORIGIN|DENY|frame-ancestors/);
}

/** A GET over a real socket with the path exactly as written (inject() would normalise it). */
async function rawHeaders(app: App, rawPath: string): Promise<{ status: number; headers: Headers }> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('security headers and caching of every answer', () => {
  let keys: TestKeys;
  let t: TestApp;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    keys = await createTestKeys();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribune-headers-'));
    // The identity's pages are mounted (its own key set); API tokens come from the test key.
    t = await createTestApp({ dataDir }, { jwks: () => keys.jwks, embeddedIdentity: true });
    token = await tokenFor(keys, { sub: 'header-user' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'application/json', ...headers } });

  it('sends them on health checks, the customizer, the API, errors and not-found answers', async () => {
    const answers: Array<[string, Headers]> = [
      ['/healthz', (await get('/healthz')).headers],
      ['/readyz', (await get('/readyz')).headers],
      ['module-config', (await get('/customizer/render/web/module-config.json')).headers],
      ['manifest', (await get('/manifest.webmanifest')).headers],
      ['menu items', (await get('/v2/menu_items')).headers],
      ['invalid parameter (400)', (await get('/v2/menu_items/not-a-number')).headers],
      ['guest on a user route (401)', (await get('/v2/user/show')).headers],
      ['bad token (401)', (await get('/v2/contents', { authorization: 'Bearer nonsense' })).headers],
      ['unknown API path (404)', (await get('/v2/no-such-thing')).headers],
      ['unknown page (404)', (await get('/en/definitely/not/here', { accept: 'text/html' })).headers],
      [
        'malformed JSON (400)',
        (
          await t.app.inject({
            method: 'POST',
            url: '/consent/',
            payload: '{',
            headers: { 'content-type': 'application/json' },
          })
        ).headers,
      ],
      ['identity page', (await get('/identity/register', { accept: 'text/html' })).headers],
      ['identity stylesheet', (await get('/identity/assets/identity.css')).headers],
      // oidc-provider answers on the raw response: the identity sets the same headers there.
      ['OIDC discovery', (await get('/.well-known/openid-configuration')).headers],
      ['OIDC key set', (await get('/oauth/jwks')).headers],
    ];
    for (const [what, headers] of answers) expectBaseHeaders(headers, what);
  });

  it('sends them on errors the router raises before any hook', async () => {
    const res = await rawHeaders(t.app, '/v2/static_pages/%E0%A4%A');
    expect(res.status).toBe(400);
    expectBaseHeaders(res.headers, 'malformed percent-encoding');
  });

  it('keeps the pages, the identity pages and the customizer their own stricter or cacheable headers', async () => {
    const page = await get('/en/', { accept: 'text/html' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const identity = await get('/identity/register', { accept: 'text/html' });
    expect(identity.headers['x-frame-options']).toBe('DENY');
    expect(identity.headers['cache-control']).toBe('no-store');
    const customizer = await get('/customizer/render/web/module-config.json', { authorization: `Bearer ${token}` });
    expect(customizer.headers['cache-control']).toBe('public, no-cache');
    expect(customizer.headers.etag).toBeTruthy();
  });

  it('leaves answers to guests cacheable as before', async () => {
    expect((await get('/v2/contents')).headers['cache-control']).toBeUndefined();
    expect((await get('/v2/menu_items')).headers['cache-control']).toBeUndefined();
  });

  it('answers no-store to a request with a bearer token or a session cookie', async () => {
    const bearer = await get('/v2/contents', { authorization: `Bearer ${token}` });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.headers['cache-control']).toBe('no-store');
    const refused = await get('/v2/contents', { authorization: 'Bearer nonsense' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    for (const cookie of ['access-token=abc', 'theme=dark; refresh-token=abc', '_session=abc', '_interaction.sig=x']) {
      expect((await get('/v2/menu_items', { cookie })).headers['cache-control'], cookie).toBe('no-store');
    }
    // A cookie that only shares a prefix does not count.
    expect(
      (await get('/v2/menu_items', { cookie: 'my-access-token-hint=1' })).headers['cache-control'],
    ).toBeUndefined();
  });

  it('answers no-store on routes personal by nature, whoever asks', async () => {
    for (const url of ['/v2/user/show', '/consent/', '/v2/chat_conversations', '/api/v1/chat_keys/cached']) {
      expect((await get(url)).headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('caching of the built web app', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'tribune-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
    // The build's compressed copies (apps/web/vite.config.ts), told apart here by their bytes.
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1);'));
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1);'));
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    t = await createTestApp({ webDistDir: dist });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('keeps hashed assets immutable and the service worker revalidated, signed in or not', async () => {
    for (const cookie of [undefined, 'access-token=abc']) {
      const headers = cookie ? { cookie } : {};
      const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers });
      expect(asset.headers['cache-control'], cookie).toBe('public, max-age=31536000, immutable');
      expectBaseHeaders(asset.headers, 'asset');
      const worker = await t.app.inject({ method: 'GET', url: '/sw.js', headers });
      expect(worker.headers['cache-control'], cookie).toBe('no-cache');
      expect(worker.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('sends the Brotli or gzip copy of an asset to browsers that accept it, the plain file to others', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1);');
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1);');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);');
    for (const res of [br, gz, plain]) {
      expect(res.headers['content-type']).toMatch(/^application\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { embeddedIdentity: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('compresses a large JSON answer for a client that accepts Brotli or gzip, and not for others', async () => {
    const url = '/customizer/render/web/translations/en.json';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('never compresses the identity pages, which carry a CSRF token beside what a visitor typed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/identity/register?email=someone%40example.test',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('name="csrf"');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('does not inflate a compressed request body: it is refused as malformed, never unpacked', async () => {
    const bomb = gzipSync(Buffer.alloc(20_000_000, ' '));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/ugc_reports',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: bomb,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(isErrorBody(res.json()), res.body).toBe(true);
  });
});
