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
import { openDatabase, type Database, type Db } from './db/client.ts';
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
import { createStorage } from './lib/storage.ts';
import { flushLog, logDestination } from './lib/log-destination.ts';
import { ContentMediumSchema } from './modules/media/presenter.ts';
import { contentMediaRoutes } from './modules/media/routes.ts';
import { ContentMediaService } from './modules/media/service.ts';
import { identityLinks } from './modules/auth/identity-links.ts';
import { CallerResolver } from './modules/auth/caller.ts';
import { installAuth } from './modules/auth/plugin.ts';
import { createTokenVerifier, type JwksSource } from './modules/auth/verifier.ts';
import { CommentSchema, UserSummarySchema } from './modules/comments/presenter.ts';
import { ResourceRegistry } from './platform/resources.ts';
import { commentRoutes } from './modules/comments/routes.ts';
import { CommentsService } from './modules/comments/service.ts';
import { likeRoutes, LikeSchema } from './modules/likes/routes.ts';
import { UgcReportSchema, UgcReportTypeSchema } from './modules/reports/presenter.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { CategorySchema, ContentSchema } from './modules/contents/presenter.ts';
import { contentRoutes } from './modules/contents/routes.ts';
import { ContentsService } from './modules/contents/service.ts';
import { AdminCategorySchema, AdminContentSchema, AdminStaticPageSchema } from './modules/admin/presenter.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { adminUserRoutes } from './modules/admin/users-routes.ts';
import { AdminService } from './modules/admin/service.ts';
import { seedDemoContent } from './modules/admin/seed-contents.ts';
import { seedDemoParticipation } from './modules/admin/seed-participation.ts';
import { seedDemoChain } from './modules/chain/demo-chain.ts';
import { consentRoutes, ConsentSchema } from './modules/consent/routes.ts';
import { ConsentService } from './modules/consent/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { customizerRoutes } from './modules/instance/routes.ts';
import {
  IconsDocument,
  ModuleConfigDocument,
  RoutesDocument,
  TranslationsDocument,
} from './modules/instance/schemas.ts';
import { seedDemoInstance } from './modules/instance/seed.ts';
import { InstanceService } from './modules/instance/service.ts';
import { MenuItemSchema } from './modules/menu-items/presenter.ts';
import { menuItemRoutes } from './modules/menu-items/routes.ts';
import { StaticPageSchema } from './modules/static-pages/presenter.ts';
import { staticPageRoutes } from './modules/static-pages/routes.ts';
import { UserCache } from './modules/users/cache.ts';
import { MediaStore } from './platform/user-media.ts';
import {
  BlockStateSchema,
  CurrentUserSchema,
  OrganizationSchema,
  PublicProfileSchema,
} from './modules/users/presenter.ts';
import { userRoutes } from './modules/users/routes.ts';
import { UsersService, type IdentityAccounts } from './modules/users/service.ts';
import { webRoutes } from './modules/web/routes.ts';
import { walletFrameRoutes } from './modules/wallet-frame/routes.ts';
import { RealtimeHub } from './modules/realtime/hub.ts';
import { chatKeyRoutes } from './modules/chat/keys-routes.ts';
import { CHAT_SCHEMAS } from './modules/chat/presenter.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { ChatService } from './modules/chat/service.ts';
import { installRealtime, type RealtimeOptions } from './modules/realtime/routes.ts';
import { NOTIFICATION_SCHEMAS } from './modules/notifications/presenter.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { NotificationService } from './modules/notifications/service.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { PushService } from './modules/push/service.ts';
import { IDEATION_SCHEMAS } from './modules/ideation/presenter.ts';
import { ideationRoutes } from './modules/ideation/routes.ts';
import { ideationAdminRoutes } from './modules/ideation/admin-routes.ts';
import { IdeationService } from './modules/ideation/service.ts';
import { AMA_SCHEMAS } from './modules/amas/presenter.ts';
import { amaRoutes } from './modules/amas/routes.ts';
import { amaAdminRoutes } from './modules/amas/admin-routes.ts';
import { AmasService } from './modules/amas/service.ts';
import { EVENT_SCHEMAS } from './modules/events/presenter.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { eventAdminRoutes } from './modules/events/admin-routes.ts';
import { EventsService } from './modules/events/service.ts';
import { SPACES_SCHEMAS } from './modules/spaces/presenter.ts';
import { spaceRoutes } from './modules/spaces/routes.ts';
import { spaceAdminRoutes } from './modules/spaces/admin-routes.ts';
import { SpacesService } from './modules/spaces/service.ts';
import { seedDemoSpaces } from './modules/spaces/seed.ts';
import { POST_SCHEMAS } from './modules/group-posts/presenter.ts';
import { groupPostRoutes } from './modules/group-posts/routes.ts';
import { GroupPostsService } from './modules/group-posts/service.ts';
import { removePostsIn } from './modules/group-posts/removal.ts';
import { seedDemoPosts } from './modules/group-posts/seed.ts';
import { ORGANIZATION_SCHEMAS } from './modules/organizations/presenter.ts';
import { organizationRoutes } from './modules/organizations/routes.ts';
import { organizationAdminRoutes } from './modules/organizations/admin-routes.ts';
import { OrganizationsService } from './modules/organizations/service.ts';
import { seedDemoOrganizations } from './modules/organizations/seed.ts';
import { INVITATION_SCHEMAS } from './modules/invitations/presenter.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';
import { InvitationsService } from './modules/invitations/service.ts';
import { AdminUserSchema } from './modules/admin/users-admin.ts';
import { adminUsersAdminRoutes } from './modules/admin/users-admin-routes.ts';
import { countryRoutes, GEO_SCHEMAS } from './modules/countries/routes.ts';
import { PROFILE_FIELD_SCHEMAS } from './modules/profile-fields/presenter.ts';
import { profileFieldRoutes } from './modules/profile-fields/routes.ts';
import { seedDemoProfileFields } from './modules/profile-fields/seed.ts';
import { UserMediumSchema } from './modules/user-media/presenter.ts';
import { userMediaRoutes } from './modules/user-media/routes.ts';
import { profileGroupRoutes } from './modules/profile-groups/routes.ts';
import { FEED_SCHEMAS } from './modules/feed/presenter.ts';
import { feedRoutes } from './modules/feed/routes.ts';
import { FeedService } from './modules/feed/service.ts';
import { VOTING_SCHEMAS } from './modules/votings/presenter.ts';
import { votingRoutes } from './modules/votings/routes.ts';
import { votingAdminRoutes } from './modules/votings/admin-routes.ts';
import { VotingsService } from './modules/votings/service.ts';
import { ChainHolder } from './modules/chain/holder.ts';
import { CHAIN_SCHEMAS, chainRoutes, selfCustodyRoutes, transactionRoutes } from './modules/chain/routes.ts';
import { ChainRuntime, type ChainBackend } from './modules/chain/runtime.ts';
import { loadMasterKey } from './modules/chain/sealing.ts';
import { HotWallets } from './modules/chain/wallets.ts';
import { TransactionsService } from './modules/chain/transactions.ts';
import { WriteAheadRecovery } from './modules/chain/write-ahead.ts';
import {
  ChainIndexer,
  registerChainIndexJob,
  type ChainEventRow,
  type ChainIndexerOptions,
} from './modules/chain/indexer.ts';
import { ChainEffects } from './modules/chain/effects.ts';
import { ChainRelay } from './modules/chain/relay.ts';
import { BoostsService, registerBoostEffect } from './modules/chain/boosts.ts';
import { boostRoutes } from './modules/chain/boost-routes.ts';
import { ChainVoteLedger, registerVoteEffects } from './modules/chain/vote-ledger.ts';
import { walletRoutes } from './modules/chain/wallet-routes.ts';
import { SelfCustodyWallets } from './modules/chain/self-custody.ts';
import { adminChainRoutes } from './modules/chain/admin-routes.ts';

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

