import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { isPublicAddress, safeFetch, UrlRefusedError } from '../src/lib/ssrf.ts';
import { createTestApp, isErrorBody, type TestApp, relativeMediaPath } from './helpers.ts';
import { adminAndMember, tempDir } from './media-fixtures.ts';
import { createTestKeys } from './tokens.ts';

const EMBED_HTML =
  '<iframe src="https://player.example.org/embed/1" width="640" height="360" onload="alert(1)"></iframe>' +
  '<script>alert(1)</script><img src="x" onerror="alert(2)"><iframe src="http://insecure.example/x"></iframe>';

describe('external media: oEmbed fetched on the server with SSRF protection', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: Record<string, string>;
  let server: http.Server;
  let base: string;
  let thumbnail: Buffer;

  const create = (url: string) =>
    t.app.inject({ method: 'POST', url: '/v2/admin/media/external', headers: admin, payload: { url } });

  beforeAll(async () => {
    thumbnail = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', base);
      if (url.pathname === '/page') {
        res.setHeader('content-type', 'text/html');
        res.end(
          `<html><head><link rel="alternate" type="application/json+oembed" ` +
            `href="${base}/oembed?url=${encodeURIComponent(`${base}/page`)}&amp;format=json"></head></html>`,
        );
      } else if (url.pathname === '/oembed') {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            type: 'video',
            provider_name: 'Local Video',
            title: 'A clip\u0000',
            thumbnail_url: `${base}/thumb.png`,
            width: 640,
            height: 360,
            html: EMBED_HTML,
          }),
        );
      } else if (url.pathname === '/thumb.png') {
        res.setHeader('content-type', 'image/png');
        res.end(thumbnail);
      } else if (url.pathname === '/to-metadata') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
      } else if (url.pathname === '/no-oembed') {
        res.setHeader('content-type', 'text/html');
        res.end('<html><head><title>nothing</title></head></html>');
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
    const keys = await createTestKeys();
    dataDir = await tempDir('tribune-oembed-');
    t = await createTestApp({ dataDir, embedPrivateHostsAllowed: [`127.0.0.1:${port}`] }, { jwks: () => keys.jwks });
    ({ admin } = await adminAndMember(t.app, keys));
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('discovers the oEmbed endpoint, stores sanitized data and a local thumbnail, and never sends the html', async () => {
    const res = await create(`${base}/page`);
    expect(res.statusCode).toBe(201);
    const { id, attributes } = res.json().data;
    expect(attributes).toMatchObject({
      media_type: 'external_media',
      status: 'ready',
      external_src: `${base}/page`,
      oembed_data: { type: 'video', provider_name: 'Local Video', title: 'A clip', width: 640, height: 360 },
      embed_host: '127.0.0.1',
    });
    expect(attributes.embed_frame_src).toMatch(new RegExp(`^/embeds/${id}\\?expires=[0-9]+&sig=[a-f0-9]{64}$`));
    expect(attributes.oembed_data).not.toHaveProperty('html');
    expect(JSON.stringify(res.json())).not.toContain('iframe');
    const thumb = await t.app.inject({ method: 'GET', url: relativeMediaPath(attributes.thumbnail) });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);

    // The frame opens only with its signature: an embed id alone is not enough.
    for (const url of [
      `/embeds/${id}`,
      `${attributes.embed_frame_src}`.replace(/sig=[a-f0-9]{64}/, `sig=${'0'.repeat(64)}`),
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    }
    const frame = await t.app.inject({ method: 'GET', url: attributes.embed_frame_src });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(frame.body).toContain('<iframe src="https://player.example.org/embed/1"');
    expect(frame.body).not.toMatch(/alert|onerror|onload|insecure\.example|<img/);
    const csp = String(frame.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('frame-src https://player.example.org;');
    expect(csp).toContain('script-src https://player.example.org;');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(frame.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses loopback, private, link-local, metadata, CGNAT and unspecified addresses in every spelling', async () => {
    const refused = [
      'http://127.0.0.1/',
      'http://[::1]/',
      'http://10.0.0.1/',
      'http://172.16.0.1/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://2130706433/',
      'http://0x7f000001/',
      'http://0177.0.0.1/',
      'http://localhost/',
      'http://255.255.255.255/',
      'http://224.0.0.1/',
      'http://[fe80::1]/',
      'ftp://www.youtube.com/watch?v=x',
      'https://user:secret@www.youtube.com/watch?v=x',
      'https://www.youtube.com:8443/watch?v=x',
      `${base.replace(/:\d+$/, ':1')}/page`,
    ];
    for (const url of refused) {
      const res = await create(url);
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({
        url,
        status: 422,
        code: 'EMBED_URL_REFUSED',
      });
      expect(isErrorBody(res.json())).toBe(true);
    }
  });

  it('refuses a redirect from an allowed host to the metadata address', async () => {
    const res = await create(`${base}/to-metadata`);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('EMBED_URL_REFUSED');
  });

  it('answers EMBED_FETCH_FAILED for a page without an oEmbed link', async () => {
    const res = await create(`${base}/no-oembed`);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('EMBED_FETCH_FAILED');
  });

  it('refuses a public-looking name that resolves to loopback, or to one private address among public ones', async () => {
    for (const answers of [['127.0.0.1'], ['93.184.216.34', '10.1.2.3'], ['::ffff:7f00:1']]) {
      await expect(
        safeFetch('http://media.example.com/oembed', { dangerousResolve: async () => answers }),
      ).rejects.toBeInstanceOf(UrlRefusedError);
    }
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
    expect(isPublicAddress('fd00:ec2::254')).toBe(false);
  });

  it('stores a recorded oEmbed answer without the network, validated and sanitized for the provider', async () => {
    const row = await t.app.contentMedia.createExternal('https://www.youtube.com/watch?v=abc', undefined, {
      prefetched: {
        type: 'video',
        provider_name: 'YouTube',
        title: 'Match highlights',
        thumbnail_url: 'https://i.ytimg.com/vi/abc/hqdefault.jpg',
        width: 480,
        height: 270,
        html:
          '<iframe src="https://www.youtube.com/embed/abc" allowfullscreen></iframe>' +
          '<iframe src="https://evil.example/steal"></iframe>',
      },
    });
    const data = row.oembedData as { html: string; hosts: string[] };
    expect(data.html).toContain('https://www.youtube.com/embed/abc');
    expect(data.html).not.toContain('evil.example');
    expect(data.hosts).toEqual(['www.youtube.com']);
    const attrs = t.app.contentMedia.present(row, { available: true }).attributes;
    expect(attrs).toMatchObject({ embed_host: 'www.youtube.com', thumbnail: null });
    expect(t.app.contentMedia.present(row, { available: false }).attributes.embed_frame_src).toBeNull();
    await expect(
      t.app.contentMedia.createExternal('https://www.youtube.com/watch?v=abc', undefined, {
        prefetched: { type: 'script' } as never,
      }),
    ).rejects.toMatchObject({ code: 'EMBED_FETCH_FAILED' });
  });

  it('refuses the test-only private host allowance in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.test',
        EMBED_PRIVATE_HOSTS_ALLOWED: '127.0.0.1:8080',
      }),
    ).toThrow(ConfigError);
  });
});
