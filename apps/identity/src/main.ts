/**
 * Runs the identity service alone on its own Fastify (production split). Environment:
 * PORT, PUBLIC_URL, DATABASE_URL (else PGlite in TRIBUNE_DATA_DIR), REDIS_URL, SMTP_URL,
 * NATIVE_REDIRECT_URI, INSTANCE_NAME, NODE_ENV, HOST, DEV_TOOLS (0/1: the mail outbox page, loopback only),
 * IDENTITY_MASTER_KEY (seals the signing and cookie keys; else generated into TRIBUNE_DATA_DIR/identity-master.key).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { createIdentity, type IdentityOptions } from './index.ts';
import { loadKeyFile } from './sealing.ts';

const env = process.env;
const port = Number(env.PORT ?? 3001);
const issuer = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
const dataDir = path.resolve(env.TRIBUNE_DATA_DIR ?? '.tribune');
const production = env.NODE_ENV === 'production';
const host = env.HOST ?? '0.0.0.0';
if (!['', undefined, '0', '1'].includes(env.DEV_TOOLS)) {
  throw new Error(`DEV_TOOLS must be 0 or 1, got "${env.DEV_TOOLS}"`);
}
const devTools = env.DEV_TOOLS === '1';
if (devTools && production) throw new Error('DEV_TOOLS must not be set in production (NODE_ENV=production)');
if (devTools && !/^(localhost|127\.\d+\.\d+\.\d+|::1|\[::1\])$/.test(host)) {
  throw new Error(`DEV_TOOLS=1 needs a loopback HOST (127.0.0.1, ::1, localhost), got HOST="${host}"`);
}

const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'info' }, trustProxy: true });

async function openDb(): Promise<{ db: IdentityOptions['db']; kind: IdentityOptions['kind']; close(): Promise<void> }> {
  if (env.DATABASE_URL) {
    const pg = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
    pool.on('error', (err) => app.log.warn({ err }, 'idle PostgreSQL client failed'));
    return { db: drizzle(pool), kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = path.join(dataDir, 'pgdata-identity');
  await fs.mkdir(dir, { recursive: true });
  const pglite = await PGlite.create({ dataDir: dir });
  return { db: drizzle(pglite), kind: 'pglite', close: () => pglite.close() };
}

const database = await openDb();
const redis = env.REDIS_URL ? new (await import('ioredis')).Redis(env.REDIS_URL) : undefined;
const identity = await createIdentity({
  issuer,
  db: database.db,
  kind: database.kind,
  dataDir,
  // Its own master key when it runs alone: IDENTITY_MASTER_KEY, else one generated into the data folder.
  masterKey: await loadKeyFile(
    env.IDENTITY_MASTER_KEY,
    'IDENTITY_MASTER_KEY',
    path.join(dataDir, 'identity-master.key'),
  ),
  devTools,
  smtpUrl: env.SMTP_URL,
  redis,
  redirectUris: [`${issuer}/account/redirect`, env.NATIVE_REDIRECT_URI ?? 'tribune://account/redirect'],
  postLogoutRedirectUris: [`${issuer}/`],
  instanceName: () => env.INSTANCE_NAME ?? 'Tribune',
  logger: app.log,
});
await identity.migrate();
await identity.register(app);
await app.listen({ port, host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      await app.close();
      await identity.close();
      redis?.disconnect();
      await database.close();
      process.exit(0);
    })();
  });
}
