/**
 * A server's first start for seed-crash.int.test.ts, which kills it with SIGKILL at a random
 * moment: builds the app on SEED_CRASH_DATA_DIR (PGlite there) or SEED_CRASH_DATABASE_URL, which
 * migrates and seeds the demo instance, then lets it seed the demo contents in the background as
 * `npm start` does. Prints `loaded` once its modules are loaded (the test starts the next run's
 * process while it checks the last one) and waits for a line on stdin; then prints `building`,
 * builds, prints `done` once the demo is complete with its transcodes, and waits to be killed (a
 * crash after the seed).
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { waitForDemo } from './seed-crash-fixtures.ts';

const env = process.env;
const config = loadConfig({
  NODE_ENV: 'test',
  // SEED_CRASH_LOG_LEVEL=info: the server's log on stdout, for running this file by hand.
  LOG_LEVEL: env.SEED_CRASH_LOG_LEVEL || 'silent',
  TRIBUNE_DATA_DIR: env.SEED_CRASH_DATA_DIR,
  DATABASE_URL: env.SEED_CRASH_DATABASE_URL,
  VIDEO_MAX_RESOLUTION: env.SEED_CRASH_VIDEO_MAX_RESOLUTION,
  FFMPEG_PATH: env.FFMPEG_PATH,
  // The demo seed is what this test kills; the embedded chain has its own kill test (embedded-chain.int.test.ts).
  CHAIN: 'off',
});

const go = new Promise((resolve) => process.stdin.once('data', resolve));
// The test's process going away (a failed test) takes this one with it.
process.stdin.on('close', () => process.exit(2));
setTimeout(() => process.exit(3), 300_000).unref();

process.stdout.write('loaded\n');
await go;
process.stdout.write('building\n');
const app = await buildApp({ config, logger: !!env.SEED_CRASH_LOG_LEVEL, embeddedIdentity: false });
await app.ready();
await waitForDemo(app.database.db, 170_000);
process.stdout.write('done\n');
