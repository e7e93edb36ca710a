import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_TOKEN_GRANT } from '../src/index.ts';
import { Browser, authorizeUrl, exchange, pkce, signIn, startIdentity, token, type TestIdentity } from './helpers.ts';

let t: TestIdentity;
const password = 'correct horse battery';

beforeAll(async () => {
  t = await startIdentity();
  await t.identity.accounts.create({
    email: 'Fan@Example.org',
    password,
    displayName: 'Jane Fan',
    emailVerified: true,
  });
});
afterAll(() => t?.close());

/** Signs in and exchanges the code: the usual app start. */
async function tokens(email = 'fan@example.org', pw = password) {
  const { location, verifier } = await signIn(t, email, pw);
  const code = location.searchParams.get('code');
  expect(code, location.toString()).toBeTruthy();
  const res = await exchange(t, code!, verifier);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { access_token: string; refresh_token: string; expires_in: number; token_type: string };
}

describe('discovery and keys', () => {
  it('publishes the endpoints of ACCOUNTS.md and only S256', async () => {
    const res = await fetch(`${t.base}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const d = (await res.json()) as Record<string, unknown>;
    expect(d).toMatchObject({
      issuer: t.base,
      authorization_endpoint: `${t.base}/oauth/authorize`,
      token_endpoint: `${t.base}/oauth/token`,
      jwks_uri: `${t.base}/oauth/jwks`,
      end_session_endpoint: `${t.base}/oauth/logout`,
      userinfo_endpoint: `${t.base}/oauth/me`,
      revocation_endpoint: `${t.base}/oauth/revoke`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(d.grant_types_supported).toContain(LOGIN_TOKEN_GRANT);
  });

  it('serves the public signing key, the same as publicJwks()', async () => {
    const res = await fetch(`${t.base}/oauth/jwks`);
    const jwks = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]!.d).toBeUndefined();
    expect(t.identity.publicJwks().keys[0]!.kid).toBe(jwks.keys[0]!.kid);
    expect(t.identity.publicJwks().keys[0]!.d).toBeUndefined();
  });
});

describe('authorization code with PKCE', () => {
  it('gives a JWT access token for the API and a refresh token', async () => {
    const body = await tokens();
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBeGreaterThan(590);
    expect(body.refresh_token).toBeTruthy();
    const { payload, protectedHeader } = await jwtVerify(
      body.access_token,
      createLocalJWKSet(t.identity.publicJwks()),
      { issuer: t.base, audience: 'tribune-api', algorithms: ['RS256'] },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      email: 'fan@example.org',
      email_verified: true,
      name: 'Jane Fan',
      slug: 'jane-fan',
      locale: 'en',
      client_id: 'tribune-web',
    });
    expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.exp! - payload.iat!).toBe(600);
  });

  it('rotates the refresh token, and a replayed one revokes the whole family', async () => {
    const first = await tokens();
    const r1 = await token(t, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(r1.status).toBe(200);
    const second = r1.body.refresh_token as string;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first.refresh_token);
    expect(decodeJwt(r1.body.access_token as string).aud).toBe('tribune-api');

    const replay = await token(t, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    const newest = await token(t, { grant_type: 'refresh_token', refresh_token: second });
    expect(newest.status).toBe(400);
    expect(newest.body.error).toBe('invalid_grant');
  });

  it('refuses a reused code', async () => {
    const { location, verifier } = await signIn(t, 'fan@example.org', password);
    const code = location.searchParams.get('code')!;
    const ok = await exchange(t, code, verifier);
    expect(ok.status).toBe(200);
    const again = await exchange(t, code, verifier);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
    // oidc-provider revokes the grant of a replayed code: its refresh token dies too.
    const refresh = await token(t, { grant_type: 'refresh_token', refresh_token: ok.body.refresh_token as string });
    expect(refresh.status).toBe(400);
  });

  it('refuses authorize without code_challenge', async () => {
    const res = await new Browser(t.base).fetch(authorizeUrl(t, {}));
    const loc = new URL(res.headers.get('location')!);
    expect(loc.origin + loc.pathname).toBe(t.redirectUri);
    expect(loc.searchParams.get('error')).toBe('invalid_request');
    expect(loc.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses code_challenge_method=plain', async () => {
    const { verifier } = pkce();
    const res = await new Browser(t.base).fetch(
      authorizeUrl(t, { code_challenge: verifier, code_challenge_method: 'plain' }),
    );
    const loc = new URL(res.headers.get('location')!);
    expect(loc.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a wrong or missing code_verifier', async () => {
    const { location } = await signIn(t, 'fan@example.org', password);
    const code = location.searchParams.get('code')!;
    expect((await exchange(t, code, pkce().verifier)).status).toBe(400);
    const { location: l2 } = await signIn(t, 'fan@example.org', password);
    expect((await exchange(t, l2.searchParams.get('code')!, undefined)).status).toBe(400);
  });

  it('refuses a code_verifier for a code that had no code_challenge (PKCE downgrade)', async () => {
    // PKCE is mandatory at authorize, so mint such a code directly, as a downgrade would need.
    const provider = t.identity.provider();
    const account = await t.identity.accounts.create({ email: 'pkce@example.org', password, displayName: 'P' });
    const client = await provider.Client.find('tribune-web');
    const grant = new provider.Grant({ accountId: account.id, clientId: 'tribune-web' });
    grant.addOIDCScope('openid');
    const grantId = await grant.save();
    const code = await new provider.AuthorizationCode({
      accountId: account.id,
      client: client!,
      grantId,
      redirectUri: t.redirectUri,
      scope: 'openid',
      gty: 'authorization_code',
    }).save();
    const res = await exchange(t, code, pkce().verifier);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
  });

  it('refuses altered redirect URIs without redirecting to them', async () => {
    const good = t.redirectUri; // http://127.0.0.1:PORT/account/redirect
    const u = new URL(good);
    const variants = [
      `${good}/`,
      good.replace('127.0.0.1', 'evil.example'),
      good.replace('127.0.0.1', 'localhost'),
      `${u.protocol}//${u.hostname}:${Number(u.port) + 1}${u.pathname}`,
      good.replace('http:', 'https:'),
      `${good}/extra`,
      `${good}?next=https://evil.example`,
      `${good}#frag`,
      good.replace('/account/redirect', '/ACCOUNT/redirect'),
      good.replace('/account/redirect', '/account%2Fredirect'),
      good.replace('/account/redirect', '/account/%72edirect'),
      good.replace('http://', 'http://evil.example@'),
      good.replace('/account/redirect', '/account/../account/redirect'),
      `${good}.evil.example`,
      'tribune://account/redirect/',
      'tribune://evil/redirect',
      'TRIBUNE://account/redirect',
      '',
    ];
    for (const redirect_uri of variants) {
      const { challenge } = pkce();
      const res = await new Browser(t.base).fetch(
        authorizeUrl(t, { redirect_uri, code_challenge: challenge, code_challenge_method: 'S256' }),
      );
      // An invalid redirect_uri is never redirected to: the error page is rendered here.
      expect(res.status, redirect_uri).toBe(400);
      expect(res.headers.get('location'), redirect_uri).toBeNull();
      expect(await res.text()).toMatch(/redirect_uri/);
    }
  });
});

