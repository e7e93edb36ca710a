import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notificationPath, resolveRouteWords } from '@tribune/domain';
import type { App } from '../src/app.ts';
import { rowsOf, type Db } from '../src/db/client.ts';
import { PUSH_DELIVER_JOB } from '../src/modules/push/service.ts';
import { createPeerApp, createTestApp, type TestApp } from './helpers.ts';
import { bearer, createTestKeys, tokenFor, type TestKeys } from './tokens.ts';

// http_ece comes with web-push (no types): the reference implementation of RFC 8188.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: ECDH; authSecret: Buffer }): Buffer;
};

/** What the stand-in push service received. */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  status: number;
}

/**
 * A local HTTP server standing in for a browser vendor's push service (the one mock of these
 * tests): it records every POST and answers the next queued status (201 when none is queued).
 */
async function startPushService() {
  const received: Received[] = [];
  const answers: Array<{ status: number; headers?: Record<string, string> }> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = answers.shift() ?? { status: 201 };
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks), status: answer.status });
      res.writeHead(answer.status, answer.headers ?? {});
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: a P-256 key pair and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString('base64url'), authText: auth.toString('base64url') };
}

type Browser = ReturnType<typeof browserKeys>;

const subscriptionJson = (endpoint: string, b: Browser) =>
  JSON.stringify({
    webpush: { endpoint, expirationTime: null, keys: { p256dh: b.p256dh, auth: b.authText } },
    saved: true,
  });

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  return Number((await rows<{ n: number }>(db, query))[0]?.n ?? 0);
}

/** Runs the app's due jobs now (the test controls the worker; it was stopped at start). */
async function drain(app: App): Promise<void> {
  while (await app.jobs.runOnce()) {
    // next
  }
}

const makeJobsDue = (db: Db) =>
  db.execute(sql`update jobs set run_at = now() where kind = ${PUSH_DELIVER_JOB} and status = 'queued'`);

