import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatRealtimeEvent } from '@tribune/domain';
import type { EventBus } from '../src/lib/event-bus.ts';
import { createTestApp, createTestBus, isErrorBody, type TestApp } from './helpers.ts';
import { openSocket, readySocket } from './realtime-client.ts';
import { createTestKeys, tokenFor, unsignedToken, type TestKeys } from './tokens.ts';

describe('realtime socket: authentication, delivery, ping and limits', () => {
  let keys: TestKeys;
  let t: TestApp;
  let bus: EventBus;
  const ids: Record<string, number> = {};
  const token = (sub: string, expiresIn?: number) => tokenFor(keys, { sub }, { expiresIn });

  beforeAll(async () => {
    keys = await createTestKeys();
    // A bus of its own: with REDIS_URL, other test files' events must not reach these sockets.
    bus = await createTestBus();
    // Short timings so that the timeout and the heartbeat happen within a test.
    t = await createTestApp({}, { jwks: () => keys.jwks, bus, realtime: { authTimeoutMs: 2_000, heartbeatMs: 500 } });
    for (const sub of ['alice', 'bob']) {
      ids[sub] = (await t.app.users.resolve({ sub, name: `User ${sub}`, slug: sub })).id;
    }
  });
  afterAll(async () => {
    await t?.close();
    await bus?.close();
  });

  it('closes with 4001 when no auth frame comes within the timeout', async () => {
    const socket = await openSocket(t.app);
    expect(await socket.closed).toEqual({ code: 4001, reason: 'auth timeout' });
  });

  it('closes with 4001 when the first frame is not an auth frame', async () => {
    const socket = await openSocket(t.app);
    socket.send({ type: 'ping' });
    expect((await socket.closed).code).toBe(4001);
  });

  it('closes with 4001 for a bad, unsigned, expired or empty token', async () => {
    const tokens = [
      'not-a-jwt',
      unsignedToken({ sub: 'alice' }),
      await token('alice', -60),
      await tokenFor(keys, { sub: 'alice' }, { audience: 'someone-else' }),
    ];
    for (const bad of tokens) {
      const socket = await openSocket(t.app);
      socket.send({ type: 'auth', token: bad });
      expect(await socket.closed).toEqual({ code: 4001, reason: 'invalid token' });
    }
    const empty = await openSocket(t.app);
    empty.send({ type: 'auth', token: '' });
    expect((await empty.closed).code).toBe(4001);
  });

  it('answers ready after auth and delivers an event to its user only', async () => {
    const alice = await readySocket(t.app, await token('alice'));
    const bob = await readySocket(t.app, await token('bob'));
    expect(t.app.realtime.connectionCount()).toBe(2);
    const forAlice: ChatRealtimeEvent = { type: 'conversation', conversation_id: 'c-alice' };
    const forBob: ChatRealtimeEvent = { type: 'conversation', conversation_id: 'c-bob' };
    await t.app.realtime.publish([ids.alice!], forAlice);
    // Published after the first on the same bus: had Bob got the first one, it would come first.
    await t.app.realtime.publish([ids.bob!], forBob);
    expect(await alice.next()).toEqual(forAlice);
    expect(await bob.next()).toEqual(forBob);
    // Both at once: a user with two devices gets the event on each.
    const second = await readySocket(t.app, await token('alice'));
    const both: ChatRealtimeEvent = { type: 'keys_needed' };
    await t.app.realtime.publish([ids.alice!, ids.bob!, ids.alice!], both);
    expect(await alice.next()).toEqual(both);
    expect(await second.next()).toEqual(both);
    expect(await bob.next()).toEqual(both);
    for (const s of [alice, bob, second]) s.ws.close();
    await Promise.all([alice.closed, bob.closed, second.closed]);
    // Unsubscribed on close: the hub holds no socket of theirs any more.
    await vi.waitFor(() => expect(t.app.realtime.connectionCount()).toBe(0));
  });

  it('answers ping with pong, and answers the server heartbeat', async () => {
    const socket = await readySocket(t.app, await token('alice'));
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    // The server pings on its heartbeat; the ws client answers by itself and stays connected.
    await new Promise<void>((resolve) => socket.ws.once('ping', () => resolve()));
    await new Promise<void>((resolve) => socket.ws.once('ping', () => resolve()));
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    socket.ws.close();
    await socket.closed;
  });

  it('drops a socket that does not answer the heartbeat', async () => {
    const socket = await openSocket(t.app, { autoPong: false });
    socket.send({ type: 'auth', token: await token('bob') });
    expect(await socket.next()).toEqual({ type: 'ready' });
    // Terminated without a closing handshake: the client sees an abnormal closure.
    expect((await socket.closed).code).toBe(1006);
  });

  it('closes with 4001 when the token expires', async () => {
    // Still valid for a second (the verifier also allows 5 s of clock skew, the timer does not).
    const socket = await readySocket(t.app, await token('alice', 1));
    expect(await socket.closed).toEqual({ code: 4001, reason: 'token expired' });
  });

  it('rejects binary, unknown and oversized frames, and a second auth', async () => {
    const cases: Array<[unknown, number]> = [
      [Buffer.from([1, 2, 3]), 1003],
      ['{"type":"subscribe"}', 1008],
      ['not json', 1008],
      [{ type: 'auth', token: await token('alice') }, 1008],
      ['x'.repeat(5_000), 1009],
    ];
    for (const [frame, code] of cases) {
      const socket = await readySocket(t.app, await token('alice'));
      if (typeof frame === 'string' || Buffer.isBuffer(frame)) socket.ws.send(frame);
      else socket.send(frame);
      expect((await socket.closed).code).toBe(code);
    }
    // An oversized first frame is refused before any parsing too.
    const early = await openSocket(t.app);
    early.ws.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(5_000) }));
    expect((await early.closed).code).toBe(1009);
  });

  it('answers a plain GET with a 400 error body, and keeps the route out of the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/realtime' });
    expect(res.statusCode).toBe(400);
    expect(isErrorBody(res.json())).toBe(true);
    const doc = (await t.app.inject({ method: 'GET', url: '/v2/openapi.json' })).json() as { paths: object };
    expect(Object.keys(doc.paths)).not.toContain('/v2/realtime');
  });

  it('closes with 4003 when chat and notifications are off (either keeps it open)', async () => {
    const before = t.app.instance.snapshot().flags;
    const config = t.app.instance.snapshot().config;
    await t.app.instance.update({
      featureFlags: { ...before, chat: false },
      moduleConfig: { ...config, modules: { ...config.modules, notifications: false } },
    });
    try {
      const socket = await openSocket(t.app);
      socket.send({ type: 'auth', token: await token('alice') });
      expect(await socket.closed).toEqual({ code: 4003, reason: 'chat and notifications are disabled' });
    } finally {
      await t.app.instance.update({ featureFlags: before, moduleConfig: config });
    }
  });

  it('closes its sockets with 1001 when the app closes', async () => {
    const own = await createTestApp({}, { jwks: () => keys.jwks });
    try {
      const waiting = await openSocket(own.app);
      const ready = await readySocket(own.app, await token('alice'));
      await own.close();
      expect((await ready.closed).code).toBe(1001);
      expect((await waiting.closed).code).toBe(1001);
    } finally {
      await own.close();
    }
    // It builds a second app, which takes a while on a busy machine.
  }, 90_000);
});
