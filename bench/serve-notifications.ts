// Child process of the notifications bench. Mode 'app': the real Tribune app (PGlite on disk as
// `npm start` runs it, or PostgreSQL with `databaseUrl`) verifying the bench's own token keys; mode
// 'bare': a minimal `ws` server holding the same sockets. Both report `{ port, control }`: POST
// /run on the control port (loopback, not part of the app) creates notifications on a schedule in
// this process, stamping each with its creation time, so the parent measures creation to arrival.
import http from 'node:http';
import type { JSONWebKeySet } from 'jose';
import { WebSocketServer, type WebSocket } from 'ws';
import type { App } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { awaitInit, benchApp } from './child.ts';

const init = (await awaitInit()) as {
  mode: 'app' | 'bare';
  jwks?: JSONWebKeySet;
  issuer?: string;
  dataDir?: string;
  databaseUrl?: string;
};

/** One run: `batches` per second, each to `batchSize` recipients taken round-robin, for `seconds`. */
interface RunPlan {
  /** Recipients: user ids (app) or socket numbers (bare). */
  recipients: string[];
  batchesPerSecond: number;
  batchSize: number;
  seconds: number;
  /** 'many': one creation call per batch; 'single': one call per notification. */
  shape: 'many' | 'single';
}

/** High-resolution wall-clock milliseconds, comparable across processes on one machine. */
const now = () => performance.timeOrigin + performance.now();

let emit: (recipients: string[], shape: RunPlan['shape'], stamp: (i: number) => string) => Promise<number>;
let port = 0;

if (init.mode === 'app') {
  const jwks = init.jwks!;
  const app: App = await benchApp(
    await openDatabase(init.databaseUrl ? { databaseUrl: init.databaseUrl } : { dataDir: init.dataDir! }),
    { TRIBUNE_DATA_DIR: init.dataDir!, IDENTITY_MODE: 'external', IDENTITY_ISSUER: init.issuer! },
    { jwks: () => jwks },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  emit = async (recipients, shape, stamp) => {
    const notifications = app.notifications;
    if (shape === 'many') {
      const body = stamp(0);
      await notifications.announce(recipients.map(Number), { title: 'Matchday', body, promptDialog: false });
      return recipients.length;
    }
    await Promise.all(
      recipients.map((id, i) =>
        notifications.announce([Number(id)], { title: 'Matchday', body: stamp(i), promptDialog: false }),
      ),
    );
    return recipients.length;
  };
} else {
  const clients = new Map<string, WebSocket>();
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  wss.on('connection', (ws, req) => {
    const user = new URL(req.url ?? '/', 'http://bare').searchParams.get('u') ?? '';
    clients.set(user, ws);
    ws.on('close', () => clients.delete(user));
  });
  const address = wss.address();
  port = typeof address === 'object' && address ? address.port : 0;
  let id = 0;
  // The same frame the app sends: serialised once per notification, sent to its recipient.
  emit = async (recipients, shape, stamp) => {
    for (let i = 0; i < recipients.length; i++) {
      const at = new Date().toISOString();
      const frame = JSON.stringify({
        type: 'notification',
        notification: {
          id: String(++id),
          type: 'notification',
          attributes: {
            key: 'announcement',
            opened_at: null,
            prompt_dialog: false,
            parameters: { title: 'Matchday', body: stamp(shape === 'many' ? 0 : i) },
            created_at: at,
            updated_at: at,
          },
        },
        open_notifications: 1,
      });
      clients.get(recipients[i]!)?.send(frame);
    }
    return recipients.length;
  };
}

/** Runs a plan; resolves with how many notifications were created and how many calls failed. */
async function run(plan: RunPlan): Promise<{ created: number; errors: number; callP50Ms: number; callP99Ms: number }> {
  const started = performance.now();
  const total = Math.round(plan.batchesPerSecond * plan.seconds);
  let created = 0;
  let errors = 0;
  let next = 0;
  let cursor = 0;
  const pending: Promise<void>[] = [];
  const calls: number[] = [];
  while (next < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * plan.batchesPerSecond) + 1);
    for (; next < due; next++) {
      const batch: string[] = [];
      for (let k = 0; k < plan.batchSize; k++) batch.push(plan.recipients[cursor++ % plan.recipients.length]!);
      const t0 = now();
      const seq = next;
      pending.push(
        emit(batch, plan.shape, (i) => `${seq}.${i}|${t0}`).then(
          (n) => {
            calls.push(now() - t0);
            created += n;
          },
          () => void errors++,
        ),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(pending);
  calls.sort((a, b) => a - b);
  const callP50Ms = calls[Math.floor(calls.length / 2)] ?? 0;
  const callP99Ms = calls[Math.min(calls.length - 1, Math.ceil(calls.length * 0.99) - 1)] ?? 0;
  return { created, errors, callP50Ms, callP99Ms };
}

const control = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    run(JSON.parse(body) as RunPlan).then(
      (result) => res.end(JSON.stringify(result)),
      (err: unknown) => {
        res.statusCode = 500;
        res.end(String(err));
      },
    );
  });
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
const controlAddress = control.address();
process.send!({ port, control: typeof controlAddress === 'object' && controlAddress ? controlAddress.port : 0 });
