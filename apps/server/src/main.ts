import path from 'node:path';
import { DataFolderError, openDataFolder, PRIVATE_UMASK, secureDataFolderContents } from '@tribune/identity';
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';

/** The data folder's lock file: the pid of the one server that uses the folder. */
const LOCK_FILE = 'server.pid';

/**
 * Starts the server: configuration, the data folder (private, locked), database, listen, and a
 * graceful stop on SIGTERM/SIGINT.
 */
async function main(): Promise<void> {
  // Nothing this process creates (the data folder's files, ffmpeg's output) is open to other users.
  process.umask(PRIVATE_UMASK);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${err.message}\n`);
      process.exit(78);
    }
    throw err;
  }
  const startedAt = performance.now();
  // docs/DECISIONS.md "The data folder: private, one server each".
  let folder;
  try {
    folder = await openDataFolder(config.dataDir, LOCK_FILE);
  } catch (err) {
    if (err instanceof DataFolderError) {
      process.stderr.write(`Tribune cannot use its data folder: ${err.message}\n`);
      process.exit(78);
    }
    throw err;
  }
  const app = await buildApp({ config });
  if (folder.opened) {
    app.log.warn(
      { dataDir: config.dataDir, mode: folder.opened },
      'the data folder was open to other users (made by a version before private data folders); it is private now. ' +
        'Whoever could log in on this machine could read it: rotate the secrets in it (docs/DECISIONS.md "The data folder")',
    );
  }
  if (folder.lock.tookOverFrom) {
    app.log.warn(
      { lock: folder.lock.file, previous: folder.lock.tookOverFrom },
      'took over the lock of a server that is gone',
    );
  }
  // PGlite writes some files with modes of its own (its WebAssembly file system has an umask of
  // 0022 and sets modes explicitly): its folder is made private again once the database is open.
  const pgdata = app.database.kind === 'pglite' ? path.join(config.dataDir, 'pgdata') : undefined;
  const fixed = folder.fixed + (pgdata ? secureDataFolderContents(pgdata) : 0);
  if (fixed > 0)
    app.log.info({ dataDir: config.dataDir, files: fixed }, 'made files of the data folder private (0600/0700)');
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: app.database.kind, ms: Math.round(performance.now() - startedAt) },
    'Tribune is ready',
  );
  if (config.devTools && config.identityMode === 'embedded') {
    app.log.info(`development tools on: mail outbox at ${config.publicUrl}/identity/dev/outbox (loopback only)`);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('requests did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    app.close().then(
      () => {
        folder.lock.release();
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Tribune failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
