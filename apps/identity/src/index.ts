import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { JWK } from 'jose';
import type Provider from 'oidc-provider';
import { accountStore, type Account } from './accounts.ts';
import { revokeAccount, sweepExpired } from './adapter.ts';
import type { Db } from './db/types.ts';
import type { Deps } from './deps.ts';
import { registerLoginTokenGrant } from './grant.ts';
import { guardOauthInput, guardPageInput, replayRequest } from './input.ts';
import { interactionRoutes } from './interaction.ts';
import { loadSecrets, publicKeys, type Secrets } from './keys.ts';
import type { MasterKey } from './sealing.ts';
import { createLimits, type RateLimitConfig } from './limits.ts';
import { createMailer } from './mail.ts';
import { passwordHasher } from './passwords.ts';
import { buildProvider, type ProviderSettings } from './provider.ts';
import { accountRoutes } from './routes.ts';
import { webKit } from './web.ts';

export type { Account } from './accounts.ts';
export { LOGIN_TOKEN_GRANT } from './provider.ts';
export { DEFAULT_LIMITS, type RateLimitConfig } from './limits.ts';
export {
  DataFolderError,
  lockDataFolder,
  openDataFolder,
  PRIVATE_UMASK,
  secureDataFolderContents,
  type DataFolderLock,
} from './data-folder.ts';
export { SealedSettingError } from './keys.ts';
export type { MasterKey } from './sealing.ts';

/** The identity migration folder (drizzle-kit output). */
export const IDENTITY_MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../drizzle');

/** How the host configures the identity service. */
export interface IdentityOptions {
  issuer: string;
  db: Db;
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /**
   * The key the signing and cookie keys are sealed under in `identity.settings` (a key derived
   * from it; docs/ACCOUNTS.md "Keys at rest"): the server's master key when embedded, the
   * identity's own (IDENTITY_MASTER_KEY or `<data>/identity-master.key`) when it runs alone.
   */
  masterKey: MasterKey;
  /**
   * Development conveniences (the mail outbox at /identity/dev/outbox, loopback requests only).
   * The host turns them on explicitly (DEV_TOOLS) and never in production.
   */
  devTools: boolean;
  smtpUrl?: string;
  smtpFrom?: string;
  redis?: Redis;
  clientId?: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  apiAudience?: string;
  accessTokenTtl?: number;
  refreshAbsoluteTtl?: number;
  instanceName?: () => string;
  cookieKeys?: string[];
  logger?: { info(...a: unknown[]): void; warn(...a: unknown[]): void; error(...a: unknown[]): void };
  argon2?: { memoryCost?: number; timeCost?: number; parallelism?: number };
  /** Overrides of the rate limits (tests); see DEFAULT_LIMITS. */
  rateLimits?: Partial<RateLimitConfig>;
}

/** The running identity service. */
export interface Identity {
  migrate(): Promise<void>;
  register(app: FastifyInstance): Promise<void>;
  publicJwks(): { keys: JWK[] };
  accounts: {
    findById(id: string): Promise<Account | undefined>;
    create(input: {
      email: string;
      password: string;
      displayName: string;
      locale?: string;
      emailVerified?: boolean;
    }): Promise<Account>;
    setStatus(id: string, status: 'unlocked' | 'locked' | 'banned'): Promise<void>;
    delete(id: string): Promise<void>;
    issueLoginToken(id: string): Promise<string>;
  };
  /** The oidc-provider instance, available after `register()`. */
  provider(): Provider;
  hashPassword(pw: string): Promise<string>;
  verifyPassword(hash: string, pw: string): Promise<boolean>;
  close(): Promise<void>;
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** Headers of every /oauth/* answer; oidc-provider's own pages tighten the CSP further. */
const OAUTH_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
} as const;

/** Sets the /oauth/* headers on the raw response, which oidc-provider writes directly. */
function oauthHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(OAUTH_HEADERS)) res.setHeader(name, value);
}

