// Figures of issue #3 (accounts): password hash time, sign-ins per second per core, and the
// token refresh round trip, each next to a baseline measured in the same process and minute.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import { createIdentity, LOGIN_TOKEN_GRANT } from '@tribune/identity';
import { loadKeyFile } from '@tribune/identity/sealing';
import { freePort, median } from './lib.ts';

/** What the accounts bench measured. */
export interface AccountsResult {
  hashMs: number;
  hashInServerMs: number;
  verifyMs: number;
  owaspMinHashMs: number;
  signInsPerSecondPerCore: number;
  refreshMs: number;
  pingMs: number;
  refreshRatio: number;
  samples: { hash: number; refresh: number };
}

const HASH_SAMPLES = 15;
const REFRESH_SAMPLES = 60;

/** Times `fn` `n` times (after one warm-up) and returns the median in milliseconds. */
async function timeMedian(n: number, fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Runs the identity service in this process on an in-memory PGlite and measures the figures. */
export async function benchAccounts(log: (line: string) => void): Promise<AccountsResult> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-bench-identity-'));
  const pglite = await PGlite.create();
  const db = drizzle(pglite);
  const masterKey = await loadKeyFile(undefined, 'IDENTITY_MASTER_KEY', path.join(dataDir, 'identity-master.key'));
  const identityWith = (argon2?: { memoryCost: number; timeCost: number; parallelism: number }) =>
    createIdentity({
      issuer,
      db,
      kind: 'pglite',
      dataDir,
      masterKey,
      devTools: false,
      redirectUris: [`${issuer}/account/redirect`],
      postLogoutRedirectUris: [`${issuer}/`],
      argon2,
    });
  // The production parameters (no argon2 override) against OWASP's minimum, hashed alternately.
  const identity = await identityWith();
  const owasp = await identityWith({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const app = Fastify({ logger: false });
  try {
    // Hashing first, before the database and the HTTP server have warmed up anything.
    const hashes: number[] = [];
    const owaspHashes: number[] = [];
    for (let i = 0; i < HASH_SAMPLES; i++) {
      let t = performance.now();
      await identity.hashPassword(`correct horse battery ${i}`);
      hashes.push(performance.now() - t);
      t = performance.now();
      await owasp.hashPassword(`correct horse battery ${i}`);
      owaspHashes.push(performance.now() - t);
    }
    const hashMs = median(hashes);
    const owaspMinHashMs = median(owaspHashes);
    const stored = await identity.hashPassword('correct horse battery staple');
    const verifyMs = await timeMedian(HASH_SAMPLES, () =>
      identity.verifyPassword(stored, 'correct horse battery staple'),
    );
    log(
      `  argon2id hash ${hashMs.toFixed(1)} ms (OWASP minimum ${owaspMinHashMs.toFixed(1)} ms), verify ${verifyMs.toFixed(1)} ms`,
    );

    await identity.migrate();
    await identity.register(app);
    app.get('/ping', async () => ({ ok: true }));
    await app.listen({ port, host: '127.0.0.1' });
    // The same hash inside the running embedded server (PGlite's WebAssembly heap in the process).
    const hashInServerMs = await timeMedian(HASH_SAMPLES, () => identity.hashPassword('correct horse battery staple'));
    log(`  argon2id hash with the embedded database loaded ${hashInServerMs.toFixed(1)} ms`);

    const account = await identity.accounts.create({
      email: 'bench@example.test',
      password: 'correct horse battery staple',
      displayName: 'Bench Fan',
      emailVerified: true,
    });
    const tokenUrl = `${issuer}/oauth/token`;
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    const first = await fetch(
      tokenUrl,
      form({
        grant_type: LOGIN_TOKEN_GRANT,
        login_token: await identity.accounts.issueLoginToken(account.id),
        client_id: 'tribune-web',
      }),
    );
    if (!first.ok) throw new Error(`login-token grant answered ${first.status}: ${await first.text()}`);
    let refreshToken = ((await first.json()) as { refresh_token: string }).refresh_token;
    const refreshOnce = async () => {
      const res = await fetch(
        tokenUrl,
        form({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: 'tribune-web',
          redirect_uri: `${issuer}/account/redirect`,
        }),
      );
      if (!res.ok) throw new Error(`refresh answered ${res.status}: ${await res.text()}`);
      refreshToken = ((await res.json()) as { refresh_token: string }).refresh_token;
    };
    const ping = async () => {
      const res = await fetch(`${issuer}/ping`);
      await res.arrayBuffer();
    };
    // Alternate refresh and ping rounds so that both see the same machine noise.
    const refreshTimes: number[] = [];
    const pingTimes: number[] = [];
    for (let round = 0; round < 3; round++) {
      refreshTimes.push(await timeMedian(REFRESH_SAMPLES / 3, refreshOnce));
      pingTimes.push(await timeMedian(REFRESH_SAMPLES / 3, ping));
    }
    const refreshMs = median(refreshTimes);
    const pingMs = median(pingTimes);
    log(`  refresh round trip ${refreshMs.toFixed(2)} ms, plain Fastify GET ${pingMs.toFixed(2)} ms`);
    return {
      hashMs,
      hashInServerMs,
      verifyMs,
      owaspMinHashMs,
      signInsPerSecondPerCore: 1000 / verifyMs,
      refreshMs,
      pingMs,
      refreshRatio: refreshMs / pingMs,
      samples: { hash: HASH_SAMPLES, refresh: REFRESH_SAMPLES },
    };
  } finally {
    await app.close();
    await identity.close();
    await owasp.close();
    await pglite.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
