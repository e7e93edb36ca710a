import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createIdentity, LOGIN_TOKEN_GRANT, type IdentityOptions } from '../src/index.ts';
import { publicKeys, settingsKey } from '../src/keys.ts';
import { loadKeyFile, unseal } from '../src/sealing.ts';
import { startIdentity, token, type TestIdentity } from './helpers.ts';

/**
 * The identity's signing and cookie keys at rest (docs/ACCOUNTS.md "Keys at rest"): sealed under
 * the master key in `identity.settings`, sealed in place on a database from before, and a start
 * with another master key stops with a message that names the key.
 */
const master = await loadKeyFile('11'.repeat(32), 'IDENTITY_MASTER_KEY', '/unused');
const otherMaster = await loadKeyFile('22'.repeat(32), 'IDENTITY_MASTER_KEY', '/unused');
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Row = { key: string; value: unknown };
const rowsOf = async (db: IdentityOptions['db']): Promise<Row[]> => {
  const result = (await db.execute(sql`select key, value from identity.settings order by key`)) as { rows: Row[] };
  return result.rows;
};

/** Signs in through the login-token grant and returns the access token. */
async function signIn(t: TestIdentity, email: string): Promise<string> {
  const account = await t.identity.accounts.create({
    email,
    password: 'correct horse battery',
    displayName: 'Sealed Fan',
    emailVerified: true,
  });
  const res = await token(t, {
    grant_type: LOGIN_TOKEN_GRANT,
    login_token: await t.identity.accounts.issueLoginToken(account.id),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.access_token as string;
}

/** Every file under a folder, read whole. */
async function filesOf(dir: string): Promise<Buffer[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(entries.filter((e) => e.isFile()).map((e) => fs.readFile(path.join(e.parentPath, e.name))));
}

describe('the identity keys at rest', () => {
  it('are sealed from the first start: no private key in the rows nor in any file of the database', async () => {
    const pgdata = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-sealed-'));
    cleanups.push(() => fs.rm(pgdata, { recursive: true, force: true }));
    const pglite = await PGlite.create({ dataDir: pgdata });
    const db = drizzle(pglite);
    const t = await startIdentity({ db, kind: 'pglite', masterKey: master });
    const access = await signIn(t, 'sealed@example.test');
    // The token verifies against the published keys: signing works.
    await jwtVerify(access, createLocalJWKSet(t.identity.publicJwks()), { issuer: t.base });

    const rows = await rowsOf(db);
    expect(rows.map((r) => r.key)).toEqual(['cookie_keys', 'jwks']);
    for (const row of rows) expect(Object.keys(row.value as object).sort()).toEqual(['box', 'sealed']);
    const box = (key: string) => (rows.find((r) => r.key === key)!.value as { box: string }).box;
    const jwks = JSON.parse(unseal(settingsKey(master), box('jwks'), 'identity.settings:jwks')) as { keys: JWK[] };
    const cookieKeys = JSON.parse(unseal(settingsKey(master), box('cookie_keys'), 'identity.settings:cookie_keys'));
    const d = jwks.keys[0]!.d!;
    expect(jwks.keys[0]!.kid).toBe(t.identity.publicJwks().keys[0]!.kid);
    // Sealed under a key derived from the master key, not under the master key itself.
    expect(() => unseal(master, box('jwks'), 'identity.settings:jwks')).toThrow();

    await t.close();
    await pglite.close();
    const secrets = [d.slice(0, 48), jwks.keys[0]!.p!.slice(0, 48), (cookieKeys as string[])[0]!];
    const files = await filesOf(pgdata);
    expect(files.length).toBeGreaterThan(100);
    for (const secret of secrets) {
      expect(files.filter((bytes) => bytes.includes(secret)).length, 'files holding a secret in plain text').toBe(0);
    }
  }, 180_000);

  it('are sealed in place on a database from before, and tokens signed before still verify', async () => {
    const pglite = await PGlite.create();
    cleanups.push(() => pglite.close());
    const db = drizzle(pglite);
    const migrator = await createIdentity({
      issuer: 'http://old.test',
      db,
      kind: 'pglite',
      dataDir: os.tmpdir(),
      masterKey: master,
      devTools: false,
      redirectUris: [],
      postLogoutRedirectUris: [],
    });
    await migrator.migrate();
    await migrator.close();
    // The rows as the identity wrote them before sealing: the private JWK and the cookie key in plain JSON.
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const oldJwk: JWK = { ...(await exportJWK(privateKey)), kid: 'old-key', alg: 'RS256', use: 'sig' };
    await db.execute(sql`insert into identity.settings (key, value) values
      ('jwks', ${JSON.stringify({ keys: [oldJwk] })}::jsonb),
      ('cookie_keys', ${JSON.stringify(['old-cookie-key'])}::jsonb)`);
    const now = Math.floor(Date.now() / 1000);
    const before = await new SignJWT({ scope: 'openid' })
      .setProtectedHeader({ alg: 'RS256', kid: 'old-key' })
      .setSubject('someone')
      .setIssuer('http://old.test')
      .setAudience('tribune-api')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(await importJWK(oldJwk, 'RS256'));

    const t = await startIdentity({ db, kind: 'pglite', masterKey: master });
    cleanups.push(() => t.close());
    const rows = await rowsOf(db);
    for (const row of rows) {
      expect(Object.keys(row.value as object).sort()).toEqual(['box', 'sealed']);
      expect(JSON.stringify(row.value)).not.toContain(oldJwk.d!.slice(0, 32));
      expect(JSON.stringify(row.value)).not.toContain('old-cookie-key');
    }
    // The same key, published and signing: a token from before verifies, and a new one with the old public key.
    expect(t.identity.publicJwks().keys.map((k) => k.kid)).toEqual(['old-key']);
    await jwtVerify(before, createLocalJWKSet(t.identity.publicJwks()), { issuer: 'http://old.test' });
    const fresh = await signIn(t, 'before@example.test');
    await jwtVerify(fresh, createLocalJWKSet(publicKeys({ keys: [oldJwk] })), { issuer: t.base });

    // A second start opens the sealed rows as they are.
    const again = await startIdentity({ db, kind: 'pglite', masterKey: master });
    cleanups.push(() => again.close());
    expect(again.identity.publicJwks().keys.map((k) => k.kid)).toEqual(['old-key']);
    expect(await rowsOf(db)).toEqual(rows);
  }, 180_000);

  it('stop a start with another master key, naming the key and the table', async () => {
    const pglite = await PGlite.create();
    cleanups.push(() => pglite.close());
    const db = drizzle(pglite);
    const t = await startIdentity({ db, kind: 'pglite', masterKey: master });
    cleanups.push(() => t.close());
    const wrong = await createIdentity({
      issuer: t.base,
      db,
      kind: 'pglite',
      dataDir: t.dataDir,
      masterKey: otherMaster,
      devTools: false,
      redirectUris: [],
      postLogoutRedirectUris: [],
    });
    const app = Fastify({ logger: false });
    cleanups.push(async () => {
      await app.close();
      await wrong.close();
    });
    await expect(wrong.register(app)).rejects.toThrow(
      /identity: the setting "jwks" \(identity\.settings\) does not open with the master key from IDENTITY_MASTER_KEY/,
    );
  }, 180_000);
});
