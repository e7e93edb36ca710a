import { createECDH } from 'node:crypto';
import path from 'node:path';
import type { S3Settings } from './lib/storage.ts';

/** The server's configuration, read from the environment once at start. */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /**
   * Where uploaded and content media are served, in the URLs the API answers: '' (same origin),
   * so media URLs are relative and the app shows its images under any host it is opened at
   * (http://127.0.0.1:3000 as well as PUBLIC_URL), which CSP `img-src 'self'` allows.
   */
  mediaBaseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  webDistDir: string;
  trustProxy: boolean;
  production: boolean;
  /**
   * Development conveniences (the identity's mail outbox page, loopback connections only): on
   * only with DEV_TOOLS=1, refused in production and with a HOST other than loopback.
   */
  devTools: boolean;
  /** Seconds of grace for in-flight requests on shutdown. */
  shutdownGraceMs: number;
  /** Whether the OIDC provider runs inside this process (`embedded`) or elsewhere (`external`). */
  identityMode: 'embedded' | 'external';
  /** The OIDC issuer whose access tokens the API accepts (no trailing slash). */
  identityIssuer: string;
  /** The `aud` every access token must carry. */
  apiAudience: string;
  /** The public OIDC client of the web app and native shells. */
  webClientId: string;
  /** The redirect URI of the native shells (custom scheme). */
  nativeRedirectUri: string;
  /** Outgoing mail server; without it mail is written to the outbox folder. */
  smtpUrl: string | undefined;
  /**
   * MAIL_OUTBOX_IN_PRODUCTION: with NODE_ENV=production and no SMTP_URL, mail is written to the
   * outbox folder only when this says so; otherwise the start is refused.
   */
  mailOutboxInProduction: boolean;
  /** Multiplies the identity's per-IP rate limits (many fans behind one stadium NAT; browser tests). */
  identityIpLimitFactor: number;
  /** Multiplies every API rate limit (docs/RATE-LIMITS.md); tests and benches raise it. */
  rateLimitFactor: number;
  /** Multiplies the API's per-address rate limits on top (many fans behind one stadium NAT). */
  rateLimitIpFactor: number;
  /** The largest accepted upload, per file, in bytes. */
  uploadMaxBytes: number;
  /** E-mail addresses (lower case) whose signed-in users become instance admins (ADMIN_EMAILS). */
  adminEmails: string[];
  /** The largest accepted video or audio upload of content media, in bytes. */
  videoUploadMaxBytes: number;
  /** The highest video rendition made (144..1080); 144p is always made. */
  videoMaxResolution: number;
  /** The ffmpeg binary (ffprobe is looked up next to it). */
  ffmpegPath: string;
  /** Where content media files live: the data folder or an S3-compatible bucket. */
  storageDriver: 'disk' | 's3';
  /** The S3-compatible bucket when storageDriver is 's3'. */
  s3: S3Settings | undefined;
  /** Test only: `host:port` pairs the embed fetcher may reach although they are private. Refused in production. */
  embedPrivateHostsAllowed: string[];
  /** Every request's headers must arrive within this many ms (HTTP_HEADERS_TIMEOUT_MS). */
  httpHeadersTimeoutMs: number;
  /** A request body must arrive within this many ms, extended by its minimum rate (HTTP_REQUEST_TIMEOUT_MS). */
  httpRequestTimeoutMs: number;
  /** Each further second a body may take costs this many bytes (HTTP_BODY_MIN_BYTES_PER_SECOND). */
  httpBodyMinBytesPerSecond: number;
  /** Realtime sockets per address that have not authenticated yet, before RATE_LIMIT_IP_FACTOR. */
  realtimeUnauthenticatedPerAddress: number;
  /**
   * The VAPID key pair of web push from the environment (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY,
   * base64url); undefined: generated at first start and kept in `server_secrets`.
   */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** The VAPID `sub` claim: a mailto: or https: contact for the push services (VAPID_SUBJECT). */
  vapidSubject: string;
  /**
   * Host names web push endpoints may point at (PUSH_SERVICE_HOSTS); `*.example.com` matches
   * every subdomain of example.com. The server POSTs to these URLs: nothing else is ever accepted.
   */
  pushServiceHosts: string[];
  /** Test only: `ip:port` pairs a push endpoint may use over plain http although private. Refused in production. */
  pushPrivateEndpointsAllowed: string[];
  /** The community chain (docs/CHAIN.md "The embedded chain"): embedded by default, an external EVM, or off. */
  chain: ChainConfig;
  /**
   * The key hot wallets, and the embedded identity's signing and cookie keys, are sealed under
   * (WALLET_MASTER_KEY); unset: generated into the data folder.
   */
  walletMasterKey: string | undefined;
  /**
   * Where the self-custody wallet frame is served (docs/WALLET.md): `WALLET_FRAME_URL` (its own
   * origin in production), by default this server's `/wallet-frame` beside the app.
   */
  walletFrameUrl: string | undefined;
  /** The built wallet frame (apps/wallet/dist). */
  walletDistDir: string;
  /** Gas (wei) the admin gives a linked self-custody wallet once (`SELF_CUSTODY_GAS_WEI`; 0 gives none). */
  selfCustodyGasWei: bigint;
}