describe('web push: VAPID key, subscriptions, encrypted delivery, retries and preferences', () => {
  let keys: TestKeys;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let t: TestApp;
  let db: Db;
  let alice: string;
  let bob: string;
  let aliceId: number;
  let bobId: number;

  const put = (app: App, token: string, body: unknown) =>
    app.inject({ method: 'PUT', url: '/auth', headers: bearer(token), payload: body as object });

  async function newApp(): Promise<TestApp> {
    const app = await createTestApp(
      { pushPrivateEndpointsAllowed: [`127.0.0.1:${push.port}`] },
      { jwks: () => keys.jwks },
    );
    await app.app.ready();
    // The test runs the jobs itself (drain), so nothing races it.
    await app.app.jobs.stop();
    return app;
  }

  async function userId(app: App, token: string): Promise<number> {
    return Number((await app.inject({ method: 'GET', url: '/v2/user/show', headers: bearer(token) })).json().data.id);
  }

  async function subscribe(app: App, token: string, path: string): Promise<Browser> {
    const b = browserKeys();
    const res = await put(app, token, { notification_token: subscriptionJson(`${push.base}${path}`, b) });
    expect(res.statusCode, res.body).toBe(200);
    return b;
  }

  /** A reply to Alice's comment on a content, by Bob (a real notification through the inbox). */
  async function replyToAlice(app: App): Promise<number> {
    const notified = await app.notifications.notify({
      userId: aliceId,
      key: 'comment.replied',
      actorId: bobId,
      parameters: {
        serialized_resource: {
          type: 'comment',
          id: '77',
          parent: { type: 'content', id: '5', slug: 'match-report' },
        },
      },
    });
    expect(notified?.created).toBe(true);
    return notified!.id;
  }

  beforeAll(async () => {
    keys = await createTestKeys();
    push = await startPushService();
    t = await newApp();
    db = t.app.database.db;
    alice = await tokenFor(keys, { sub: 'uid-push-alice', name: 'Alice', slug: 'alice' });
    bob = await tokenFor(keys, { sub: 'uid-push-bob', name: 'Bob', slug: 'bob' });
    aliceId = await userId(t.app, alice);
    bobId = await userId(t.app, bob);
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });
  afterEach(async () => {
    push.received.length = 0;
    push.answers.length = 0;
    await db.execute(sql`delete from push_subscriptions`);
    await db.execute(sql`delete from notification_preferences`);
    await db.execute(sql`delete from jobs where kind = ${PUSH_DELIVER_JOB}`);
    await db.execute(sql`update users set notification_token = null`);
  });

  it('answers a stable VAPID public key, the same on two instances of one database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/webpush/vapid' });
    expect(res.statusCode).toBe(200);
    const key = res.json().vapid_public_key as string;
    expect(Object.keys(res.json())).toEqual(['vapid_public_key']);
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const peer = await createPeerApp(t, { jwks: () => keys.jwks });
    try {
      const again = await peer.app.inject({ method: 'GET', url: '/webpush/vapid' });
      expect(again.json().vapid_public_key).toBe(key);
    } finally {
      await peer.close();
    }
    expect(await count(db, sql`select count(*)::int as n from server_secrets where name = 'webpush_vapid'`)).toBe(1);
  });

  it('uses the VAPID keys of the environment when they are set', async () => {
    const env = webpush.generateVAPIDKeys();
    const own = await createTestApp({ vapidKeys: env }, { jwks: () => keys.jwks });
    try {
      const res = await own.app.inject({ method: 'GET', url: '/webpush/vapid' });
      expect(res.json().vapid_public_key).toBe(env.publicKey);
    } finally {
      await own.close();
    }
  });

  it.each([
    ['a cloud metadata address', 'http://169.254.169.254/latest/meta-data', 'https'],
    ['the metadata address over https', 'https://169.254.169.254/push', 'push service'],
    ['a host outside the allowlist', 'https://push.evil.example/abc', 'push service'],
    ['an allowed name as a prefix of another', 'https://fcm.googleapis.com.evil.example/x', 'push service'],
    ['an allowed host on another port', 'https://fcm.googleapis.com:8443/fcm/send/x', 'port'],
    ['an allowed host over http', 'http://fcm.googleapis.com/fcm/send/x', 'https'],
    ['a private address on a port that is not allowed', 'http://127.0.0.1:1/push', 'https'],
  ])('refuses a subscription to %s with 422 and saves nothing', async (_what, endpoint, message) => {
    const b = browserKeys();
    const res = await put(t.app, alice, { notification_token: subscriptionJson(endpoint, b) });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().errors.notification_token.join(' ')).toContain(message);
    expect(await count(db, sql`select count(*)::int as n from push_subscriptions`)).toBe(0);
    const show = await t.app.inject({ method: 'GET', url: '/v2/user/show', headers: bearer(alice) });
    expect(show.json().data.attributes.notification_token).toBeNull();
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret, and JSON that is no subscription', async () => {
    const b = browserKeys();
    const offCurve = Buffer.from(b.ecdh.getPublicKey());
    offCurve[64]! ^= 1;
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    for (const [token, message] of [
      [JSON.stringify({ endpoint, keys: { p256dh: offCurve.toString('base64url'), auth: b.authText } }), 'p256dh'],
      [JSON.stringify({ endpoint, keys: { p256dh: b.p256dh.slice(0, 40), auth: b.authText } }), 'p256dh'],
      [JSON.stringify({ endpoint, keys: { p256dh: b.p256dh, auth: randomBytes(8).toString('base64url') } }), 'auth'],
      [JSON.stringify({ endpoint }), 'web push subscription'],
      [JSON.stringify({ webpush: 'x' }), 'web push subscription'],
    ] as const) {
      const res = await put(t.app, alice, { notification_token: token });
      expect(res.statusCode, token).toBe(422);
      expect(res.json().errors.notification_token.join(' ')).toContain(message);
    }
    expect(await count(db, sql`select count(*)::int as n from push_subscriptions`)).toBe(0);
  });

  it('saves a bare subscription at an allowed push service, moves an endpoint to its new user, and removes it on null', async () => {
    const b = browserKeys();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
    const bare = JSON.stringify({ endpoint, keys: { p256dh: b.p256dh, auth: b.authText } });
    expect((await put(t.app, alice, { notification_token: bare })).statusCode).toBe(200);
    const owner = () => rows<{ user_id: string }>(db, sql`select user_id from push_subscriptions`);
    expect((await owner()).map((r) => Number(r.user_id))).toEqual([aliceId]);
    // The browser changes hands: Bob signs in on it.
    expect((await put(t.app, bob, { notification_token: bare })).statusCode).toBe(200);
    expect((await owner()).map((r) => Number(r.user_id))).toEqual([bobId]);
    // Alice clearing her token does not touch Bob's subscription; Bob clearing his removes it.
    expect((await put(t.app, alice, { notification_token: null })).statusCode).toBe(200);
    expect(await owner()).toHaveLength(1);
    expect((await put(t.app, bob, { notification_token: '' })).statusCode).toBe(200);
    expect(await owner()).toHaveLength(0);
  });

  it('delivers a new notification encrypted (aes128gcm) with a VAPID header, once, to a closed app', async () => {
    const b = await subscribe(t.app, alice, '/push/alice-1');
    const id = await replyToAlice(t.app);
    await drain(t.app);
    expect(push.received).toHaveLength(1);
    const [got] = push.received;
    expect(got!.path).toBe('/push/alice-1');
    expect(got!.headers['content-encoding']).toBe('aes128gcm');
    expect(got!.headers.ttl).toBe('86400');
    expect(got!.headers.topic).toBe(`n${id}`);
    expect(got!.headers.urgency).toBe('normal');
    // The VAPID header: a JWT for the push service's origin, signed with the key the app hands out.
    const auth = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(String(got!.headers.authorization));
    expect(auth).not.toBeNull();
    const vapid = (await t.app.inject({ method: 'GET', url: '/webpush/vapid' })).json().vapid_public_key as string;
    expect(auth![2]).toBe(vapid);
    const point = Buffer.from(vapid, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(auth![1]!, key, { audience: push.base });
    expect(claims.sub).toMatch(/^(mailto:|https:)/);
    // The body decrypts with the browser's private key and auth secret only.
    const plain = JSON.parse(
      ece.decrypt(got!.body, { version: 'aes128gcm', privateKey: b.ecdh, authSecret: b.auth }).toString(),
    );
    const url = notificationPath(
      {
        id: String(id),
        key: 'comment.replied',
        parameters: {
          serialized_resource: {
            type: 'comment',
            id: '77',
            parent: { type: 'content', id: '5', slug: 'match-report' },
          },
        },
      },
      resolveRouteWords({}),
      'en',
    );
    expect(plain).toEqual({
      notification_id: String(id),
      key: 'comment.replied',
      title: 'New reply',
      body: 'Bob replied to your comment',
      url,
      tag: `notification-${id}`,
    });
    expect(url).toContain('match-report');
    expect(await count(db, sql`select count(*)::int as n from push_deliveries where notification_id = ${id}`)).toBe(1);
    expect(
      (await rows<{ last_sent_at: unknown }>(db, sql`select last_sent_at from push_subscriptions`))[0]!.last_sent_at,
    ).not.toBeNull();
    // Running the job again (a duplicate) sends nothing more.
    await t.app.jobs.enqueue(PUSH_DELIVER_JOB, { notification_id: id });
    await drain(t.app);
    expect(push.received).toHaveLength(1);
  });

  it('writes the payload in the user’s language, and a fold does not push again', async () => {
    expect((await put(t.app, alice, { locale: 'de' })).statusCode).toBe(200);
    try {
      const b = await subscribe(t.app, alice, '/push/alice-de');
      const like = (actorId: number) =>
        t.app.notifications.notify({
          userId: aliceId,
          key: 'comment.liked',
          actorId,
          groupKey: 'comment:88:likes',
          parameters: { serialized_resource: { type: 'comment', id: '88' } },
        });
      // Likes push only when the user turned it on.
      await db.execute(sql`insert into notification_preferences (user_id, kinds)
        values (${aliceId}, ${JSON.stringify({ 'comment.liked': { push: true } })}::jsonb)`);
      const first = await like(bobId);
      await drain(t.app);
      expect(push.received).toHaveLength(1);
      const plain = JSON.parse(
        ece
          .decrypt(push.received[0]!.body, { version: 'aes128gcm', privateKey: b.ecdh, authSecret: b.auth })
          .toString(),
      );
      expect(plain.title).not.toBe('New like');
      expect(plain.body).toContain('Bob');
      expect(push.received[0]!.headers.urgency).toBe('low');
      const carol = await tokenFor(keys, { sub: 'uid-push-carol', name: 'Carol', slug: 'carol' });
      const second = await like(await userId(t.app, carol));
      expect(second?.created).toBe(false);
      expect(second?.id).toBe(first?.id);
      await drain(t.app);
      expect(push.received).toHaveLength(1);
    } finally {
      await put(t.app, alice, { locale: 'en' });
    }
  });

  it('drops a subscription the push service reports gone (410)', async () => {
    await subscribe(t.app, alice, '/push/gone');
    push.answers.push({ status: 410 });
    const id = await replyToAlice(t.app);
    await drain(t.app);
    expect(push.received.map((r) => r.status)).toEqual([410]);
    expect(await count(db, sql`select count(*)::int as n from push_subscriptions`)).toBe(0);
    const [job] = await rows<{ status: string }>(
      db,
      sql`select status from jobs where kind = ${PUSH_DELIVER_JOB} and payload->>'notification_id' = ${String(id)}`,
    );
    expect(job!.status).toBe('done');
  });

  it('waits for the push service’s Retry-After on 429', async () => {
    await subscribe(t.app, alice, '/push/busy');
    push.answers.push({ status: 429, headers: { 'retry-after': '600' } });
    await replyToAlice(t.app);
    await drain(t.app);
    const [job] = await rows<{ status: string; attempts: number; delay_s: number }>(
      db,
      sql`select status, attempts, extract(epoch from (run_at - now()))::int as delay_s
        from jobs where kind = ${PUSH_DELIVER_JOB}`,
    );
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.delay_s).toBeGreaterThanOrEqual(590);
  });

  it('sends exactly once when the server restarts during a retry', async () => {
    // Its own app: this one is closed half-way and another takes over its database.
    const first = await newApp();
    let second: TestApp | undefined;
    try {
      const a = await tokenFor(keys, { sub: 'uid-push-restart-a', name: 'Ann', slug: 'ann' });
      const b = await tokenFor(keys, { sub: 'uid-push-restart-b', name: 'Ben', slug: 'ben' });
      const annId = await userId(first.app, a);
      const benId = await userId(first.app, b);
      const browser = browserKeys();
      const phone = browserKeys();
      const fdb = first.app.database.db;
      expect(
        (await put(first.app, a, { notification_token: subscriptionJson(`${push.base}/push/ann-laptop`, browser) }))
          .statusCode,
      ).toBe(200);
      expect(
        (await put(first.app, a, { notification_token: subscriptionJson(`${push.base}/push/ann-phone`, phone) }))
          .statusCode,
      ).toBe(200);
      const notified = await first.app.notifications.notify({ userId: annId, key: 'comment.replied', actorId: benId });
      // The laptop's push service accepts, the phone's fails: the job retries.
      push.answers.push({ status: 201 }, { status: 500 });
      await drain(first.app);
      expect(push.received.map((r) => [r.path, r.status])).toEqual([
        ['/push/ann-laptop', 201],
        ['/push/ann-phone', 500],
      ]);
      const [job] = await rows<{ status: string; attempts: number }>(
        fdb,
        sql`select status, attempts from jobs where kind = ${PUSH_DELIVER_JOB}`,
      );
      expect(job).toMatchObject({ status: 'queued', attempts: 1 });
      // The server goes away before the retry; another one starts on the same database.
      await first.app.close();
      second = await createPeerApp(
        first,
        { jwks: () => keys.jwks },
        { pushPrivateEndpointsAllowed: [`127.0.0.1:${push.port}`] },
      );
      await second.app.ready();
      await second.app.jobs.stop();
      await makeJobsDue(second.app.database.db);
      await drain(second.app);
      // Only the phone is retried; the laptop got it once.
      expect(push.received.map((r) => [r.path, r.status])).toEqual([
        ['/push/ann-laptop', 201],
        ['/push/ann-phone', 500],
        ['/push/ann-phone', 201],
      ]);
      const plain = JSON.parse(
        ece
          .decrypt(push.received[2]!.body, { version: 'aes128gcm', privateKey: phone.ecdh, authSecret: phone.auth })
          .toString(),
      );
      expect(plain.notification_id).toBe(String(notified!.id));
      await makeJobsDue(second.app.database.db);
      await drain(second.app);
      await second.app.jobs.enqueue(PUSH_DELIVER_JOB, { notification_id: notified!.id });
      await drain(second.app);
      expect(push.received).toHaveLength(3);
      expect(
        await count(
          second.app.database.db,
          sql`select count(*)::int as n from push_deliveries where notification_id = ${notified!.id}`,
        ),
      ).toBe(2);
    } finally {
      await second?.close();
      await first.close();
    }
  });

  it('sends no push when the kind’s push is off or in quiet hours, while the inbox still has the notification', async () => {
    await subscribe(t.app, alice, '/push/prefs');
    const inbox = async (id: number) => count(db, sql`select count(*)::int as n from notifications where id = ${id}`);
    // Push off for replies: no job at all.
    await db.execute(sql`insert into notification_preferences (user_id, kinds)
      values (${aliceId}, ${JSON.stringify({ 'comment.replied': { push: false } })}::jsonb)`);
    const off = await replyToAlice(t.app);
    expect(await count(db, sql`select count(*)::int as n from jobs where kind = ${PUSH_DELIVER_JOB}`)).toBe(0);
    await drain(t.app);
    expect(await inbox(off)).toBe(1);
    // Push on, but now is inside the quiet hours (a window of 23 h 59 min around now, in the user's zone).
    const now = new Date();
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    await db.execute(sql`update notification_preferences set kinds = '{}'::jsonb,
      quiet_start = ${hhmm(new Date(now.getTime() - 60_000))}, quiet_end = ${hhmm(new Date(now.getTime() - 120_000))},
      time_zone = 'UTC' where user_id = ${aliceId}`);
    const quiet = await replyToAlice(t.app);
    await drain(t.app);
    expect(await inbox(quiet)).toBe(1);
    // The job ran and is done: skipped, not delayed.
    const states = await rows<{ status: string }>(db, sql`select status from jobs where kind = ${PUSH_DELIVER_JOB}`);
    expect(states.map((s) => s.status)).toEqual(['done']);
    // Push switched off after the job was queued: the job decides at send time.
    await db.execute(
      sql`update notification_preferences set quiet_start = null, quiet_end = null where user_id = ${aliceId}`,
    );
    const late = await replyToAlice(t.app);
    await db.execute(sql`update notification_preferences set kinds = ${JSON.stringify({ 'comment.replied': { push: false } })}::jsonb
      where user_id = ${aliceId}`);
    await drain(t.app);
    expect(await inbox(late)).toBe(1);
    expect(push.received).toHaveLength(0);
  });

  it('DELETE /v2/push_subscriptions unsubscribes every browser of the user and clears the token', async () => {
    await subscribe(t.app, alice, '/push/one');
    await subscribe(t.app, alice, '/push/two');
    await subscribe(t.app, bob, '/push/bobs');
    expect((await t.app.inject({ method: 'DELETE', url: '/v2/push_subscriptions' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'DELETE', url: '/v2/push_subscriptions', headers: bearer(alice) });
    expect(res.statusCode).toBe(204);
    const left = await rows<{ user_id: string }>(db, sql`select user_id from push_subscriptions`);
    expect(left.map((r) => Number(r.user_id))).toEqual([bobId]);
    const show = await t.app.inject({ method: 'GET', url: '/v2/user/show', headers: bearer(alice) });
    expect(show.json().data.attributes.notification_token).toBeNull();
    await replyToAlice(t.app);
    await drain(t.app);
    expect(push.received).toHaveLength(0);
  });
});
