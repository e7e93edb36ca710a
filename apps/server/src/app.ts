import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type onResponseHookHandler, type onSendHookHandler, type RouteOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { moduleEnabled } from '@tribune/domain';
import { createIdentity, DEFAULT_LIMITS, type Identity } from '@tribune/identity';
import type { Redis } from 'ioredis';
import type { App } from './app-types.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { frameworkErrorHandler, installErrorHandler } from './http/errors.ts';
import { installInputGuard, VALIDATOR_OPTIONS } from './http/input.ts';
import { lazyCompilers } from './http/lazy-compilers.ts';
import { installRateLimits, type RateLimitOptions } from './http/rate-limit.ts';
import { ErrorBodySchema } from './http/schemas.ts';
import { frameCors } from './http/frame-cors.ts';
import { identifiesCaller, pageHeaders, PERSONAL_ROUTES, resourceHeaders } from './http/security-headers.ts';
import { BodyGuard, clientErrorHandler, slowClientServerOptions } from './http/slow-clients.ts';
import { createEventBus, type EventBus } from './lib/event-bus.ts';
import { JobQueue } from './lib/jobs.ts';
import { flushLog, logDestination } from './lib/log-destination.ts';
import { ResourceRegistry } from './platform/resources.ts';
import { MediaStore } from './platform/user-media.ts';

import { adminModule } from './modules/admin/index.ts';
import { consoleModule } from './modules/console/index.ts';
import { dashboardModule } from './modules/dashboard/index.ts';
import { amasModule } from './modules/amas/index.ts';
import { authModule, createTokenVerifier, identityLinks, installAuth, type JwksSource } from './modules/auth/index.ts';
import { chainModule, loadMasterKey, type ChainBackend } from './modules/chain/index.ts';
import { chatModule } from './modules/chat/index.ts';
import { commentsModule } from './modules/comments/index.ts';
import { consentModule } from './modules/consent/index.ts';
import { contentsModule } from './modules/contents/index.ts';
import { countriesModule } from './modules/countries/index.ts';
import { demoModule } from './modules/demo/index.ts';
import { eventsModule } from './modules/events/index.ts';
import { feedModule } from './modules/feed/index.ts';
import { groupPostsModule } from './modules/group-posts/index.ts';
import { healthModule } from './modules/health/index.ts';
import { ideationModule } from './modules/ideation/index.ts';
import { instanceModule, InstanceService, seedDemoInstance } from './modules/instance/index.ts';
import { invitationsModule } from './modules/invitations/index.ts';
import { likesModule } from './modules/likes/index.ts';
import { mediaModule } from './modules/media/index.ts';
import { menuItemsModule } from './modules/menu-items/index.ts';
import { nftsModule } from './modules/nfts/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { organizationsModule } from './modules/organizations/index.ts';
import { profileFieldsModule } from './modules/profile-fields/index.ts';
import { profileGroupsModule } from './modules/profile-groups/index.ts';
import { pushModule } from './modules/push/index.ts';
import { installRealtime, realtimeModule, type RealtimeOptions } from './modules/realtime/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { spacesModule } from './modules/spaces/index.ts';
import { staticPagesModule } from './modules/static-pages/index.ts';
import { userMediaModule } from './modules/user-media/index.ts';
import { usersModule, type IdentityAccounts } from './modules/users/index.ts';
import { votingsModule } from './modules/votings/index.ts';
import { walletFrameModule } from './modules/wallet-frame/index.ts';
import { webModule } from './modules/web/index.ts';
import type { PlatformParts, TribuneModule } from './platform/module.ts';

/**
 * The server's modules (docs/ARCHITECTURE.md "Server modules"). Their setup runs in this order, so
 * a module's ports to the ones above it are their decorations; their routes are registered in
 * this order too (the OpenAPI document's order).
 */
const MODULES: readonly TribuneModule[] = [
  realtimeModule,
  healthModule,
  instanceModule,
  menuItemsModule,
  staticPagesModule,
  usersModule,
  authModule,
  invitationsModule,
  consentModule,
  mediaModule,
  notificationsModule,
  pushModule,
  commentsModule,
  likesModule,
  reportsModule,
  contentsModule,
  adminModule,
  consoleModule,
  dashboardModule,
  chatModule,
  ideationModule,
  votingsModule,
  chainModule,
  amasModule,
  eventsModule,
  nftsModule,
  spacesModule,
  groupPostsModule,
  feedModule,
  organizationsModule,
  countriesModule,
  profileFieldsModule,
  userMediaModule,
  profileGroupsModule,
  walletFrameModule,
  webModule,
  demoModule,
];

