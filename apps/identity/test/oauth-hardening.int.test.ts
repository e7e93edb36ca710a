import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl, Browser, csrfOf, pkce, startIdentity, type TestIdentity } from './helpers.ts';

/** Path and query of a Location header, to replay it against the test server. */
const pathOf = (location: string | null) => {
  const u = new URL(location ?? '', 'http://x');
  return `${u.pathname}${u.search}`;
};

describe('/oauth/* answers', () => {
  let t: TestIdentity;
  beforeAll(async () => {
    t = await startIdentity();
  });
  afterAll(() => t?.close());

  it('carry nosniff, no framing and no referrer, whatever the endpoint and outcome', async () => {
    const { challenge } = pkce();
    const requests: [string, RequestInit?][] = [
      ['/.well-known/openid-configuration'],
      ['/oauth/jwks'],
      ['/oauth/authorize'],
      [authorizeUrl(t, { code_challenge: challenge, code_challenge_method: 'S256' })],
      ['/oauth/logout'],
      ['/oauth/no-such-endpoint'],
      ['/oauth/me'],
      ['/oauth/authorize?client_id=%00'],
      [
        '/oauth/token',
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=refresh_token&refresh_token=nope&client_id=tribune-web',
        },
      ],
    ];
    for (const [url, init] of requests) {
      const res = await fetch(`${t.base}${url}`, { redirect: 'manual', ...init });
      expect(res.status, url).toBeLessThan(500);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
      expect(res.headers.get('content-security-policy'), url).toContain("frame-ancestors 'none'");
      expect(res.headers.get('referrer-policy'), url).toBe('no-referrer');
    }
  });
});

describe('an https issuer behind a proxy that sends no X-Forwarded-Proto', () => {
  let t: TestIdentity;
  beforeAll(async () => {
    t = await startIdentity({ issuer: 'https://id.example.test' });
    await t.identity.accounts.create({ email: 'fan@example.org', password: 'right password', displayName: 'Fan' });
  });
  afterAll(() => t?.close());

  it('runs the authorization with Secure cookies instead of failing with 500', async () => {
    const b = new Browser(t.base);
    const { challenge } = pkce();
    const authorize = await b.fetch(authorizeUrl(t, { code_challenge: challenge, code_challenge_method: 'S256' }));
    expect(authorize.status).toBe(303);
    expect(authorize.headers.getSetCookie().join('\n')).toMatch(/; secure/i);
    const interaction = pathOf(authorize.headers.get('location'));
    expect(interaction).toMatch(/^\/identity\/interaction\//);

    const page = await b.fetch(interaction);
    expect(page.status).toBe(200);
    const signIn = await b.fetch(interaction, {
      method: 'POST',
      form: { csrf: csrfOf(await page.text()), email: 'fan@example.org', password: 'right password' },
    });
    expect(signIn.status).toBe(303);
    const resume = await b.fetch(pathOf(signIn.headers.get('location')));
    expect(resume.status).toBe(303);
    expect(new URL(resume.headers.get('location')!).searchParams.get('code')).toBeTruthy();
  });
});
