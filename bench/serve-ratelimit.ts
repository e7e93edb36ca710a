// Child process of the rate-limit figure: ONE in-memory PGlite with 30 published contents, served by
// two real apps in this process: with the rate limits (memory store, budgets never reached) on the
// reported port, and without them (`rateLimits: false`) on `init.barePort`. Both verify the bench's
// own token keys, so the signed-in path (per-user and per-address budgets) is what is measured.
// `init.cpuPort` answers this process's CPU time, so the parent can divide it by the requests served.
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import type { JSONWebKeySet } from 'jose';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { awaitInit, benchApp } from './child.ts';

const init = (await awaitInit()) as { barePort: number; cpuPort: number; jwks: JSONWebKeySet; issuer: string };
const database = await openDatabase({ pglite: await PGlite.create() });
const env = { IDENTITY_MODE: 'external', IDENTITY_ISSUER: init.issuer };
const jwks = () => init.jwks;
const limited = await benchApp(database, env, { jwks });
const unlimited = await benchApp(database, env, { jwks, rateLimits: false });
for (let i = 0; i < 30; i++) {
  const row = await limited.admin.createContent({
    slug: `content-${i}`,
    content_type: 'article',
    title: { en: `Content number ${i}` },
    teaser: { en: 'A teaser of reasonable length for a list card on the home page.' },
    body: { en: `<p>${'Body text of the content, a few sentences long. '.repeat(5)}</p>` },
    tags: ['bench', `t${i % 5}`],
  });
  await limited.admin.setPublished(row.id, true);
}
const cpu = http.createServer((_req, res) => res.end(JSON.stringify(process.cpuUsage())));
await new Promise<void>((resolve) => cpu.listen(init.cpuPort, '127.0.0.1', resolve));
await unlimited.listen({ port: init.barePort, host: '127.0.0.1' });
await limited.listen({ port: 0, host: '127.0.0.1' });
const address = limited.server.address();
process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
