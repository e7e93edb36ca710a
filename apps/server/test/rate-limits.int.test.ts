import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { withModule } from '@tribune/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, memoryRateLimitStore, type RateLimitStore } from '../src/http/rate-limit.ts';
import { createLocalBus, type EventBus } from '../src/lib/event-bus.ts';
import { createPeerApp, createTestApp, createTestBus, isErrorBody, type TestApp } from './helpers.ts';
import { socketUrl } from './realtime-client.ts';
import { bearer, createTestKeys, tokenFor, type TestKeys } from './tokens.ts';

const REDIS_URL = process.env.REDIS_URL;
/** The budgets as shipped: these tests run at factor 1 (other tests run at 1000). */
const FACTOR_ONE = { rateLimitFactor: 1, rateLimitIpFactor: 1 };
const POST = BUDGETS.post;

/** A 429 as docs/RATE-LIMITS.md promises it: the error body, and Retry-After within the window. */
function expectRefused(res: LightMyRequestResponse, windowSeconds: number): void {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
  expect(isErrorBody(res.json())).toBe(true);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

/** Not refused by a limit, and not a server fault either. */
function expectServed(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).not.toBe(429);
  expect(res.statusCode, res.body).toBeLessThan(500);
}

/**
 * Two instances on one database and one budget store: Redis when REDIS_URL is set (each app
 * with its own client, as in production), otherwise one in-process store handed to both.
 */