/** Where the community token lives. */
export type ChainConfig =
  | { mode: 'off' }
  | {
      /** A hardhat node started by the server on loopback, its state in `<dataDir>/chain`. */
      mode: 'embedded';
      chainName: string;
    }
  | {
      mode: 'external';
      /** The JSON-RPC endpoint the server uses (CHAIN_RPC_URL). */
      rpcUrl: string;
      chainId: number;
      chainName: string;
      /** The admin wallet's key (CHAIN_ADMIN_KEY): holds every role, operator of every hot wallet. */
      adminKey: `0x${string}`;
      /**
       * The NFT pass signer's key (CHAIN_PASS_SIGNER_KEY, docs/NFTS.md "Transfer out"); without it the
       * server generates one once and keeps it sealed in the database, as on the embedded chain.
       */
      passSignerKey?: `0x${string}`;
      /** The deployed contracts (CHAIN_TOKEN_ADDRESS, CHAIN_NFT_ADDRESS, CHAIN_ACTIONS_ADDRESS). */
      contracts: { token: `0x${string}`; nft: `0x${string}`; actions: `0x${string}`; fromBlock: bigint };
      /** Blocks an event must be under before the indexer counts it (CHAIN_CONFIRMATIONS). */
      confirmations: number;
      /** A block explorer's base URL for the networks list (CHAIN_EXPLORER_URL). */
      explorerUrl: string | undefined;
    };

/** Raised when an environment variable is invalid; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(' or ')}), got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, values: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(values as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${values.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function text(env: NodeJS.ProcessEnv, name: string, fallback: string, pattern: RegExp): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!pattern.test(raw)) throw new ConfigError(`${name} must match ${pattern}, got "${raw}"`);
  return raw;
}

/** A redirect URI of a native shell: any scheme, but a parseable absolute URI. */
function redirectUri(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  try {
    const parsed = new URL(raw);
    if (parsed.hash) throw new Error('fragment');
  } catch {
    throw new ConfigError(`${name} must be an absolute URI without a fragment, got "${raw}"`);
  }
  return raw;
}

/**
 * A test-only list of private `ip:port` pairs that the SSRF guard lets through (the test servers
 * that stand in for oEmbed providers and push services); refused in production.
 */
function testOnlyHostPorts(env: NodeJS.ProcessEnv, name: string): string[] {
  const allowed = (env[name] ?? '').split(',').filter(Boolean);
  if (allowed.length && env.NODE_ENV === 'production') {
    throw new ConfigError(`${name} is for tests only and must not be set in production`);
  }
  for (const entry of allowed) {
    if (!/^[0-9a-fA-F.:[\]]+:[0-9]{1,5}$/.test(entry)) {
      throw new ConfigError(`${name} must list ip:port pairs, got "${entry}"`);
    }
  }
  return allowed;
}