/** Options of buildApp. */
export interface BuildOptions {
  config: Config;
  /** An open database to use (tests); otherwise one is opened from the configuration and closed with the app. */
  database?: Database;
  /** Seed the demo instance when the database is empty (default true). */
  seed?: boolean;
  /**
   * Seed the demo contents (categories, contents, generated media) when the contents table is
   * empty, in the background once the app is ready (default: `seed`). Tests turn it off.
   */
  seedContent?: boolean;
  /** Logger override (tests pass false). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: { write(line: string): void };
  /** How often each instance re-reads the configuration version (default 5 s). */
  configRefreshMs?: number;
  /**
   * The identity service's public keys, in-process (the embedded identity's key set, tests).
   * Without it the keys are fetched from `${IDENTITY_ISSUER}/oauth/jwks`.
   */
  jwks?: JwksSource;
  /** Deletes the identity account when a user deletes theirs; without it only the API's data goes. */
  identityAccounts?: IdentityAccounts;
  /**
   * Mount the identity service (OIDC provider and its pages) in this process. Defaults to
   * IDENTITY_MODE=embedded; tests that sign their own tokens turn it off.
   */
  embeddedIdentity?: boolean;
  /**
   * The event bus to use instead of the configured one (tests: one bus shared by two app
   * instances). The caller owns it: closing the app leaves it open.
   */
  bus?: EventBus;
  /** Timings of the realtime socket (tests shorten them). */
  realtime?: RealtimeOptions;
  /** Sees every route as it is registered, identity and static files included (the route allow-list test). */
  onRoute?: (route: RouteOptions) => void;
  /** The rate limits' store and key prefix (tests), or false for none (the bench's baseline). */
  rateLimits?: RateLimitOptions | false;
  /** A chain to use instead of the configured one (tests start an embedded node and pass it in). */
  chain?: ChainBackend;
}

/** A view of a bus owned by someone else: closing it only silences this app's handlers. */
function borrowedBus(bus: EventBus): EventBus {
  let closed = false;
  return {
    publish: (channel, message) => bus.publish(channel, message),
    subscribe: (channel, handler) =>
      bus.subscribe(channel, (message) => {
        if (!closed) handler(message);
      }),
    close: async () => {
      closed = true;
    },
  };
}