/** Step 3: the decorated services of the domains (users, callers, resources, jobs, media, comments, contents, admin, notifications, chat). */
async function decorateServices(app: App, opts: BuildOptions, platform: Platform): Promise<void> {
  const { config } = opts;
  const { database, ownsDatabase, bus, instance, identity: embedded } = platform;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('bus', bus);
  app.decorate('realtime', await RealtimeHub.create(bus));
  app.decorate('instance', instance);
  const media = new MediaStore(config.dataDir);
  const users = new UsersService(
    database.db,
    media,
    opts.identityAccounts ?? (embedded ? { delete: (uid) => embedded.accounts.delete(uid) } : undefined),
    await UserCache.create(bus),
  );
  const callers = new CallerResolver(
    users,
    config.adminEmails,
    embedded
      ? async (uid, email) => {
          const account = await embedded.accounts.findById(uid);
          return account?.emailVerified === true && account.email.toLowerCase() === email.toLowerCase();
        }
      : undefined,
  );
  app.decorate('callers', callers);
  // Invitation codes: the caller gate asks it whether a user must redeem one first (docs/COMMUNITY.md).
  const invitations = await InvitationsService.create(database.db, {
    bus,
    publicUrl: config.mediaBaseUrl,
    isOwner: (user) => callers.isConfiguredAdmin(user),
  });
  app.decorate('invitations', invitations);
  callers.useInvitationGate(invitations);
  app.decorate('media', media);
  app.decorate('users', users);
  app.decorate('consents', new ConsentService(database.db));
  // A resource type of a module that is off is there for nobody (the shared comment and like routes).
  const resources = new ResourceRegistry((module) => {
    const { config, flags } = instance.snapshot();
    return moduleEnabled(module, config, flags);
  });
  app.decorate('resources', resources);
  // Durable jobs and content media (storage on disk or S3; the worker starts once the app is built).
  const jobs = new JobQueue(database.db, { log: app.log });
  app.decorate('jobs', jobs);
  // An embedded database opened here is this process's alone: a job still 'running' in it was cut
  // off by the previous process dying (a transcode of the demo seed), so it goes back to the queue
  // now instead of after the lease.
  if (ownsDatabase && database.kind === 'pglite') await jobs.recoverExpired(0);
  const contentStorage = createStorage({
    driver: config.storageDriver,
    diskRoot: `${config.dataDir}/media/content`,
    s3: config.s3,
  });
  app.decorate('contentMedia', await ContentMediaService.create(database.db, contentStorage, jobs, config, app.log));
  // Before the onClose hooks close the database: the worker finishes its job first.
  app.addHook('preClose', async () => {
    await jobs.stop();
  });
  // Before the domains that produce notifications (chat, comments, likes).
  app.decorate('notifications', new NotificationService(database.db, app.realtime, () => instance.snapshot(), app.log));
  // Web push: VAPID keys, subscriptions from PUT /auth's notification_token, the push.deliver job
  // enqueued in the transaction that creates a notification.
  const push = await PushService.create({ db: database.db, jobs, instance, log: app.log, config });
  app.decorate('push', push);
  users.useNotificationTokens({ check: (t) => push.checkToken(t), apply: (tx, id, t) => push.applyToken(tx, id, t) });
  app.notifications.addCreatedHook((tx, created) => push.onCreated(tx, created));
  app.addHook('onClose', async () => push.close());
  app.decorate('comments', new CommentsService(database.db, resources, media, config.mediaBaseUrl, app.notifications));
  app.decorate('contents', new ContentsService(database.db, app.contentMedia, app.comments));
  app.decorate('admin', new AdminService(database.db, users, embedded?.accounts));
  app.decorate(
    'ideation',
    new IdeationService(database.db, {
      media: app.contentMedia,
      comments: app.comments,
      store: media,
      publicUrl: config.mediaBaseUrl,
      notifier: app.notifications,
    }),
  );
  app.decorate('votings', new VotingsService(database.db, { media: app.contentMedia, comments: app.comments }));
  // What the chain's events do to the other modules (boost counters, token votes), exactly once.
  const chainEffects = new ChainEffects();
  registerBoostEffect(chainEffects, resources);
  registerVoteEffects(chainEffects);
  app.decorate('chainEffects', chainEffects);
  const effectHooks = {
    onEvents: (tx: Db, events: ChainEventRow[]) => chainEffects.apply(tx, events, 1),
    onRevert: (tx: Db, events: ChainEventRow[]) => chainEffects.apply(tx, events, -1),
  };
  app.decorate('chain', openChain(app, opts, effectHooks));
  app.decorate('boosts', new BoostsService(database.db, resources, app.chain));
  app.votings.useLedger(new ChainVoteLedger(app.chain));
  if (app.chain.mode !== 'off') {
    // The indexer follows the contracts' events as a durable job (docs/CHAIN.md "Indexer"); it waits
    // for the chain to be up, and its runs queue the next one.
    const chainIndex = registerChainIndexJob(jobs, database.db, () => app.chain.current()?.runtime, {
      log: app.log,
      ...effectHooks,
    });
    app.addHook('onReady', async () => chainIndex.schedule());
  }
  app.decorate(
    'amas',
    new AmasService(database.db, {
      media: app.contentMedia,
      comments: app.comments,
      store: media,
      publicUrl: config.mediaBaseUrl,
      notifier: app.notifications,
    }),
  );
  app.decorate(
    'events',
    new EventsService(database.db, {
      media: app.contentMedia,
      comments: app.comments,
      notifier: app.notifications,
      defaultLocale: () => instance.snapshot().config.options.default_language,
    }),
  );
  // The community's notifications (mentions, invitations, approved join requests) go through app.notifications.
  app.decorate(
    'spaces',
    new SpacesService(database.db, { media, publicUrl: config.mediaBaseUrl, notifier: app.notifications }),
  );
  const postDeps = {
    comments: app.comments,
    store: media,
    publicUrl: config.mediaBaseUrl,
    notifier: app.notifications,
  };
  app.decorate('groupPosts', new GroupPostsService(database.db, { ...postDeps, spaces: app.spaces }));
  app.decorate(
    'organizations',
    new OrganizationsService(database.db, { media, publicUrl: config.mediaBaseUrl, users }),
  );
  app.spaces.useTopPosts((groups, caller) => app.groupPosts.topPostIds(groups, caller));
  // A deleted group's posts go with their threads, likes, reports and images (docs/COMMUNITY.md).
  app.spaces.useGroupPostsRemoval((tx, groupId, recipients) =>
    removePostsIn(tx, app.comments, { groupId }, recipients),
  );
  app.decorate(
    'feed',
    new FeedService(database.db, {
      ...postDeps,
      groupPosts: app.groupPosts,
      contents: app.contents,
      settings: () => instance.snapshot(),
    }),
  );
  app.decorate(
    'chat',
    new ChatService(database.db, app.realtime, {
      publicUrl: config.mediaBaseUrl,
      settings: () => instance.snapshot(),
      log: app.log,
      notifications: app.notifications,
    }),
  );
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

/** How often the write-ahead recovery looks for pending records whose answer was lost (docs/CHAIN.md). */
const WRITE_AHEAD_RECOVERY_MS = 10_000;

/**
 * The community chain, opened beside the server (docs/CHAIN.md): the backend handed in (tests), the
 * embedded node (a child reached over its IPC channel only), or the external chain of the environment; off with CHAIN=off.
 */
function openChain(
  app: App,
  opts: BuildOptions,
  hooks: Pick<ChainIndexerOptions, 'onEvents' | 'onRevert'>,
): ChainHolder {
  const { config } = opts;
  const mode = opts.chain ? 'embedded' : config.chain.mode;
  const holder = new ChainHolder(mode);
  if (mode === 'off') return holder;
  const backend = async (): Promise<ChainBackend> => {
    if (opts.chain) return opts.chain;
    const chain = config.chain;
    if (chain.mode === 'external') {
      return {
        rpcUrl: chain.rpcUrl,
        chainId: chain.chainId,
        chainName: chain.chainName,
        adminKey: chain.adminKey,
        confirmations: chain.confirmations,
        explorerUrl: chain.explorerUrl,
        contracts: chain.contracts,
      };
    }
    const { startEmbeddedChain } = await import('./modules/chain/embedded-node.ts');
    const node = await startEmbeddedChain({ dir: `${config.dataDir}/chain`, log: app.log });
    return {
      request: node.request,
      chainId: node.chainId,
      chainName: chain.mode === 'embedded' ? chain.chainName : 'Tribune local chain',
      adminKey: node.adminKey,
      confirmations: 0,
      sendRaw: (raw) => node.sendRaw(raw),
      stop: () => node.stop(),
    };
  };
  holder.open(async () => {
    const master = await loadMasterKey(config.walletMasterKey, config.dataDir);
    const chainBackend = await backend();
    try {
      const runtime = await ChainRuntime.open(chainBackend, app.database.db, app.log);
      const selfCustody = new SelfCustodyWallets(app.database.db, runtime, {
        origin: new URL(config.publicUrl).origin,
        gasWei: config.selfCustodyGasWei,
      });
      const wallets = new HotWallets(app.database.db, runtime, master, selfCustody);
      const indexer = new ChainIndexer(app.database.db, runtime, { log: app.log, ...hooks });
      // Before any new send takes a nonce: every record a crash left pending is settled or sent once.
      const recovery = new WriteAheadRecovery(app.database.db, runtime, app.log, {
        onReceipt: (receipt) => indexer.ingestReceipt(receipt),
      });
      await recovery.runOnce().catch((err: unknown) => app.log.warn({ err }, 'chain: write-ahead recovery failed'));
      recovery.start(WRITE_AHEAD_RECOVERY_MS);
      return {
        runtime,
        recovery,
        wallets,
        selfCustody,
        indexer,
        relay: new ChainRelay(app.database.db, runtime, wallets, indexer),
        transactions: new TransactionsService(app.database.db, runtime, wallets, indexer),
      };
    } catch (err) {
      await chainBackend.stop?.();
      throw err;
    }
  }, app.log);
  // Before the onClose hooks close the database: a deployment in progress ends first.
  app.addHook('preClose', async () => holder.close());
  return holder;
}

/** Step 5: the shared schemas and the OpenAPI document (rendered from the routes' schemas). */
async function registerContract(app: App): Promise<void> {
  const { config } = app;
  for (const schema of [
    ErrorBodySchema,
    ModuleConfigDocument,
    IconsDocument,
    RoutesDocument,
    TranslationsDocument,
    MenuItemSchema,
    StaticPageSchema,
    CurrentUserSchema,
    OrganizationSchema,
    PublicProfileSchema,
    BlockStateSchema,
    ConsentSchema,
    ContentMediumSchema,
    UserSummarySchema,
    CommentSchema,
    LikeSchema,
    UgcReportTypeSchema,
    UgcReportSchema,
    CategorySchema,
    ContentSchema,
    AdminContentSchema,
    AdminCategorySchema,
    AdminStaticPageSchema,
    ...CHAT_SCHEMAS,
    ...NOTIFICATION_SCHEMAS,
    ...IDEATION_SCHEMAS,
    ...AMA_SCHEMAS,
    ...EVENT_SCHEMAS,
    ...SPACES_SCHEMAS,
    ...POST_SCHEMAS,
    ...FEED_SCHEMAS,
    ...ORGANIZATION_SCHEMAS,
    ...INVITATION_SCHEMAS,
    AdminUserSchema,
    ...GEO_SCHEMAS,
    ...PROFILE_FIELD_SCHEMAS,
    UserMediumSchema,
    ...VOTING_SCHEMAS,
    ...CHAIN_SCHEMAS,
  ]) {
    app.addSchema(schema);
  }
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
  await app.register(healthRoutes);
  await app.register(customizerRoutes);
  await app.register(menuItemRoutes);
  await app.register(staticPageRoutes);
  await app.register(userRoutes);
  await app.register(consentRoutes);
  await app.register(contentMediaRoutes);
  await app.register(commentRoutes);
  await app.register(likeRoutes);
  await app.register(reportRoutes);
  await app.register(contentRoutes);
  await app.register(adminRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminUsersAdminRoutes);
  await app.register(chatRoutes);
  await app.register(chatKeyRoutes);
  await app.register(notificationRoutes);
  await app.register(pushRoutes);
  await app.register(ideationRoutes);
  await app.register(ideationAdminRoutes);
  await app.register(amaRoutes);
  await app.register(votingRoutes);
  await app.register(votingAdminRoutes);
  await app.register(amaAdminRoutes);
  await app.register(eventRoutes);
  await app.register(eventAdminRoutes);
  await app.register(spaceRoutes);
  await app.register(spaceAdminRoutes);
  await app.register(groupPostRoutes);
  await app.register(feedRoutes);
  await app.register(organizationRoutes);
  await app.register(organizationAdminRoutes);
  await app.register(invitationRoutes);
  await app.register(countryRoutes);
  await app.register(profileFieldRoutes);
  await app.register(userMediaRoutes);
  await app.register(profileGroupRoutes);
  await app.register(chainRoutes);
  await app.register(selfCustodyRoutes);
  await app.register(transactionRoutes);
  await app.register(boostRoutes);
  await app.register(walletRoutes);
  await app.register(adminChainRoutes);
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

/** Step 8: the web app (navigations and the not-found handler), the job worker and the demo content and participation seeds. */
async function registerWeb(app: App, opts: BuildOptions): Promise<void> {
  await app.register(walletFrameRoutes);
  const navigation = await webRoutes(app);
  app.setNotFoundHandler(navigation);
  app.addHook('onReady', async () => app.jobs.start());
  if (opts.seedContent ?? opts.seed !== false) {
    let contentSeed: Promise<unknown> = Promise.resolve();
    // In the background: a first start does not wait for ffmpeg; a restart finishes a seed that a
    // crash cut off (each step commits whole, see seed-contents.ts) and skips a finished one.
    app.addHook('onReady', async () => {
      const profileFields = seedDemoProfileFields(app).catch((err: unknown) =>
        app.log.error({ err }, 'demo profile fields seed failed'),
      );
      const participation = seedDemoParticipation(app).then(() =>
        seedDemoSpaces(app)
          .then(() => seedDemoPosts(app))
          .then(() => seedDemoOrganizations(app))
          .catch((err: unknown) => app.log.error({ err }, 'demo spaces seed failed')),
      );
      // The demo fans' wallets and tokens, once the chain is up (never holding /readyz).
      const demoChain = participation
        .then(() => seedDemoChain(app))
        .catch((err: unknown) => app.log.error({ err }, 'demo chain seed failed'));
      contentSeed = seedDemoContent(app.database.db, app.admin, app.contentMedia, {
        ffmpegPath: app.config.ffmpegPath,
        log: app.log,
        kind: app.database.kind,
      })
        .catch((err: unknown) => app.log.error({ err }, 'demo content seed failed'))
        .then(() => Promise.all([participation, demoChain, profileFields]));
    });
    app.addHook('preClose', async () => {
      await contentSeed;
    });
  }
}

/** Builds the API server without listening: migrations applied, demo seeded, routes registered. */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const app = createServer(opts);
  try {
    const platform = await openPlatform(app, opts);
    await decorateServices(app, opts, platform);
    installRouteHooks(app);
    await registerContract(app);
    await installCrossCutting(app, opts, platform.identity);
    await registerModules(app, platform.identity);
    await registerWeb(app, opts);
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
