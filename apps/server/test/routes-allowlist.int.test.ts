import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { accessOf } from '../src/modules/auth/plugin.ts';
import { createTestApp, isErrorBody, type TestApp } from './helpers.ts';
import { ROUTE_ALLOWLIST } from './routes-allowlist.ts';

const EVERY_METHOD = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const DEV_PATH = /(^|\/)(dev|debug|test|testing)(\/|$)/i;

/** The allow-list keys of one registered route: `METHOD path`, or `ALL path` for a route on every method. */
function keysOf(route: RouteOptions): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (EVERY_METHOD.every((m) => methods.includes(m))) return [`ALL ${route.url}`];
  return methods.map((m) => `${m} ${route.url}`);
}

/** A concrete URL for a route path: every parameter and wildcard filled with a harmless value. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');
}

/**
 * "A default `npm start` exposes no route that reveals a token or changes an account without
 * the caller gate": the app built as a default start builds it (embedded identity, the default
 * configuration of an empty environment, so no development tools), every registered route
 * checked against the classified list in routes-allowlist.ts.
 */
describe('the routes of a default start', () => {
  let t: TestApp;
  let dataDir: string;
  const routes = new Map<string, RouteOptions>();

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribune-routes-'));
    const defaults = loadConfig({});
    t = await createTestApp(
      {
        ...defaults,
        // Only what a test must change: no log output, its own data folder, no built web app.
        logLevel: 'silent',
        dataDir,
        webDistDir: path.join(os.tmpdir(), 'tribune-test-no-web-dist'),
        walletDistDir: path.join(os.tmpdir(), 'tribune-test-no-wallet-dist'),
        // The chain's routes are registered whether it runs or not; no node is started here.
        chain: { mode: 'off' },
      },
      {
        embeddedIdentity: true,
        onRoute: (route) => {
          for (const key of keysOf(route)) routes.set(key, route);
        },
      },
    );
    // Fastify's automatic HEAD beside a GET is the GET's answer without a body: not a route of its own.
    for (const key of [...routes.keys()]) {
      if (key.startsWith('HEAD ') && routes.has(`GET ${key.slice(5)}`)) routes.delete(key);
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('registers no route that is missing from the allow-list', () => {
    const unlisted = [...routes.keys()].filter((key) => !(key in ROUTE_ALLOWLIST));
    expect(unlisted, 'classify new routes in test/routes-allowlist.ts').toEqual([]);
  });

  it('lists no route that a default start does not register', () => {
    const stale = Object.keys(ROUTE_ALLOWLIST).filter((key) => !routes.has(key));
    expect(stale, 'remove routes that are gone from test/routes-allowlist.ts').toEqual([]);
  });

  it('registers no development route by default', () => {
    const dev = [...routes.keys()].filter((key) => DEV_PATH.test(key.split(' ')[1] ?? ''));
    expect(dev).toEqual([]);
    expect([...routes.keys()].some((key) => key.includes('/identity/dev'))).toBe(false);
  });

  it('puts every user, admin and console route behind the caller gate with the same access', () => {
    const mismatched = Object.entries(ROUTE_ALLOWLIST)
      .filter(([key, cls]) => cls !== 'identity-protocol' && routes.has(key))
      .filter(([key, cls]) => accessOf(routes.get(key)!) !== cls)
      .map(([key, cls]) => `${key}: listed ${cls}, gate ${accessOf(routes.get(key)!)}`);
    expect(mismatched).toEqual([]);
  });

  it('answers an anonymous call of every user and admin route with 401, before reading the body', async () => {
    const wrong: string[] = [];
    for (const [key, cls] of Object.entries(ROUTE_ALLOWLIST)) {
      if (cls === 'public' || cls === 'identity-protocol') continue;
      const [method = '', url = ''] = key.split(' ');
      const bodies: Array<{ payload?: string; headers?: Record<string, string> }> = [{}];
      if (method !== 'GET') bodies.push({ payload: '{}', headers: { 'content-type': 'application/json' } });
      for (const body of bodies) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: concrete(url),
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
          headers: { accept: 'application/json', ...body.headers },
        });
        const json = res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : undefined;
        // 404 only where a module is off for everybody (module-gates.int.test.ts), never for the missing caller.
        const code = (json as { code?: string } | undefined)?.code;
        const moduleOff = res.statusCode === 404 && (code === 'MODULE_DISABLED' || code === 'CHAT_DISABLED');
        if ((res.statusCode !== 401 && !moduleOff) || !isErrorBody(json)) {
          wrong.push(`${key}${body.payload ? ' (JSON body)' : ''}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * `npm start` on its default loopback HOST turns DEV_TOOLS on (scripts/start.mjs): the one route
 * that adds is the mail outbox, and it answers nobody but a loopback connection.
 */
describe('the routes of `npm start` on loopback (DEV_TOOLS=1)', () => {
  let t: TestApp;
  let dataDir: string;
  const routes = new Set<string>();

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribune-routes-dev-'));
    t = await createTestApp(
      {
        ...loadConfig({ DEV_TOOLS: '1', CHAIN: 'off' }),
        logLevel: 'silent',
        dataDir,
        webDistDir: path.join(os.tmpdir(), 'tribune-test-no-web-dist'),
        walletDistDir: path.join(os.tmpdir(), 'tribune-test-no-wallet-dist'),
      },
      {
        embeddedIdentity: true,
        onRoute: (route) => {
          for (const key of keysOf(route)) routes.add(key);
        },
      },
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('adds only the mail outbox, and it answers every address but loopback as a missing path', async () => {
    const extra = [...routes].filter(
      (key) => !(key in ROUTE_ALLOWLIST) && !(key.startsWith('HEAD ') && routes.has(`GET ${key.slice(5)}`)),
    );
    expect(extra).toEqual(['GET /identity/dev/outbox']);
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.4']) {
      const res = await t.app.inject({ method: 'GET', url: '/identity/dev/outbox?format=json', remoteAddress });
      const missing = await t.app.inject({ method: 'GET', url: '/identity/dev/nothing?format=json', remoteAddress });
      expect(res.statusCode).toBe(missing.statusCode);
      expect(String(res.headers.location ?? '').replace('outbox', 'nothing')).toBe(
        String(missing.headers.location ?? ''),
      );
      expect(res.body).not.toContain('@');
    }
    const local = await t.app.inject({
      method: 'GET',
      url: '/identity/dev/outbox?format=json',
      remoteAddress: '127.0.0.1',
    });
    expect(local.statusCode).toBe(200);
  });
});