/** Content media settings: upload limits, video renditions, ffmpeg, storage, the test-only embed allowance. */
function mediaConfig(env: NodeJS.ProcessEnv) {
  const storageDriver = oneOf(env, 'STORAGE_DRIVER', ['disk', 's3'] as const, 'disk');
  const bucket = text(env, 'S3_BUCKET', '', /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/);
  if (storageDriver === 's3' && !bucket) throw new ConfigError('S3_BUCKET must be set when STORAGE_DRIVER is s3');
  const allowed = testOnlyHostPorts(env, 'EMBED_PRIVATE_HOSTS_ALLOWED');
  return {
    videoUploadMaxBytes: int(env, 'VIDEO_UPLOAD_MAX_BYTES', 200 * 1024 * 1024, 1024, 10 * 1024 * 1024 * 1024),
    videoMaxResolution: int(env, 'VIDEO_MAX_RESOLUTION', 1080, 144, 1080),
    ffmpegPath: env.FFMPEG_PATH || 'ffmpeg',
    storageDriver,
    s3:
      storageDriver === 's3'
        ? {
            endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
            bucket,
            region: env.S3_REGION || 'us-east-1',
            accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
            forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
          }
        : undefined,
    embedPrivateHostsAllowed: allowed,
  };
}

/** Slow-client defences (docs/DECISIONS.md "Slow clients") and the realtime socket's admission. */
function connectionConfig(env: NodeJS.ProcessEnv) {
  const httpHeadersTimeoutMs = int(env, 'HTTP_HEADERS_TIMEOUT_MS', 15_000, 1_000, 300_000);
  const httpRequestTimeoutMs = int(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 1_000, 3_600_000);
  if (httpRequestTimeoutMs < httpHeadersTimeoutMs) {
    throw new ConfigError('HTTP_REQUEST_TIMEOUT_MS must not be shorter than HTTP_HEADERS_TIMEOUT_MS');
  }
  return {
    httpHeadersTimeoutMs,
    httpRequestTimeoutMs,
    httpBodyMinBytesPerSecond: int(env, 'HTTP_BODY_MIN_BYTES_PER_SECOND', 16_384, 512, 1024 * 1024 * 1024),
    realtimeUnauthenticatedPerAddress: int(env, 'REALTIME_UNAUTHENTICATED_PER_ADDRESS', 20, 1, 100_000),
  };
}

/** The push services of the browsers (Chrome/Edge/Opera via FCM, Firefox, Safari, legacy Edge). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  'web.push.apple.com',
  '*.notify.windows.com',
];

const HOST_NAME = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A base64url text (no padding) of exactly `bytes` bytes, or undefined. */
function base64urlBytes(raw: string, bytes: number): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(raw)) return undefined;
  const buf = Buffer.from(raw, 'base64url');
  return buf.length === bytes ? buf : undefined;
}

/**
 * Web push: the VAPID keys (both or neither; the public key must be the private key's), the
 * subject, the allowed push service hosts, and the test-only private endpoints.
 */
function address(env: NodeJS.ProcessEnv, name: string): `0x${string}` {
  const raw = env[name] ?? '';
  if (!/^0x[0-9a-fA-F]{40}$/.test(raw)) throw new ConfigError(`${name} must be a 0x-prefixed 20-byte hex address`);
  return raw as `0x${string}`;
}

