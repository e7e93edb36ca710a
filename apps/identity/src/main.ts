/**
 * Runs the identity service alone on its own Fastify (production split). Environment:
 * PORT, PUBLIC_URL, DATABASE_URL (else PGlite in TRIBUNE_DATA_DIR), REDIS_URL, SMTP_URL,
 * NATIVE_REDIRECT_URI, INSTANCE_NAME, NODE_ENV, HOST, DEV_TOOLS (0/1: the mail outbox page, loopback only),
 * MAIL_OUTBOX_IN_PRODUCTION (1: the outbox folder instead of SMTP_URL in production).
 * Its data folder is kept as the server keeps its own (private, locked by `identity.pid`).
 * IDENTITY_MASTER_KEY (seals the signing and cookie keys; else generated into TRIBUNE_DATA_DIR/identity-master.key).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { DataFolderError, openDataFolder, PRIVATE_UMASK, secureDataFolderContents } from './data-folder.ts';
import { createIdentity, type IdentityOptions } from './index.ts';
import { loadKeyFile } from './sealing.ts';

process.umask(PRIVATE_UMASK);
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

if (
  production &&
  !env.SMTP_URL &&
  !['1', 'true', 'yes'].includes((env.MAIL_OUTBOX_IN_PRODUCTION ?? '').toLowerCase())
) {
  process.stderr.write(
    'Configuration error: SMTP_URL is required with NODE_ENV=production: without it every mail (sign-in, verification ' +
      'and reset links) would be written to the outbox folder of the data folder. Set SMTP_URL, or ' +
      'MAIL_OUTBOX_IN_PRODUCTION=1 to write mail to the outbox on purpose.\n',
  );
  process.exit(78);
}
let folder: Awaited<ReturnType<typeof openDataFolder>>;
try {
  folder = await openDataFolder(dataDir, 'identity.pid');
} catch (err) {
  if (!(err instanceof DataFolderError)) throw err;
  process.stderr.write(`The identity service cannot use its data folder: ${err.message}\n`);
  process.exit(78);
}

const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'info' }, trustProxy: true });
if (folder.opened) {
  app.log.warn(
    { dataDir, mode: folder.opened },
    'the data folder was open to other users (made by a version before private data folders); it is private now: rotate the secrets in it',
  );
}

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
if (database.kind === 'pglite') secureDataFolderContents(path.join(dataDir, 'pgdata-identity'));
await identity.register(app);
await app.listen({ port, host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      await app.close();
      await identity.close();
      redis?.disconnect();
      await database.close();
      folder.lock.release();
      process.exit(0);
    })();
  });
}
