/**
 * A whole server in a process of its own, for value-crash.int.test.ts, which kills it with SIGKILL
 * under a load of value moves: the embedded chain in CRASH_DATA_DIR/chain, PGlite in CRASH_DATA_DIR
 * (or CRASH_DATABASE_URL), access tokens checked against the key set in CRASH_JWKS, admins from
 * CRASH_ADMIN_EMAIL. Prints `ready <port>` once it listens and its chain is up (the write-ahead
 * recovery has run by then).
 */
import type { JSONWebKeySet } from 'jose';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const env = process.env;
// The test's process going away (a failed test) takes this one with it.
process.stdin.on('close', () => process.exit(2));
process.stdin.resume();

const jwks = JSON.parse(env.CRASH_JWKS!) as JSONWebKeySet;
const config = loadConfig({
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  TRIBUNE_DATA_DIR: env.CRASH_DATA_DIR!,
  ...(env.CRASH_DATABASE_URL ? { DATABASE_URL: env.CRASH_DATABASE_URL } : {}),
  CHAIN: 'embedded',
  RATE_LIMIT_FACTOR: '1000',
  ADMIN_EMAILS: env.CRASH_ADMIN_EMAIL!,
  // The issuer the test's tokens name (test/tokens.ts).
  PUBLIC_URL: 'http://localhost:3000',
});
const app = await buildApp({ config, jwks: () => jwks, embeddedIdentity: false, seedContent: false });
await app.listen({ port: 0, host: '127.0.0.1' });
await app.chain.settled();
if (app.chain.status !== 'ready') {
  process.stderr.write(`chain ${app.chain.status}\n`);
  process.exit(4);
}
const address = app.server.address();
process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`);