/** CHAIN=embedded (default), external or off; an external chain needs its RPC URL, id, admin key and contracts. */
function chainConfig(env: NodeJS.ProcessEnv): { chain: ChainConfig; walletMasterKey: string | undefined } {
  const mode = oneOf(env, 'CHAIN', ['embedded', 'external', 'off'] as const, 'embedded');
  const chainName = text(
    env,
    'CHAIN_NAME',
    mode === 'embedded' ? 'Tribune local chain' : 'Community chain',
    /^[^\p{Cc}]{1,80}$/u,
  );
  const walletMasterKey = env.WALLET_MASTER_KEY || undefined;
  if (mode === 'off') return { chain: { mode }, walletMasterKey };
  if (mode === 'embedded') return { chain: { mode, chainName }, walletMasterKey };
  const rpcUrl = url(env, 'CHAIN_RPC_URL', ['http:', 'https:']);
  if (!rpcUrl) throw new ConfigError('CHAIN_RPC_URL is required with CHAIN=external');
  const adminKey = env.CHAIN_ADMIN_KEY ?? '';
  if (!/^0x[0-9a-fA-F]{64}$/.test(adminKey)) {
    throw new ConfigError('CHAIN_ADMIN_KEY must be a 0x-prefixed 32-byte hex private key');
  }
  if (!env.CHAIN_ID) throw new ConfigError('CHAIN_ID is required with CHAIN=external');
  const passSignerKey = env.CHAIN_PASS_SIGNER_KEY || undefined;
  if (passSignerKey !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(passSignerKey)) {
    throw new ConfigError('CHAIN_PASS_SIGNER_KEY must be a 0x-prefixed 32-byte hex private key');
  }
  return {
    chain: {
      mode,
      rpcUrl,
      chainId: int(env, 'CHAIN_ID', 0, 1, 2 ** 53 - 1),
      chainName,
      adminKey: adminKey as `0x${string}`,
      ...(passSignerKey ? { passSignerKey: passSignerKey as `0x${string}` } : {}),
      contracts: {
        token: address(env, 'CHAIN_TOKEN_ADDRESS'),
        nft: address(env, 'CHAIN_NFT_ADDRESS'),
        actions: address(env, 'CHAIN_ACTIONS_ADDRESS'),
        fromBlock: BigInt(int(env, 'CHAIN_FROM_BLOCK', 0, 0, 2 ** 53 - 1)),
      },
      confirmations: int(env, 'CHAIN_CONFIRMATIONS', 12, 0, 1000),
      explorerUrl: url(env, 'CHAIN_EXPLORER_URL', ['https:', 'http:']),
    },
    walletMasterKey,
  };
}

