// The child side of the bench's IPC handshake (see startChild in lib.ts), and the app it measures.
import { buildApp, type App, type BuildOptions } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';

/** Says hello to the parent and resolves with the init message it answers with. */
export function awaitInit(): Promise<unknown> {
  return new Promise((resolve) => {
    process.once('message', resolve);
    process.send!({ hello: true });
  });
}

/**
 * The real app as the bench measures it: on the given (in-memory PGlite) database, its real logger at
 * LOG_LEVEL=info, no Redis, and without the demo content seed (its ffmpeg work in the background
 * would run inside the measured rounds).
 */
export async function benchApp(
  database: Database,
  env: Record<string, string> = {},
  /** Further build options (the chat bench passes its own token keys as `jwks`). */
  extra: Partial<BuildOptions> = {},
): Promise<App> {
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
    REDIS_URL: '',
    // The load comes from one address and user: limits on (their cost is measured), never reached.
    RATE_LIMIT_FACTOR: '10000',
    // The in-process web build sets NODE_ENV=production for the children; their mail goes to the
    // outbox as a plain start's does (production refuses that without this flag).
    MAIL_OUTBOX_IN_PRODUCTION: '1',
    ...env,
  });
  return buildApp({ config, database, seedContent: false, ...extra });
}
