// Child process of the chat bench. Mode 'app': the real Tribune app on the embedded database (PGlite
// in a data directory on disk, as `npm start` runs it) or on PostgreSQL (`databaseUrl`), its logger at info to /dev/null, verifying
// the bench's own token keys. Mode 'bare': a minimal `ws` relay that forwards `{to, content}` from a
// sender socket to the recipient's socket. Reports `{ port }` over IPC.
import type { JSONWebKeySet } from 'jose';
import { WebSocketServer, type WebSocket } from 'ws';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { awaitInit, benchApp } from './child.ts';

// `issuer` and `jwks`: the bench signs its own tokens; the app runs with an external identity.
const init = (await awaitInit()) as {
  mode: 'app' | 'bare';
  jwks?: JSONWebKeySet;
  issuer?: string;
  dataDir?: string;
  /** A PostgreSQL database for the app instead of PGlite in `dataDir`. */
  databaseUrl?: string;
};

let port = 0;
if (init.mode === 'app') {
  const jwks = init.jwks!;
  const app = await benchApp(
    await openDatabase(init.databaseUrl ? { databaseUrl: init.databaseUrl } : { dataDir: init.dataDir! }),
    { TRIBUNE_DATA_DIR: init.dataDir!, IDENTITY_MODE: 'external', IDENTITY_ISSUER: init.issuer! },
    { jwks: () => jwks },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
} else {
  const clients = new Map<string, WebSocket>();
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  wss.on('connection', (ws, req) => {
    const user = new URL(req.url ?? '/', 'http://relay').searchParams.get('u') ?? '';
    clients.set(user, ws);
    ws.on('close', () => clients.delete(user));
    // The same work per frame as a relay must do at least: parse, look up, serialise, send.
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { to: string; content: string };
      clients.get(frame.to)?.send(JSON.stringify({ type: 'message', content: frame.content }));
    });
  });
  const address = wss.address();
  port = typeof address === 'object' && address ? address.port : 0;
}
process.send!({ port });