function pushConfig(env: NodeJS.ProcessEnv, publicUrl: string) {
  const pub = env.VAPID_PUBLIC_KEY ?? '';
  const priv = env.VAPID_PRIVATE_KEY ?? '';
  let vapidKeys: Config['vapidKeys'];
  if (pub || priv) {
    if (!pub || !priv) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    const publicKey = base64urlBytes(pub, 65);
    if (!publicKey || publicKey[0] !== 4) {
      throw new ConfigError(
        'VAPID_PUBLIC_KEY must be an uncompressed P-256 point (65 bytes) in base64url without padding',
      );
    }
    const privateKey = base64urlBytes(priv, 32);
    if (!privateKey) throw new ConfigError('VAPID_PRIVATE_KEY must be 32 bytes in base64url without padding');
    let derived: Buffer;
    try {
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(privateKey);
      derived = ecdh.getPublicKey();
    } catch {
      throw new ConfigError('VAPID_PRIVATE_KEY is not a valid P-256 private key');
    }
    if (!derived.equals(publicKey))
      throw new ConfigError('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
    vapidKeys = { publicKey: pub, privateKey: priv };
  }
  const fallbackSubject = publicUrl.startsWith('https:') ? publicUrl : `mailto:push@${new URL(publicUrl).hostname}`;
  const vapidSubject = env.VAPID_SUBJECT || fallbackSubject;
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+(\/\S*)?)$/.test(vapidSubject)) {
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: address or an https: URL, got "${vapidSubject}"`);
  }
  const rawHosts = env.PUSH_SERVICE_HOSTS;
  const pushServiceHosts =
    rawHosts === undefined || rawHosts.trim() === ''
      ? DEFAULT_PUSH_SERVICE_HOSTS
      : rawHosts
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean);
  for (const host of pushServiceHosts) {
    if (!HOST_NAME.test(host)) {
      throw new ConfigError(`PUSH_SERVICE_HOSTS must list host names (optionally *.domain), got "${host}"`);
    }
  }
  const allowed = testOnlyHostPorts(env, 'PUSH_PRIVATE_ENDPOINTS_ALLOWED');
  return { vapidKeys, vapidSubject, pushServiceHosts, pushPrivateEndpointsAllowed: allowed };
}

/** Whether a listen address is loopback only (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  return /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|\[::1\]|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i.test(host);
}

/** DEV_TOOLS (0 or 1): never in production, never on a HOST others can reach. */
function devToolsConfig(env: NodeJS.ProcessEnv, host: string): boolean {
  const on = oneOf(env, 'DEV_TOOLS', ['0', '1'] as const, '0') === '1';
  if (on && env.NODE_ENV === 'production') {
    throw new ConfigError('DEV_TOOLS must not be set in production (NODE_ENV=production)');
  }
  if (on && !isLoopbackHost(host)) {
    throw new ConfigError(
      `DEV_TOOLS=1 needs a loopback HOST (127.0.0.1, ::1 or localhost), got HOST="${host}": the mail outbox must not be reachable from other machines`,
    );
  }
  return on;
}

/** Reads and validates the configuration; throws ConfigError naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const port = int(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  const publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const logLevel = (env.LOG_LEVEL || 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const config: Config = {
    port,
    host,
    publicUrl,
    mediaBaseUrl: '',
    dataDir: path.resolve(cwd, env.TRIBUNE_DATA_DIR || '.tribune'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    logLevel,
    webDistDir: path.resolve(cwd, env.WEB_DIST_DIR || path.join(repoRoot, 'apps/web/dist')),
    walletDistDir: path.resolve(cwd, env.WALLET_DIST_DIR || path.join(repoRoot, 'apps/wallet/dist')),
    walletFrameUrl: url(env, 'WALLET_FRAME_URL', ['http:', 'https:'])?.replace(/\/+$/, ''),
    selfCustodyGasWei: BigInt(text(env, 'SELF_CUSTODY_GAS_WEI', '10000000000000000', /^[0-9]{1,24}$/)),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    production: env.NODE_ENV === 'production',
    devTools: devToolsConfig(env, host),
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    identityMode: oneOf(env, 'IDENTITY_MODE', ['embedded', 'external'] as const, 'embedded'),
    identityIssuer: (url(env, 'IDENTITY_ISSUER', ['http:', 'https:']) ?? publicUrl).replace(/\/+$/, ''),
    apiAudience: text(env, 'API_AUDIENCE', 'tribune-api', /^[\x21-\x7e]{1,200}$/),
    webClientId: text(env, 'WEB_CLIENT_ID', 'tribune-web', /^[A-Za-z0-9._:-]{1,200}$/),
    nativeRedirectUri: redirectUri(env, 'NATIVE_REDIRECT_URI', 'tribune://account/redirect'),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailOutboxInProduction: bool(env, 'MAIL_OUTBOX_IN_PRODUCTION', false),
    identityIpLimitFactor: int(env, 'IDENTITY_IP_LIMIT_FACTOR', 1, 1, 1000),
    rateLimitFactor: int(env, 'RATE_LIMIT_FACTOR', 1, 1, 10_000),
    rateLimitIpFactor: int(env, 'RATE_LIMIT_IP_FACTOR', 1, 1, 10_000),
    uploadMaxBytes: int(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    ...mediaConfig(env),
    ...connectionConfig(env),
    ...pushConfig(env, publicUrl),
    ...chainConfig(env),
  };
  outboxRule(config);
  return config;
}

/**
 * In production, mail (with its sign-in, verification and reset links) goes through SMTP; the
 * outbox folder only when MAIL_OUTBOX_IN_PRODUCTION says so. Only the embedded identity sends mail.
 */
function outboxRule(config: Config): void {
  if (!config.production || config.identityMode !== 'embedded' || config.smtpUrl) return;
  if (config.mailOutboxInProduction) return;
  throw new ConfigError(
    'SMTP_URL is required with NODE_ENV=production: without it every mail (sign-in, verification and reset links) ' +
      'would be written to the outbox folder of the data folder. Set SMTP_URL=smtp://… or smtps://…, or ' +
      'MAIL_OUTBOX_IN_PRODUCTION=1 to write mail to the outbox on purpose.',
  );
}