describe('accounts and the login-token grant', () => {
  it('answers a banned account’s sign-in at the redirect URI with account_banned', async () => {
    const a = await t.identity.accounts.create({ email: 'banned@example.org', password, displayName: 'Banned' });
    await t.identity.accounts.setStatus(a.id, 'banned');
    const { location } = await signIn(t, 'banned@example.org', password);
    expect(location.origin + location.pathname).toBe(t.redirectUri);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('error_description')).toBe('account_banned');
    expect(location.searchParams.get('state')).toBe('st4te');
  });

  it('stops refreshing once the account is banned', async () => {
    const a = await t.identity.accounts.create({ email: 'later@example.org', password, displayName: 'Later' });
    const body = await tokens('later@example.org');
    await t.identity.accounts.setStatus(a.id, 'banned');
    const res = await token(t, { grant_type: 'refresh_token', refresh_token: body.refresh_token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
  });

  it('exchanges a login token once, for a JWT and a refresh token that rotates', async () => {
    const a = await t.identity.accounts.create({ email: 'magic@example.org', password, displayName: 'Magic' });
    const loginToken = await t.identity.accounts.issueLoginToken(a.id);
    const res = await token(t, { grant_type: LOGIN_TOKEN_GRANT, login_token: loginToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type']);
    const claims = decodeJwt(res.body.access_token as string);
    expect(claims).toMatchObject({
      sub: a.id,
      aud: 'tribune-api',
      iss: t.base,
      email: 'magic@example.org',
      slug: 'magic',
    });
    const again = await token(t, { grant_type: LOGIN_TOKEN_GRANT, login_token: loginToken });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
    const refreshed = await token(t, { grant_type: 'refresh_token', refresh_token: res.body.refresh_token as string });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(decodeJwt(refreshed.body.access_token as string).aud).toBe('tribune-api');
  });

  it('answers 404 account_banned for a banned account’s login token', async () => {
    const a = await t.identity.accounts.create({ email: 'gone@example.org', password, displayName: 'Gone' });
    const loginToken = await t.identity.accounts.issueLoginToken(a.id);
    await t.identity.accounts.setStatus(a.id, 'banned');
    const res = await token(t, { grant_type: LOGIN_TOKEN_GRANT, login_token: loginToken });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('account_banned');
  });

  it('refuses an unknown login token', async () => {
    const res = await token(t, { grant_type: LOGIN_TOKEN_GRANT, login_token: 'nope' });
    expect(res.status).toBe(400);
  });

  it('deletes an account with its grants', async () => {
    const a = await t.identity.accounts.create({ email: 'del@example.org', password, displayName: 'Del' });
    const body = await tokens('del@example.org');
    await t.identity.accounts.delete(a.id);
    expect(await t.identity.accounts.findById(a.id)).toBeUndefined();
    const res = await token(t, { grant_type: 'refresh_token', refresh_token: body.refresh_token });
    expect(res.status).toBe(400);
  });
});
