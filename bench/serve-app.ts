// Child process of the bench: the real Tribune app on an in-memory PGlite, its real logger at
// LOG_LEVEL=info writing to stdout (which the bench points at /dev/null). Reports `{ port }` over IPC.
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { awaitInit, benchApp } from './child.ts';

await awaitInit();
const app = await benchApp(await openDatabase({ pglite: await PGlite.create() }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