describe('rate limits across two instances', () => {
  let keys: TestKeys;
  let bus: EventBus;
  let a: TestApp;
  let b: TestApp;
  const keyPrefix = `tribune-test-rl-${randomBytes(6).toString('hex')}`;
  const apps = () => [a, b];
  /** Without Redis both apps get this one in-process store; it notes the budgets asked of it. */
  const asked = new Set<string>();
  const memory = memoryRateLimitStore();
  const recordingStore: RateLimitStore = {
    limiter: (name, points, seconds) => {
      asked.add(name);
      return memory.limiter(name, points, seconds);
    },
  };
  const auth = async (sub: string) => bearer(await tokenFor(keys, { sub }));

  /** A comment on a content that does not exist: charged to the post budget, answered 404. */
  const comment = async (t: TestApp, sub: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/contents/no-such-content/comments',
      headers: await auth(sub),
      remoteAddress,
      payload: { comment: { body: 'Goal!' } },
    });

  beforeAll(async () => {
    keys = await createTestKeys();
    bus = await createTestBus();
    const rateLimits = REDIS_URL ? { keyPrefix } : { store: recordingStore };
    a = await createTestApp(FACTOR_ONE, { jwks: () => keys.jwks, bus, rateLimits });
    b = await createPeerApp(a, { jwks: () => keys.jwks, bus, rateLimits }, FACTOR_ONE);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await bus?.close();
  });

  it("shares a user's budget between the instances: once spent, both answer 429 with Retry-After", async () => {
    for (let i = 0; i < POST.user!; i++) expectServed(await comment(apps()[i % 2]!, 'alice', '198.51.100.1'));
    expectRefused(await comment(a, 'alice', '198.51.100.1'), POST.seconds);
    // From another address too: the budget belongs to the account.
    expectRefused(await comment(b, 'alice', '198.51.100.99'), POST.seconds);
    // Another user at the same address still posts.
    expectServed(await comment(b, 'bob', '198.51.100.1'));
  });

  it('does not charge reads to the write budgets', async () => {
    for (const t of apps()) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v2/contents',
        headers: await auth('alice'),
        remoteAddress: '198.51.100.1',
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('limits an address across users, each within their own budget', async () => {
    const address = '198.51.100.2';
    const perUser = POST.user! - 5;
    const users = Math.ceil(POST.address / perUser);
    let sent = 0;
    for (let u = 0; u < users; u++) {
      for (let i = 0; i < perUser && sent < POST.address; i++, sent++) {
        expectServed(await comment(apps()[sent % 2]!, `crowd-${u}`, address));
      }
    }
    expectRefused(await comment(a, 'newcomer', address), POST.seconds);
    expectRefused(await comment(b, 'newcomer', address), POST.seconds);
    expectServed(await comment(b, 'newcomer', '198.51.100.3'));
  });

  it('limits anonymous consent posts per address', async () => {
    const consent = (t: TestApp, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/consent/',
        remoteAddress,
        payload: { advertising: false, customization: true, analyze: false },
      });
    for (let i = 0; i < BUDGETS.consent.address; i++) {
      expect((await consent(apps()[i % 2]!, '198.51.100.4')).statusCode).toBe(200);
    }
    expectRefused(await consent(a, '198.51.100.4'), BUDGETS.consent.seconds);
    expectRefused(await consent(b, '198.51.100.4'), BUDGETS.consent.seconds);
    expect((await consent(a, '198.51.100.5')).statusCode).toBe(200);
  });

  it('gives each account a daily budget for creating organizations and fan groups, shared by both', async () => {
    const config = a.app.instance.snapshot().config;
    await a.app.instance.update({
      moduleConfig: withModule(withModule(config, 'spaces', true), 'organizations', true),
    });
    const create = async (sub: string, kind: 'organization' | 'fan_group', i: number, remoteAddress = '198.51.100.8') =>
      a.app.inject({
        method: 'POST',
        url: kind === 'organization' ? '/v2/organizations' : '/v2/fan_groups',
        headers: await auth(sub),
        remoteAddress,
        payload: { [kind]: { name: `Flood ${sub} ${i}` } },
      });
    const created: number[] = [];
    for (let i = 0; i < BUDGETS.create.user!; i++) {
      created.push((await create('founder', i % 2 === 0 ? 'organization' : 'fan_group', i)).statusCode);
    }
    expect(created).toEqual(Array<number>(BUDGETS.create.user!).fill(201));
    expectRefused(await create('founder', 'organization', 100), BUDGETS.create.seconds);
    expectRefused(await create('founder', 'fan_group', 101, '198.51.100.88'), BUDGETS.create.seconds);
    // Another account still creates.
    expect((await create('other-founder', 'fan_group', 0)).statusCode).toBe(201);
    await a.app.instance.update({ moduleConfig: config });
  });

  it('gives searches their own budget and leaves plain lists alone', async () => {
    const list = async (t: TestApp, query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/v2/contents${query}`,
        headers: await auth('searcher'),
        remoteAddress: '198.51.100.6',
      });
    for (let i = 0; i < BUDGETS.search.user!; i++) {
      expect((await list(apps()[i % 2]!, '?search=goal&per_page=100')).statusCode).toBe(200);
    }
    expectRefused(await list(b, '?search=goal&per_page=100'), BUDGETS.search.seconds);
    expect((await list(a, '?per_page=20')).statusCode).toBe(200);
  });

  it('keeps the counters in the one shared store: Redis with REDIS_URL, else the store both apps were given', async () => {
    if (!REDIS_URL) {
      expect([...asked].some((name) => name.includes('post'))).toBe(true);
      return;
    }
    const redis = new Redis(REDIS_URL);
    try {
      const found = await redis.keys(`${keyPrefix}:post:u:*`);
      expect(found.length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});

/** A budget store whose request and connect budgets are tiny, to see where they apply. */
function tinyStore(): RateLimitStore {
  const store = memoryRateLimitStore();
  const tiny: Record<string, number> = { ':request:a': 8, ':connect:a': 2 };
  return {
    limiter: (name, points, seconds) =>
      store.limiter(name, Object.entries(tiny).find(([suffix]) => name.endsWith(suffix))?.[1] ?? points, seconds),
  };
}

describe('the per-address request budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(FACTOR_ONE, { rateLimits: { store: tinyStore() } });
  }, 60_000);
  afterAll(async () => t?.close());

  it('counts every request of an address, pages, unknown paths and the customizer included, but no health probe', async () => {
    const remoteAddress = '203.0.113.9';
    const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress });
    for (let i = 0; i < 5; i++) expect((await get('/healthz')).statusCode).toBe(200);
    expectServed(await get('/customizer/render/web/module-config.json'));
    expectServed(await get('/v2/contents'));
    expectServed(await get('/v2/no-such-route'));
    expectServed(await get('/no-such-page'));
    expectServed(await get('/customizer/render/web/module-config.json'));
    expectServed(await get('/v2/contents'));
    expectServed(await get('/v2/no-such-route'));
    expectServed(await get('/v2/contents'));
    const refused = await get('/no-such-page');
    expectRefused(refused, BUDGETS.request.seconds);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expectRefused(await get('/customizer/render/web/module-config.json'), BUDGETS.request.seconds);
    // A bad token is refused by the budget before it is verified.
    const badToken = await t.app.inject({
      method: 'GET',
      url: '/v2/user/show',
      remoteAddress,
      headers: { authorization: 'Bearer nope' },
    });
    expect(badToken.statusCode).toBe(429);
    expect((await get('/healthz')).statusCode).toBe(200);
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('limits realtime socket connects per address with a 429 on the upgrade', async () => {
    const url = await socketUrl(t.app);
    const open: WebSocket[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const ws = new WebSocket(url);
        open.push(ws);
        await new Promise<void>((resolve, reject) => {
          ws.once('open', () => resolve());
          ws.once('error', reject);
        });
      }
      const refused = await new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
        const ws = new WebSocket(url);
        ws.once('open', () => reject(new Error('the third socket opened')));
        ws.once('unexpected-response', (_req, res) => {
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined });
          res.resume();
          ws.terminate();
        });
        ws.once('error', () => undefined);
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    } finally {
      for (const ws of open) ws.terminate();
    }
  });
});

describe('rate limits while Redis is down', () => {
  let t: TestApp;
  let bus: EventBus;
  beforeAll(async () => {
    bus = createLocalBus();
    // Nothing listens on port 1: every Redis command fails at once.
    t = await createTestApp({ ...FACTOR_ONE, redisUrl: 'redis://127.0.0.1:1' }, { bus });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await bus?.close();
  });

  it('keeps the API up and counts in memory instead', async () => {
    const consent = () =>
      t.app.inject({
        method: 'POST',
        url: '/consent/',
        remoteAddress: '198.51.100.7',
        payload: { advertising: false, customization: false, analyze: false },
      });
    for (let i = 0; i < BUDGETS.consent.address; i++) expect((await consent()).statusCode).toBe(200);
    expectRefused(await consent(), BUDGETS.consent.seconds);
  });
});
