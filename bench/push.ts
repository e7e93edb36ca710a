// `npm run bench -- push`: web push jobs sent per second to a local test endpoint (issue #14):
// N notifications (an announcement to N users with one browser subscription each) delivered by the
// durable `push.deliver` job (claim, load, encrypt, POST, record the delivery, finish), against a
// bare loop of `webpush.generateRequestDetails` + POST over the same keep-alive connection without
// the queue or the database, in the same run. Rounds alternate bare/app; medians are reported.
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { buildApp, type App } from '../apps/server/src/app.ts';
import { PUSH_CONCURRENCY } from '../apps/server/src/modules/push/service.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, rowsOf, type Database } from '../apps/server/src/db/client.ts';
import { pushSubscriptions } from '../apps/server/src/db/schema.ts';
import { fmt, median, round } from './lib.ts';

const N = Number(process.env.BENCH_PUSH_N ?? 2000);
const ROUNDS = 2;

/** The stand-in push service: answers 201 to every POST and counts them. */
async function startEndpoint() {
  let received = 0;
  let waiter: { count: number; resolve: () => void } | undefined;
  const server = http.createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      res.writeHead(201).end();
      if (waiter && received >= waiter.count) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get received() {
      return received;
    },
    reset: () => void (received = 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Sub {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The baseline: encrypt and POST each message in a loop, one at a time, no queue, no database. */
async function bare(subs: Sub[], vapid: { subject: string; publicKey: string; privateKey: string }): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const payload = JSON.stringify({
    notification_id: '1',
    key: 'announcement',
    title: 'Matchday',
    body: 'Kick-off in one hour',
    url: '/notifications/1',
    tag: 'notification-1',
  });
  const started = performance.now();
  for (const [i, sub] of subs.entries()) {
    const details = webpush.generateRequestDetails(sub, payload, {
      vapidDetails: vapid,
      TTL: 86_400,
      topic: `n${i}`,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    });
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(details.headers)) headers[k] = String(v);
    await new Promise<void>((resolve, reject) => {
      const req = http.request(sub.endpoint, { method: 'POST', agent, headers }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 201 ? resolve() : reject(new Error(`status ${res.statusCode}`))));
      });
      req.on('error', reject);
      req.end(details.body);
    });
  }
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return subs.length / seconds;
}

/** One app round: an announcement to every user (N jobs enqueued in one statement), then the worker drains them. */
async function viaQueue(app: App, userIds: number[], endpoint: { received: number; reset(): void }): Promise<number> {
  endpoint.reset();
  const notified = await app.notifications.notifyMany({
    userIds,
    key: 'announcement',
    parameters: { title: 'Matchday', body: 'Kick-off in one hour' },
  });
  if (notified.length !== userIds.length) throw new Error(`only ${notified.length} notifications were created`);
  const started = performance.now();
  while (await app.jobs.runOnce()) {
    // the worker's own loop, without its poll pauses
  }
  const seconds = (performance.now() - started) / 1000;
  if (endpoint.received !== userIds.length) {
    throw new Error(`the endpoint received ${endpoint.received} of ${userIds.length} pushes`);
  }
  return userIds.length / seconds;
}

/** Runs the push figure and prints it; true when it completed. */
export async function runPushOnly(log: (line: string) => void): Promise<boolean> {
  log(
    `Tribune bench: web push delivery (issue #14), ${N} notifications, ${os.cpus().length} cores, node ${process.version}`,
  );
  const endpoint = await startEndpoint();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-bench-push-'));
  let database: Database | undefined;
  let app: App | undefined;
  try {
    const url = process.env.BENCH_DATABASE_URL;
    database = url ? await openDatabase({ databaseUrl: url }) : await openDatabase({ pglite: await PGlite.create() });
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      TRIBUNE_DATA_DIR: dataDir,
      PUSH_PRIVATE_ENDPOINTS_ALLOWED: `127.0.0.1:${endpoint.port}`,
    });
    app = await buildApp({
      config,
      database,
      logger: false,
      seedContent: false,
      embeddedIdentity: false,
      rateLimits: false,
    });
    await app.ready();
    await app.jobs.stop(); // the bench drains the queue itself
    const db = app.database.db;
    const tag = randomBytes(4).toString('hex');
    const userIds = rowsOf<{ id: string }>(
      await db.execute(sql`insert into users (uid, display_name, slug)
        select 'bench-push-' || ${tag} || '-' || g, 'Fan ' || g, 'bench-push-' || ${tag} || '-' || g
        from generate_series(1, ${N}) g returning id`),
    ).map((r) => Number(r.id));
    const subs: Sub[] = userIds.map((id) => ({
      endpoint: `http://127.0.0.1:${endpoint.port}/push/${tag}/${id}`,
      keys: {
        p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    }));
    for (let i = 0; i < subs.length; i += 500) {
      await db.insert(pushSubscriptions).values(
        subs.slice(i, i + 500).map((s, j) => ({
          userId: userIds[i + j]!,
          endpoint: s.endpoint,
          p256dh: s.keys.p256dh,
          auth: s.keys.auth,
        })),
      );
    }
    // The baseline signs with a pair of its own, as much work as the app's VAPID signing.
    const vapid = { subject: config.vapidSubject, ...webpush.generateVAPIDKeys() };
    log(`  ${N} users with one subscription each (${database.kind}); endpoint http://127.0.0.1:${endpoint.port}`);
    const bareRates: number[] = [];
    const appRates: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      endpoint.reset();
      const b = await bare(subs, vapid);
      bareRates.push(b);
      log(`  bare  round ${r + 1}: ${fmt(b)} pushes/s (generateRequestDetails + POST, no queue, no database)`);
      const a = await viaQueue(app, userIds, endpoint);
      appRates.push(a);
      log(`  queue round ${r + 1}: ${fmt(a)} push jobs/s (push.deliver: claim, load, encrypt, POST, record, done)`);
    }
    const appRate = median(appRates);
    const bareRate = median(bareRates);
    const result = {
      notifications: N,
      database: database.kind,
      appJobsPerSecond: round(appRate),
      bareSendsPerSecond: round(bareRate),
      ratio: round(appRate / bareRate, 2),
    };
    log(
      `  push jobs sent: ${fmt(appRate)}/s against a bare ${fmt(bareRate)}/s: ratio ${result.ratio} (one worker per process, up to ${PUSH_CONCURRENCY} deliveries at once)`,
    );
    log(`BENCH_JSON ${JSON.stringify({ push: result })}`);
    return true;
  } catch (err) {
    log(`  FAILED: ${err instanceof Error ? err.message : String(err)}`);
    return false;
  } finally {
    await app?.close();
    await database?.close();
    await endpoint.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
