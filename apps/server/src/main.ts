import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';

/** Starts the server: configuration, database, listen, and a graceful stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
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
  const app = await buildApp({ config });
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
      () => process.exit(0),
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
