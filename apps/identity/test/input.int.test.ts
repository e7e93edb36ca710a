import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl, Browser, csrfOf, pkce, startIdentity, type TestIdentity } from './helpers.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/**
 * Percent-encodes every UTF-16 code unit the way a hand-made request would: pairs as UTF-8,
 * lone surrogates as their three generalized UTF-8 bytes (\ud800 → %ED%A0%80), NUL as %00.
 * (encodeURIComponent throws on lone surrogates, URLSearchParams replaces them.)
 */
function rawEncode(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    const next = s.charCodeAt(i + 1);
    let cp = unit;
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      cp = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
      i++;
    }
    if (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(cp))) {
      out += String.fromCharCode(cp);
      continue;
    }
    const bytes =
      cp < 0x80
        ? [cp]
        : cp < 0x800
          ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
          : cp < 0x10000
            ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
            : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

const form = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${rawEncode(k)}=${rawEncode(v)}`)
    .join('&');

/** Text that holds at least one NUL or lone surrogate among ordinary characters. */
const poison = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\ud83d', 'a\u0000b'),
    fc.string({ unit: 'binary', maxLength: 12 }),
  )
  .map(([a, bad, b]) => `${a}${bad}${b}`);

/** Where the poison goes: the forms of the identity pages and the OAuth endpoints. */
type Target = { name: string; send(value: string): Promise<Response> };

/** Bodies never carry SQL, stack traces or server errors. */
async function expectClean(res: Response, where: string) {
  const text = await res.text();
  expect(res.status, where).toBeLessThan(500);
  expect(text, where).not.toMatch(/Failed query|select "|insert into|\bat .+:\d+:\d+|server_error/i);
  return text;
}

describe('input that cannot hurt', () => {
  let t: TestIdentity;
  const errors: unknown[] = [];
  let targets: Target[];

  beforeAll(async () => {
    t = await startIdentity({
      logger: { info: () => {}, warn: () => {}, error: (...args: unknown[]) => errors.push(args) },
      // The fuzz sends hundreds of forms from one address; the limits are not under test here.
      rateLimits: { signInIp: [1e6, 60], registerIp: [1e6, 60], mailIp: [1e6, 60], mailEmail: [1e6, 60] },
    });
    await t.identity.accounts.create({ email: 'fan@example.org', password: 'right password', displayName: 'Fan' });
    const b = new Browser(t.base);
    const csrf = csrfOf(await (await b.fetch('/identity/register')).text());
    const { challenge } = pkce();
    const login = await b.follow(authorizeUrl(t, { code_challenge: challenge, code_challenge_method: 'S256' }));
    expect(login.res.status).toBe(200);
    await login.res.text();
    const post = (path: string, fields: Record<string, string>) =>
      b.fetch(path, {
        method: 'POST',
        body: form({ csrf, ...fields }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const oauthForm = (path: string, fields: Record<string, string>) =>
      fetch(`${t.base}${path}`, {
        method: 'POST',
        body: form(fields),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const good = { password: 'long enough', passwordConfirm: 'long enough' };
    targets = [
      { name: 'register email', send: (v) => post('/identity/register', { email: v, displayName: 'X', ...good }) },
      {
        name: 'register name',
        send: (v) => post('/identity/register', { email: 'x@example.org', displayName: v, ...good }),
      },
      {
        name: 'register password',
        send: (v) =>
          post('/identity/register', { email: 'x@example.org', displayName: 'X', password: v, passwordConfirm: v }),
      },
      { name: 'register field name', send: (v) => post('/identity/register', { [v]: 'x' }) },
      { name: 'recover email', send: (v) => post('/identity/recover', { email: v }) },
      { name: 'magic link email', send: (v) => post('/identity/magic-link', { email: v }) },
      { name: 'reset token', send: (v) => post('/identity/reset', { token: v, ...good }) },
      { name: 'reset password', send: (v) => post('/identity/reset', { token: 'x', password: v, passwordConfirm: v }) },
      { name: 'sign-in email', send: (v) => post(login.url, { email: v, password: 'x' }) },
      { name: 'sign-in password', send: (v) => post(login.url, { email: 'fan@example.org', password: v }) },
      { name: 'sign-in lang', send: (v) => post(login.url, { email: 'fan@example.org', password: 'x', lang: v }) },
      { name: 'reset link', send: (v) => b.fetch(`/identity/reset?token=${rawEncode(v)}`) },
      { name: 'verify link', send: (v) => b.fetch(`/identity/verify?token=${rawEncode(v)}`) },
      { name: 'register uid', send: (v) => b.fetch(`/identity/register?uid=${rawEncode(v)}&lang=${rawEncode(v)}`) },
      { name: 'interaction path', send: (v) => b.fetch(`/identity/interaction/${rawEncode(v)}`) },
      { name: 'authorize client_id', send: (v) => fetch(`${t.base}/oauth/authorize?client_id=${rawEncode(v)}`) },
      {
        name: 'authorize state',
        send: (v) =>
          fetch(`${t.base}${authorizeUrl(t, { code_challenge: challenge, code_challenge_method: 'S256', state: v })}`),
      },
      {
        name: 'authorize form post',
        send: (v) =>
          oauthForm('/oauth/authorize', {
            client_id: 'tribune-web',
            redirect_uri: t.redirectUri,
            response_type: 'code',
            scope: 'openid',
            code_challenge: challenge,
            code_challenge_method: 'S256',
            state: v,
          }),
      },
      { name: 'revoke token', send: (v) => oauthForm('/oauth/revoke', { token: v, client_id: 'tribune-web' }) },
      { name: 'revoke client', send: (v) => oauthForm('/oauth/revoke', { token: 'abc', client_id: v }) },
      {
        name: 'logout query',
        send: (v) => fetch(`${t.base}/oauth/logout?client_id=${rawEncode(v)}&state=${rawEncode(v)}`),
      },
      { name: 'logout confirm', send: (v) => oauthForm('/oauth/logout/confirm', { xsrf: v, logout: 'yes' }) },
      {
        name: 'token refresh',
        send: (v) =>
          oauthForm('/oauth/token', { grant_type: 'refresh_token', refresh_token: v, client_id: 'tribune-web' }),
      },
      {
        name: 'token code',
        send: (v) =>
          oauthForm('/oauth/token', {
            grant_type: 'authorization_code',
            code: v,
            redirect_uri: t.redirectUri,
            client_id: 'tribune-web',
          }),
      },
      {
        name: 'token json',
        send: (v) =>
          fetch(`${t.base}/oauth/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            // JSON.stringify keeps lone surrogates as \ud800 escapes.
            body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: v, client_id: 'tribune-web' }),
          }),
      },
      { name: 'userinfo', send: (v) => fetch(`${t.base}/oauth/me?access_token=${rawEncode(v)}`) },
    ];
  });
  afterAll(() => t?.close());

  it('answers NUL bytes and lone surrogates anywhere with 400, never 5xx, SQL or a stack trace', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), poison, async (pick, value) => {
        const target = targets[pick % targets.length]!;
        const res = await target.send(value);
        await expectClean(res, `${target.name}: ${JSON.stringify(value)}`);
        expect(res.status, `${target.name}: ${JSON.stringify(value)}`).toBe(400);
      }),
      { seed: 42, numRuns: RUNS },
    );
    // Every target at least once, whatever the seed picked.
    for (const target of targets) expect((await target.send('a\u0000\ud800')).status, target.name).toBe(400);
    expect(errors).toEqual([]);
  });

  it('refuses percent-encoded NULs and surrogates in the shape the attacker sends them', async () => {
    const b = new Browser(t.base);
    for (const url of [
      '/identity/reset?token=%00',
      '/identity/reset?token=%ED%A0%80',
      '/identity/verify?token=%C0%80',
    ]) {
      const res = await b.fetch(url);
      expect(res.status, url).toBe(400);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('characters that are not allowed');
    }
    for (const url of ['/oauth/authorize?client_id=%00', '/oauth/logout?client_id=%ED%A0%80', '/oauth/jwks?%00']) {
      const res = await fetch(`${t.base}${url}`);
      expect(res.status, url).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid_request' });
    }
  });

  it('bounds the length of form fields', async () => {
    const b = new Browser(t.base);
    const csrf = csrfOf(await (await b.fetch('/identity/register')).text());
    const post = (path: string, fields: Record<string, string>) =>
      b.fetch(path, { method: 'POST', form: { csrf, ...fields } });
    const long = (n: number) => 'a'.repeat(n);

    const email = await post('/identity/recover', { email: `${long(64)}@${long(190)}.org` });
    expect(email.status).toBe(400);
    const password = await post('/identity/register', {
      email: 'long@example.org',
      displayName: 'Long',
      password: long(1025),
      passwordConfirm: long(1025),
    });
    expect(password.status).toBe(400);
    expect(await password.text()).toContain('at most 1024 characters');
    const name = await post('/identity/register', {
      email: 'long@example.org',
      displayName: long(61),
      password: 'long enough',
      passwordConfirm: 'long enough',
    });
    expect(name.status).toBe(400);
    const field = await post('/identity/recover', { email: 'x@example.org', other: long(5000) });
    expect(field.status).toBe(400);
    const body = await post('/identity/recover', { email: 'x@example.org', other: long(70 * 1024) });
    expect(body.status).toBe(413);

    const { challenge } = pkce();
    const login = await b.follow(authorizeUrl(t, { code_challenge: challenge, code_challenge_method: 'S256' }));
    const signInCsrf = csrfOf(await login.res.text());
    const signIn = await b.fetch(login.url, {
      method: 'POST',
      form: { csrf: signInCsrf, email: 'fan@example.org', password: long(2000) },
    });
    expect(signIn.status).toBe(400);
    expect(await (await fetch(`${t.base}/oauth/token`, { method: 'POST', body: long(60 * 1024) })).status).toBe(413);
  });
});
