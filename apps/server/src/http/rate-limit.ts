import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { App } from '../app-types.ts';
import { RateLimitedError } from './errors.ts';

/** The budget classes a route can declare in `config.rateLimit` (docs/RATE-LIMITS.md). */
export type RateLimitClass = 'write' | 'post' | 'create' | 'upload' | 'send' | 'search' | 'consent' | 'connect';

/**
 * What a route declares: its class; `'read'` for only the request budget (what a GET gets by
 * default); `false` for no budget at all (health probes, which must answer whatever the load).
 */
export type RouteRateLimit = RateLimitClass | 'read' | false;

type Budget = 'request' | RateLimitClass;

/** One budget: points per window per user (token subject) and per address (before RATE_LIMIT_IP_FACTOR). */
export interface BudgetSpec {
  user: number | null;
  address: number;
  seconds: number;
}

/** The budgets at factor 1; docs/RATE-LIMITS.md has the same table with what each covers. */
export const BUDGETS: Readonly<Record<Budget, BudgetSpec>> = {
  request: { user: 3000, address: 9000, seconds: 300 },
  write: { user: 300, address: 1500, seconds: 300 },
  post: { user: 30, address: 150, seconds: 300 },
  // New organizations and fan groups, which wait in the admins' review queue: a few a day.
  create: { user: 10, address: 50, seconds: 86_400 },
  upload: { user: 30, address: 150, seconds: 1800 },
  send: { user: 150, address: 750, seconds: 300 },
  search: { user: 60, address: 300, seconds: 60 },
  consent: { user: 10, address: 60, seconds: 600 },
  // The socket authenticates in its first frame, after the upgrade: only the address is known.
  connect: { user: null, address: 600, seconds: 300 },
};

/** Makes the limiter of one budget side; apps given the same store share their counters. */
export interface RateLimitStore {
  limiter(name: string, points: number, seconds: number): RateLimiterAbstract;
}

/** Counters in this process's memory. One store given to two apps (tests) makes them share counters. */
export function memoryRateLimitStore(): RateLimitStore {
  const made = new Map<string, RateLimiterAbstract>();
  return {
    limiter(name, points, seconds) {
      const id = `${name}/${points}/${seconds}`;
      let limiter = made.get(id);
      if (!limiter) {
        limiter = new RateLimiterMemory({ keyPrefix: name, points, duration: seconds });
        made.set(id, limiter);
      }
      return limiter;
    },
  };
}

/**
 * Counters in Redis, shared by every instance. While Redis is unreachable or slow each process
 * counts in its own memory (the insurance limiter): an outage weakens the limits, never the API.
 * A key that went over its budget is refused from memory until its window ends, so a flood
 * costs Redis one round trip per instance, not one per request.
 */
export function redisRateLimitStore(client: Redis): RateLimitStore {
  return {
    limiter: (name, points, seconds) =>
      new RateLimiterRedis({
        storeClient: client,
        useRedisPackage: false,
        rejectIfRedisNotReady: true,
        keyPrefix: name,
        points,
        duration: seconds,
        inMemoryBlockOnConsumed: points + 1,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: seconds }),
      }),
  };
}

/** Options of the rate limits (buildApp's `rateLimits`). */
export interface RateLimitOptions {
  /** Where the counters live instead of the configured store (tests). The caller owns it. */
  store?: RateLimitStore;
  /** The prefix of the counters' keys (default `tribune:rl`); tests on a shared Redis use their own. */
  keyPrefix?: string;
}

/**
 * The key of a client address: IPv4 as it is, an IPv4-mapped IPv6 address as its IPv4, any other
 * IPv6 address by its /64 (one subscriber gets a whole /64, so single addresses cost nothing to change).
 */
export function addressKey(ip: string | undefined): string {
  // Fastify types it a string; a socket gone before the hook runs can leave it unset.
  if (!ip) return 'unknown';
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!.toLowerCase();
  const width = (parts: string[]) => parts.reduce((n, p) => n + (p.includes('.') ? 2 : 1), 0);
  let groups: string[];
  if (address.includes('::')) {
    const [head = '', tail = ''] = address.split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    groups = [...left, ...Array<string>(Math.max(0, 8 - width(left) - width(right))).fill('0'), ...right];
  } else groups = address.split(':');
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The class a request is charged to by its route's declaration (or the method's default). */
export function baseClassOf(declared: RouteRateLimit | undefined, method: string): RateLimitClass | 'read' | false {
  if (declared !== undefined) return declared;
  return WRITE_METHODS.has(method) ? 'write' : 'read';
}

/**
 * The further classes a request is charged to whatever its route: `upload` for a multipart body
 * (comment images, avatars, admin media), `search` for a non-empty `search` parameter.
 */
