import Fastify, { type FastifyInstance } from 'fastify';
import { createIdentity, LOGIN_TOKEN_GRANT, type Identity } from '@tribune/identity';
import { sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMasterKey } from '../src/modules/chain/sealing.ts';
import { rowsOf } from '../src/db/client.ts';
import { createPeerApp, createTestApp, freePort, isErrorBody, type TestApp } from './helpers.ts';

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token?: string;
}

/**
 * The API with the real identity service mounted in the same process: tokens come from the
 * identity's own token endpoint and are checked against its own key set, never a test key.
 */
describe('the API with the embedded identity service', () => {
  let t: TestApp;
  let base: string;
  let accountId: string;
  // A second identity on the same database (so with the same signing key), for tokens the real
  // service would sign but the API must still refuse: another issuer, or an expired lifetime.
  let sideApps: Array<{ app: FastifyInstance; identity: Identity; base: string }> = [];

  async function sideIdentity(issuer: string, extra: { accessTokenTtl?: number; apiAudience?: string } = {}) {
    const port = await freePort();
    const identity = await createIdentity({
      issuer,
      db: t.database.db,
      kind: t.database.kind,
      dataDir: t.app.config.dataDir,
      // The same database, so the same master key as the app's embedded identity.
      masterKey: await loadMasterKey(t.app.config.walletMasterKey, t.app.config.dataDir),
      devTools: false,
      redirectUris: [`${issuer}/account/redirect`],
      postLogoutRedirectUris: [`${issuer}/`],
      argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
      ...extra,
    });
    const app = Fastify({ logger: false });
    await identity.register(app);
    await app.listen({ port, host: '127.0.0.1' });
    const side = { app, identity, base: `http://127.0.0.1:${port}` };
    sideApps.push(side);
    return side;
  }

  async function loginTokenGrant(tokenUrl: string, identity: Identity): Promise<Tokens> {
    const res = await fetch(
      tokenUrl,
      form({
        grant_type: LOGIN_TOKEN_GRANT,
        login_token: await identity.accounts.issueLoginToken(accountId),
        client_id: 'tribune-web',
      }),
    );
    expect(res.status).toBe(200);
    return (await res.json()) as Tokens;
  }

  const userShow = (token: string) =>
    fetch(`${base}/v2/user/show`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp({ publicUrl: base, identityIssuer: base }, { embeddedIdentity: true });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const side of sideApps) {
      await side.app.close();
      await side.identity.close();
    }
    sideApps = [];
    await t?.close();
  });

  it('answers NUL bytes and lone surrogates with 400 and has no development route by default', async () => {
    expect((await fetch(`${base}/identity/dev/outbox`)).status).toBe(404);
    const page = await fetch(`${base}/identity/reset?token=%ED%A0%80`);
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toContain('text/html');
    const revoke = await fetch(`${base}/oauth/revoke`, form({ token: '\u0000', client_id: 'tribune-web' }));
    expect(revoke.status).toBe(400);
    expect(await revoke.json()).toMatchObject({ error: 'invalid_request' });
    const authorize = await fetch(`${base}/oauth/authorize?client_id=%00`);
    expect(authorize.status).toBe(400);
    expect(authorize.headers.get('x-content-type-options')).toBe('nosniff');
    expect(authorize.headers.get('x-frame-options')).toBe('DENY');
    expect(authorize.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('serves discovery and a key set whose signing key is RS256', async () => {
    const discovery = (await (await fetch(`${base}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery.issuer).toBe(base);
    expect(discovery.token_endpoint).toBe(`${base}/oauth/token`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = (await (await fetch(`${base}/oauth/jwks`)).json()) as { keys: Array<{ alg?: string; d?: string }> };
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys.every((k) => k.d === undefined)).toBe(true);
  });

  it('accepts a token of the identity service and creates the user from its claims', async () => {
    const side = await sideIdentity(base);
    const account = await side.identity.accounts.create({
      email: 'Embedded.Fan@example.test',
      password: 'correct horse battery',
      displayName: 'Embedded Fan',
      emailVerified: true,
    });
    accountId = account.id;
    const tokens = await loginTokenGrant(`${base}/oauth/token`, side.identity);
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('RS256');
    const res = await userShow(tokens.access_token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { attributes: Record<string, unknown> } };
    expect(body.data.attributes.uid).toBe(account.id);
    expect(body.data.attributes.display_name).toBe('Embedded Fan');
    expect(body.data.attributes.email).toBe('embedded.fan@example.test');
  });

  it('keeps the signing and cookie keys sealed in the database: no private key material in its rows', async () => {
    const rows = rowsOf<{ key: string; value: string }>(
      await t.database.db.execute(sql`select key, value::text as value from identity.settings order by key`),
    );
    expect(rows.map((r) => r.key)).toEqual(['cookie_keys', 'jwks']);
    const published = (await (await fetch(`${base}/oauth/jwks`)).json()) as { keys: Array<{ kid: string; n: string }> };
    for (const row of rows) {
      expect(Object.keys(JSON.parse(row.value) as object).sort()).toEqual(['box', 'sealed']);
      // Neither a JWK's private members nor a PEM, nor even the public modulus, in plain text.
      expect(row.value).not.toMatch(/"(d|p|q|dp|dq|qi|kty)"|BEGIN|PRIVATE/);
      for (const key of published.keys) expect(row.value).not.toContain(key.n.slice(0, 40));
    }
  });

  it('refuses to start on this database with another master key, and says which key and why', async () => {
    const started = createPeerApp(t, { embeddedIdentity: true }, { walletMasterKey: 'ab'.repeat(32) });
    await expect(started).rejects.toThrow(
      /identity: the setting "jwks" \(identity\.settings\) does not open with the master key from WALLET_MASTER_KEY/,
    );
    // The running app is unaffected: its identity still signs tokens the API accepts.
    const tokens = await loginTokenGrant(`${base}/oauth/token`, sideApps[0]!.identity);
    expect((await userShow(tokens.access_token)).status).toBe(200);
  });

  it('refuses the same claims with alg none', async () => {
    const tokens = await loginTokenGrant(`${base}/oauth/token`, sideApps[0]!.identity);
    const payload = tokens.access_token.split('.')[1]!;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    const res = await userShow(none);
    expect(res.status).toBe(401);
    expect(isErrorBody(await res.json())).toBe(true);
  });

  it('refuses a token signed with the real key for another audience', async () => {
    const other = await sideIdentity(base, { apiAudience: 'another-api' });
    const tokens = await loginTokenGrant(`${other.base}/oauth/token`, other.identity);
    expect(decodeJwt(tokens.access_token).aud).toBe('another-api');
    expect(decodeJwt(tokens.access_token).iss).toBe(base);
    const res = await userShow(tokens.access_token);
    expect(res.status).toBe(401);
  });

  it('refuses a token signed with the real key but issued under another issuer', async () => {
    const other = await sideIdentity('http://identity.attacker.invalid');
    const tokens = await loginTokenGrant(`${other.base}/oauth/token`, other.identity);
    expect(decodeJwt(tokens.access_token).iss).toBe('http://identity.attacker.invalid');
    const res = await userShow(tokens.access_token);
    expect(res.status).toBe(401);
  });

  it('refuses a real token once it has expired', async () => {
    const shortLived = await sideIdentity(base, { accessTokenTtl: 1 });
    const tokens = await loginTokenGrant(`${shortLived.base}/oauth/token`, shortLived.identity);
    const exp = decodeJwt(tokens.access_token).exp!;
    // The API allows 5 s of clock skew; wait until the token is past that.
    const waitMs = (exp + 6) * 1000 - Date.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    const res = await userShow(tokens.access_token);
    expect(res.status).toBe(401);
  });

  it('refuses the tokens of a banned account and answers its sign-in grant with 404', async () => {
    const side = sideApps[0]!;
    const tokens = await loginTokenGrant(`${base}/oauth/token`, side.identity);
    await side.identity.accounts.setStatus(accountId, 'banned');
    const refresh = await fetch(
      `${base}/oauth/token`,
      form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'tribune-web' }),
    );
    expect(refresh.status).toBe(400);
    const grant = await fetch(
      `${base}/oauth/token`,
      form({
        grant_type: LOGIN_TOKEN_GRANT,
        login_token: await side.identity.accounts.issueLoginToken(accountId),
        client_id: 'tribune-web',
      }),
    );
    expect(grant.status).toBe(404);
    expect(((await grant.json()) as { error: string }).error).toBe('account_banned');
  });
});