/** The identity's per-IP limits times `factor`; per-account limits stay as they are. */
function scaledIpLimits(factor: number) {
  const scale = ([points, seconds]: [number, number]): [number, number] => [points * factor, seconds];
  return {
    signInIp: scale(DEFAULT_LIMITS.signInIp),
    registerIp: scale(DEFAULT_LIMITS.registerIp),
    mailIp: scale(DEFAULT_LIMITS.mailIp),
  };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** What the platform step opens and later steps use: the database, the event bus, the instance, the identity. */
interface Platform {
  database: Database;
  /** The database was opened here (not handed in), so closing the app closes it. */
  ownsDatabase: boolean;
  bus: EventBus;
  instance: InstanceService;
  /** The embedded identity service, when this process runs it. */
  identity?: Identity;
}

/**
 * Step 1: the Fastify server with its limits, logger, request ids and the first hook of every
 * request (security headers, no-store for identified callers, the slow-body guard).
 */
function createServer(opts: BuildOptions): App {
  const { config } = opts;
  // Security headers are computed once (helmet's defaults, our CSP); documents get the full
  // set in the web module and the identity's pages, every answer the lean set (hook below).
  const https = config.publicUrl.startsWith('https:');
  const resourceSecurity = resourceHeaders(https);
  const slowClients = {
    headersTimeoutMs: config.httpHeadersTimeoutMs,
    requestTimeoutMs: config.httpRequestTimeoutMs,
    bodyMinBytesPerSecond: config.httpBodyMinBytesPerSecond,
    largestBodyBytes: Math.max(config.videoUploadMaxBytes, config.uploadMaxBytes),
  };
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel, stream: opts.logStream ?? logDestination() },
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const header = req.headers['x-request-id'];
      return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
    },
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Route schemas allow path parameters up to 120 characters; the router's default cap is 100.
    routerOptions: { maxParamLength: 200 },
    // Router errors come before any hook: they get the security headers here.
    frameworkErrors: (err, req, reply) => {
      reply.headers(resourceSecurity);
      frameworkErrorHandler(err, req, reply);
    },
    clientErrorHandler: clientErrorHandler(resourceSecurity),
    ...slowClientServerOptions(slowClients),
    ajv: { customOptions: VALIDATOR_OPTIONS },
    schemaController: { compilersFactory: lazyCompilers() },
  }).withTypeProvider<TypeBoxTypeProvider>() as App;
  app.decorate('pageSecurityHeaders', pageHeaders(https));
  app.decorate('resourceSecurityHeaders', resourceSecurity);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

  // The first hook of every request, routed or not (API, health, customizer, pages, not-found,
  // socket upgrades, the identity's pages and protocol): the security headers, no-store for an
  // answer to a caller who identified themselves, and the slow-body guard. Cheap enough for the
  // hot customizer path: a precomputed header set and two header lookups.
  const bodyGuard = new BodyGuard(slowClients, resourceSecurity, app.log);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(resourceSecurity);
    // On the raw response, so that a route's own Cache-Control (the public customizer documents,
    // the immutable assets @fastify/static writes to the raw response) still wins.
    if (identifiesCaller(req.headers)) reply.raw.setHeader('cache-control', 'no-store');
    // Echo the id to a caller that traces requests (a load balancer); every log line carries it anyway.
    if (req.headers['x-request-id']) reply.header('x-request-id', req.id);
    bodyGuard.watch(req.raw, reply.raw);
    // The wallet frame's cross-origin calls (http/frame-cors.ts); a preflight is answered here.
    if (frameCors(req, reply)) return;
    done();
  });
  app.addHook('onClose', async () => {
    bodyGuard.stop();
    flushLog();
  });
  return app;
}

/**
 * Step 2: the platform services: the database (migrated, demo instance seeded), the event bus,
 * the instance configuration and the embedded identity; all closed with the app.
 */
async function openPlatform(app: App, opts: BuildOptions): Promise<Platform> {
  const { config } = opts;
  const ownsDatabase = !opts.database;
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (err) => app.log.warn({ err }, 'idle database connection failed'),
    }));
  await database.migrate();
  if (opts.seed !== false) await seedDemoInstance(database.db);
  const bus = opts.bus
    ? borrowedBus(opts.bus)
    : await createEventBus(config.redisUrl, (err) => app.log.warn({ err }, 'redis connection error'));
  const instance = new InstanceService(database.db, app.log, bus, identityLinks(config), opts.configRefreshMs);
  await instance.start();

  // The embedded identity service shares the database (its own schema `identity`) and Redis.
  let identity: Identity | undefined;
  let identityRedis: Redis | undefined;
  if (opts.embeddedIdentity ?? config.identityMode === 'embedded') {
    if (config.redisUrl) {
      const { Redis: RedisClient } = await import('ioredis');
      identityRedis = new RedisClient(config.redisUrl, { maxRetriesPerRequest: 3 });
      identityRedis.on('error', (err) => app.log.warn({ err }, 'redis connection error (identity)'));
    }
    identity = await createIdentity({
      issuer: config.identityIssuer,
      db: database.db,
      kind: database.kind,
      dataDir: config.dataDir,
      // The hot wallets' master key also seals the identity's keys (a key derived from it).
      masterKey: await loadMasterKey(config.walletMasterKey, config.dataDir),
      devTools: config.devTools,
      smtpUrl: config.smtpUrl,
      redis: identityRedis,
      clientId: config.webClientId,
      redirectUris: [`${config.publicUrl}/account/redirect`, config.nativeRedirectUri],
      postLogoutRedirectUris: [`${config.publicUrl}/`],
      apiAudience: config.apiAudience,
      instanceName: () => instance.snapshot().name,
      logger: app.log,
      rateLimits: scaledIpLimits(config.identityIpLimitFactor),
    });
    await identity.migrate();
  }
  app.addHook('onClose', async () => {
    instance.stop();
    await identity?.close();
    if (identityRedis) await identityRedis.quit().catch(() => undefined);
    await bus.close();
    if (ownsDatabase) await database.close();
  });
  return { database, ownsDatabase, bus, instance, identity };
}