export function extraClassesOf(
  base: RateLimitClass | 'read',
  contentType: string | undefined,
  query: unknown,
): RateLimitClass[] {
  const extra: RateLimitClass[] = [];
  if (base !== 'read' && base !== 'upload' && contentType?.toLowerCase().startsWith('multipart/')) extra.push('upload');
  const search = (query as { search?: unknown } | undefined)?.search;
  if (base !== 'search' && typeof search === 'string' && search.trim() !== '') extra.push('search');
  return extra;
}

type Side = { user: RateLimiterAbstract | undefined; address: RateLimiterAbstract };

/**
 * Installs the budgets of docs/RATE-LIMITS.md: a global hook charges every request (routes,
 * pages, unknown paths, socket upgrades) to its address before the token is verified; a hook
 * appended to each route after the auth step charges the user (`req.auth.sub`) and the route's
 * class, before the body is read. Counters live in Redis when REDIS_URL is set (the app owns
 * that client), else in memory. A refusal is 429 RATE_LIMITED with Retry-After. Call right
 * after installAuth, before any route is registered; `false` installs nothing (bench baseline).
 */
export async function installRateLimits(app: App, options: RateLimitOptions | false = {}): Promise<void> {
  if (options === false) return;
  const { config } = app;
  let store = options.store;
  if (!store && config.redisUrl) {
    const client = await connectRedis(app, config.redisUrl);
    store = redisRateLimitStore(client);
  }
  store ??= memoryRateLimitStore();
  const prefix = options.keyPrefix ?? 'tribune:rl';
  const sides = {} as Record<Budget, Side>;
  for (const [budget, spec] of Object.entries(BUDGETS) as Array<[Budget, BudgetSpec]>) {
    const scale = (points: number, factor: number) => Math.max(1, Math.round(points * factor));
    sides[budget] = {
      user:
        spec.user === null
          ? undefined
          : store.limiter(`${prefix}:${budget}:u`, scale(spec.user, config.rateLimitFactor), spec.seconds),
      address: store.limiter(
        `${prefix}:${budget}:a`,
        scale(spec.address, config.rateLimitFactor * config.rateLimitIpFactor),
        spec.seconds,
      ),
    };
  }

  let lastWarning = 0;
  const take = (limiter: RateLimiterAbstract, key: string): Promise<number> =>
    limiter.consume(key).then(
      () => 0,
      (err: unknown) => {
        if (err instanceof RateLimiterRes) return Math.max(1, err.msBeforeNext);
        // Fail open: a broken store must not take the API down with it.
        if (Date.now() - lastWarning > 60_000) {
          lastWarning = Date.now();
          app.log.warn({ err }, 'rate limit store failed; letting requests through');
        }
        return 0;
      },
    );
  const verdict = (reply: FastifyReply, done: HookHandlerDoneFunction, ms: number) => {
    if (ms <= 0) return done();
    // Global hooks run before the per-route security hook; a refusal still carries the headers.
    reply.headers(app.resourceSecurityHeaders);
    done(new RateLimitedError(Math.ceil(ms / 1000)));
  };

  // Every request, before its token is verified (a flood of bad tokens counts too).
  const request = sides.request.address;
  app.addHook('onRequest', (req, reply, done) => {
    if (req.routeOptions.config?.rateLimit === false) return done();
    take(request, addressKey(req.ip)).then((ms) => verdict(reply, done, ms), done);
  });

  // Per route, after the auth step: the user's request budget and the route's classes.
  app.addHook('onRoute', (route) => {
    const declared = route.config?.rateLimit ?? (route.wsHandler ? 'connect' : undefined);
    if (declared === false) return;
    const charge = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const base = baseClassOf(declared, req.method);
      if (base === false) return done();
      const sub = req.auth?.sub;
      const extra = extraClassesOf(base, req.headers['content-type'], req.query);
      if (base === 'read' && extra.length === 0) {
        if (sub === undefined) return done();
        take(sides.request.user!, sub).then((ms) => verdict(reply, done, ms), done);
        return;
      }
      const address = addressKey(req.ip);
      const pending: Array<Promise<number>> = [];
      if (sub !== undefined) pending.push(take(sides.request.user!, sub));
      for (const c of base === 'read' ? extra : [base, ...extra]) {
        const side = sides[c];
        pending.push(take(side.address, address));
        if (side.user && sub !== undefined) pending.push(take(side.user, sub));
      }
      Promise.all(pending).then((waits) => verdict(reply, done, Math.max(...waits)), done);
    };
    const existing =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [...existing, charge] as typeof route.onRequest;
  });
}

/**
 * The app's own Redis client for the counters: commands fail fast instead of queueing while
 * it is down (the insurance limiter answers then), and the start waits for it only briefly.
 */
async function connectRedis(app: App, url: string): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  const client = new RedisClient(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
  });
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    app.log.warn({ err }, 'rate limits: Redis unreachable; each instance counts in its own memory until it is back');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    app.log.info('rate limits: Redis is back; counters are shared again');
  });
  app.addHook('onClose', async () => {
    if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
    else client.disconnect();
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 3_000);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return client;
}