/** Creates the identity service; call `migrate()`, then `register(app)` before the app listens. */
export async function createIdentity(opts: IdentityOptions): Promise<Identity> {
  const issuer = opts.issuer.replace(/\/+$/, '');
  const logger = opts.logger ?? silent;
  const apiAudience = opts.apiAudience ?? 'tribune-api';
  const settings: ProviderSettings = {
    issuer,
    clientId: opts.clientId ?? 'tribune-web',
    redirectUris: opts.redirectUris,
    postLogoutRedirectUris: opts.postLogoutRedirectUris,
    apiAudience,
    apiResource: /^[a-z][a-z0-9+.-]*:/i.test(apiAudience) ? apiAudience : `urn:tribune:resource:${apiAudience}`,
    accessTokenTtl: opts.accessTokenTtl ?? 600,
    refreshAbsoluteTtl: opts.refreshAbsoluteTtl ?? 30 * 86400,
    instanceName: opts.instanceName ?? (() => 'Tribune'),
  };
  const hasher = passwordHasher(opts.argon2);
  const store = accountStore(opts.db, hasher);
  const mailer = createMailer({ dataDir: opts.dataDir, smtpUrl: opts.smtpUrl, from: opts.smtpFrom });
  const limits = createLimits(opts.redis, opts.rateLimits);
  let secrets: Secrets | undefined;
  let provider: Provider | undefined;
  let sweeper: NodeJS.Timeout | undefined;

  return {
    async migrate() {
      const config = {
        migrationsFolder: IDENTITY_MIGRATIONS_DIR,
        // Own bookkeeping table, so the API's drizzle.__drizzle_migrations never sees ours.
        migrationsSchema: 'identity',
        migrationsTable: '__identity_migrations',
      };
      if (opts.kind === 'pglite') {
        const { migrate } = await import('drizzle-orm/pglite/migrator');
        await migrate(opts.db as never, config);
      } else {
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        await migrate(opts.db as never, config);
      }
    },

    async register(app) {
      secrets = await loadSecrets(opts.db, opts.masterKey, opts.cookieKeys, logger);
      const built = buildProvider(opts.db, store, secrets, settings);
      provider = built;
      registerLoginTokenGrant(built, store, settings);
      built.on('server_error', (_ctx, err) => logger.error({ err }, 'identity: oidc-provider error'));
      built.on('grant.revoked', (_ctx, grantId) => logger.info({ grantId }, 'identity: grant revoked'));

      const callback = built.callback();
      const secure = issuer.startsWith('https:');
      await app.register(async (scope) => {
        scope.addHook('onRequest', async (req, reply) => {
          // On the raw response (oidc-provider writes it) and on Fastify's (its own answers).
          oauthHeaders(reply.raw);
          reply.headers(OAUTH_HEADERS);
          // The issuer decides the scheme: TLS ends before us, with or without X-Forwarded-Proto
          // (oidc-provider trusts the header, provider.proxy, and refuses Secure cookies without it).
          if (secure) req.raw.headers['x-forwarded-proto'] = 'https';
        });
        guardOauthInput(scope);
        const handler = (req: FastifyRequest, reply: FastifyReply) => {
          reply.hijack();
          // The body was read and checked here: oidc-provider parses a replay of the same bytes.
          const body = Buffer.isBuffer(req.body) ? req.body : undefined;
          void callback(body ? replayRequest(req.raw, body) : req.raw, reply.raw);
        };
        scope.all('/oauth/*', handler);
        scope.all('/.well-known/openid-configuration', handler);
      });

      const deps: Deps = {
        provider: built,
        accounts: store,
        hasher,
        limits,
        mailer,
        web: webKit({
          secret: secrets.cookieKeys[0] ?? '',
          secure: issuer.startsWith('https:'),
          instanceName: settings.instanceName,
        }),
        settings,
        devTools: opts.devTools,
        logger,
      };
      await app.register(async (scope) => {
        guardPageInput(scope, deps.web);
        await accountRoutes(scope, deps);
        await interactionRoutes(scope, deps);
      });

      sweeper = setInterval(
        () => void sweepExpired(opts.db).catch((err: unknown) => logger.warn({ err }, 'identity: sweep failed')),
        10 * 60_000,
      );
      sweeper.unref();
    },

    publicJwks() {
      if (!secrets) throw new Error('identity: publicJwks() is available after register()');
      return publicKeys(secrets.jwks);
    },

    accounts: {
      findById: store.findById,
      create: store.create,
      setStatus: store.setStatus,
      async delete(id) {
        await store.delete(id);
      },
      issueLoginToken: (id) => store.issueToken('login', id),
    },

    provider() {
      if (!provider) throw new Error('identity: provider() is available after register()');
      return provider;
    },

    hashPassword: hasher.hash,
    verifyPassword: hasher.verify,

    async close() {
      if (sweeper) clearInterval(sweeper);
      mailer.close();
    },
  };
}

/** Revokes every grant, refresh token and session of an account (for hosts that change accounts directly). */
export const revokeAccountGrants = (db: Db, accountId: string) => revokeAccount(db, accountId);