/**
 * Step 3: the platform's decorations (configuration, database, bus, instance, user media, the
 * resource registry, jobs), then every module's setup in the list's order.
 */
async function setupModules(app: App, opts: BuildOptions, platform: Platform): Promise<void> {
  const { config } = opts;
  const { database, ownsDatabase, bus, instance, identity } = platform;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('bus', bus);
  app.decorate('instance', instance);
  app.decorate('media', new MediaStore(config.dataDir));
  // A resource type of a module that is off is there for nobody (the shared comment and like routes).
  app.decorate(
    'resources',
    new ResourceRegistry((module) => {
      const { config, flags } = instance.snapshot();
      return moduleEnabled(module, config, flags);
    }),
  );
  // Durable jobs (the worker starts once the app is ready).
  const jobs = new JobQueue(database.db, { log: app.log });
  app.decorate('jobs', jobs);
  // An embedded database opened here is this process's alone: a job still 'running' in it was cut
  // off by the previous process dying (a transcode of the demo seed), so it goes back to the queue
  // now instead of after the lease.
  if (ownsDatabase && database.kind === 'pglite') await jobs.recoverExpired(0);
  // Before the onClose hooks close the database: the worker finishes its job first.
  app.addHook('preClose', async () => {
    await jobs.stop();
  });
  app.addHook('onReady', async () => jobs.start());
  const parts: PlatformParts = { opts, ownsDatabase, identity };
  for (const module of MODULES) await module.setup?.(app, parts);
}

/** A URL as the access log writes it: the wallet frame's `access-token` query parameter masked. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]access-token=)[^&#]*/gi, '$1[redacted]');
}

/** Step 4: per-route hooks: no-store on personal routes, the access log on all but quiet ones. */
function installRouteHooks(app: App): void {
  const { config } = app;
  const debugLogging = config.logLevel === 'debug' || config.logLevel === 'trace';
  // On sending, so that it holds for every answer of the route, refusals by earlier hooks included.
  const noStore: onSendHookHandler = (_req, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  };
  const logHook: onResponseHookHandler = (req, reply, done) => {
    req.log.info(
      { method: req.method, url: redactUrl(req.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
    done();
  };
  // Routes personal by nature answer no-store to everybody. Hot, cacheable routes (quietLog:
  // customizer, health) are logged only when they fail (in the error handler); every other
  // route gets the access-log hook.
  app.addHook('onRoute', (route) => {
    const toArray = <T>(h: T | T[] | undefined): T[] => (h === undefined ? [] : Array.isArray(h) ? h : [h]);
    if (PERSONAL_ROUTES.test(route.url)) route.onSend = [...toArray(route.onSend), noStore] as typeof route.onSend;
    if (route.config?.quietLog && !debugLogging) return;
    route.onResponse = [...toArray(route.onResponse), logHook] as typeof route.onResponse;
  });
}

/** Step 5: the shared schemas and the OpenAPI document (rendered from the routes' schemas). */
async function registerContract(app: App): Promise<void> {
  const { config } = app;
  app.addSchema(ErrorBodySchema);
  for (const module of MODULES) for (const schema of module.schemas ?? []) app.addSchema(schema);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tribune API',
        version: '2.0.0',
        description: 'The Tribune platform API (JSON:API-like documents).',
      },
      servers: [{ url: config.publicUrl }],
      tags: [
        { name: 'customizer', description: 'Instance configuration for the app shell' },
        { name: 'menu_items', description: 'Menu entries by position' },
        { name: 'static_pages', description: 'Static pages' },
        { name: 'users', description: 'The signed-in user, public profiles and blocks' },
        { name: 'consent', description: 'Cookie consent settings' },
        { name: 'contents', description: 'Contents and categories' },
        { name: 'admin', description: 'Managing contents, categories and static pages (admins only)' },
        { name: 'comments', description: 'Comments on contents, static pages and comments' },
        { name: 'likes', description: 'Likes and likers' },
        { name: 'reports', description: 'Reports of user content' },
        { name: 'media', description: 'Playout of content media' },
        { name: 'chat', description: 'One-to-one chat: conversations, messages, conversation keys and chat keys' },
        { name: 'notifications', description: 'The in-app inbox, notification preferences' },
        { name: 'push', description: 'Web push: the VAPID key and unsubscribing all browsers' },
        { name: 'ideation', description: 'Ideation missions and the ideas of fans' },
        { name: 'amas', description: 'AMA sessions: the questions of fans and the answers of the host' },
        { name: 'votings', description: 'Votings: options, results and the votes of fans' },
        { name: 'events', description: 'Events with registration, capacity and a waiting list' },
        { name: 'fan_groups', description: 'Fan groups (spaces): groups, memberships, member lists and roles' },
        { name: 'group_posts', description: 'Posts in fan groups: lists, likes, comments, mentions' },
        { name: 'feed', description: 'The feed across posts, group posts, contents and participation; feed posts' },
        { name: 'organizations', description: 'Organizations, their users and media; sponsors' },
        { name: 'invitation_codes', description: 'Invitation codes: your codes, creating and redeeming one' },
        { name: 'countries', description: 'Countries, states and cities (English names)' },
        { name: 'profile_fields', description: 'The profile fields fans answer in their settings' },
        { name: 'health', description: 'Liveness and readiness' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'An access token of the identity service (RS256, aud tribune-api).',
          },
        },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
}

/** Paths whose answers are never compressed (see installCrossCutting). */
const NEVER_COMPRESSED = /^\/(identity|auth|oauth)(\/|$)/;

/** Step 6: the cross-cutting pieces every route goes through: errors, input guard, auth and the caller gate, rate limits, realtime. */
async function installCrossCutting(app: App, opts: BuildOptions, embedded: Identity | undefined): Promise<void> {
  const { config } = app;
  installErrorHandler(app);
  installInputGuard(app);
  const verifyAccessToken = createTokenVerifier({
    issuer: config.identityIssuer,
    audience: config.apiAudience,
    // In-process keys of the embedded identity (read after it registered); remote JWKS otherwise.
    jwks: opts.jwks ?? (embedded ? () => embedded.publicJwks() : undefined),
  });
  app.decorate('verifyAccessToken', verifyAccessToken);
  installAuth(app, verifyAccessToken, app.callers);
  // Answers go out Brotli- (quality 4) or gzip-compressed from 1 kB when the client accepts it; the
  // web app's files carry their own compressed copies. Compressed request bodies are not inflated:
  // a small body that unpacks to gigabytes never reaches a parser.
  // Pages that carry a CSRF token or a secret beside what a visitor typed are never compressed
  // (BREACH): the identity's pages and the sign-in routes.
  app.addHook('onRoute', (route) => {
    if (NEVER_COMPRESSED.test(route.url) && route.compress === undefined) route.compress = false;
  });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false });
  await installRateLimits(app, opts.rateLimits);
  await installRealtime(app, opts.realtime);
}

/** Step 7: the modules' routes, the OpenAPI route and the embedded identity's pages. */
async function registerModules(app: App, embedded: Identity | undefined): Promise<void> {
  for (const module of MODULES) for (const routes of module.routes ?? []) await app.register(routes);
  app.get('/v2/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  if (embedded) {
    // The identity's pages and OAuth endpoints are its own protocol, not part of the v2 contract.
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.schema = { ...(route.schema ?? {}), hide: true };
      });
      await embedded.register(scope);
    });
  }
}

/** Step 8: the modules mounted last (the wallet frame, the web app's navigations and not-found handler). */
async function mountModules(app: App): Promise<void> {
  for (const module of MODULES) await module.mount?.(app);
}

/** Builds the API server without listening: migrations applied, demo seeded, routes registered. */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const app = createServer(opts);
  try {
    const platform = await openPlatform(app, opts);
    await setupModules(app, opts, platform);
    installRouteHooks(app);
    await registerContract(app);
    await installCrossCutting(app, opts, platform.identity);
    await registerModules(app, platform.identity);
    await mountModules(app);
  } catch (err) {
    // A start that fails (e.g. the identity's keys do not open with this master key) leaves
    // nothing open behind it: what was opened so far closes with the app.
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}

export type { App, EventBus };
export type { TypeBoxTypeProvider };
