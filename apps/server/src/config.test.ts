import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/tribune');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('/srv/tribune', '.tribune'),
      databaseUrl: undefined,
      redisUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      production: false,
      shutdownGraceMs: 10_000,
    });
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('reads valid values', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://fans.example/',
        DATABASE_URL: 'postgresql://u@db:5432/tribune',
        REDIS_URL: 'rediss://cache:6380',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'yes',
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example:25',
        TRIBUNE_DATA_DIR: 'data',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://fans.example',
      databaseUrl: 'postgresql://u@db:5432/tribune',
      redisUrl: 'rediss://cache:6380',
      logLevel: 'warn',
      trustProxy: true,
      production: true,
      dataDir: '/srv/data',
    });
  });

  it('has the account defaults and reads the account variables', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://fans.example' })).toMatchObject({
      identityMode: 'embedded',
      identityIssuer: 'https://fans.example',
      apiAudience: 'tribune-api',
      webClientId: 'tribune-web',
      nativeRedirectUri: 'tribune://account/redirect',
      smtpUrl: undefined,
      uploadMaxBytes: 5 * 1024 * 1024,
    });
    expect(
      loadConfig({
        IDENTITY_MODE: 'external',
        IDENTITY_ISSUER: 'https://id.example/',
        API_AUDIENCE: 'api',
        WEB_CLIENT_ID: 'web',
        NATIVE_REDIRECT_URI: 'fans://redirect',
        SMTP_URL: 'smtps://u:p@mail.example:465',
        UPLOAD_MAX_BYTES: '1048576',
      }),
    ).toMatchObject({
      identityMode: 'external',
      identityIssuer: 'https://id.example',
      apiAudience: 'api',
      webClientId: 'web',
      nativeRedirectUri: 'fans://redirect',
      smtpUrl: 'smtps://u:p@mail.example:465',
      uploadMaxBytes: 1048576,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', LOG_LEVEL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      logLevel: 'info',
    });
  });

  it('derives the public URL from the port', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'not a url'],
    ['REDIS_URL', 'http://cache:6379'],
    ['REDIS_URL', 'redis//missing-colon'],
    ['LOG_LEVEL', 'verbose'],
    ['PUBLIC_URL', 'ftp://fans.example'],
    ['TRUST_PROXY', 'maybe'],
    ['SHUTDOWN_GRACE_MS', 'soon'],
    ['IDENTITY_MODE', 'remote'],
    ['IDENTITY_ISSUER', 'ftp://id.example'],
    ['API_AUDIENCE', 'has space'],
    ['WEB_CLIENT_ID', 'bad/id'],
    ['NATIVE_REDIRECT_URI', 'not a uri'],
    ['SMTP_URL', 'http://mail.example'],
    ['UPLOAD_MAX_BYTES', '12'],
    ['UPLOAD_MAX_BYTES', 'lots'],
    ['DEV_TOOLS', 'yes'],
  ])('rejects %s=%s with a ConfigError naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
    expect((error as Error).name).toBe('ConfigError');
  });
});

describe('DEV_TOOLS', () => {
  it('is off unless set, and on with DEV_TOOLS=1 on a loopback HOST', () => {
    expect(loadConfig({}).devTools).toBe(false);
    expect(loadConfig({ DEV_TOOLS: '0', HOST: '0.0.0.0' }).devTools).toBe(false);
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', 'localhost']) {
      expect(loadConfig({ DEV_TOOLS: '1', HOST: host }).devTools, host).toBe(true);
    }
    expect(loadConfig({ DEV_TOOLS: '1' }).devTools).toBe(true); // HOST defaults to 127.0.0.1
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'fans.example'])(
    'refuses DEV_TOOLS=1 with HOST=%s, naming both',
    (host) => {
      expect(() => loadConfig({ DEV_TOOLS: '1', HOST: host })).toThrow(ConfigError);
      expect(() => loadConfig({ DEV_TOOLS: '1', HOST: host })).toThrow(/HOST.*DEV_TOOLS|DEV_TOOLS.*HOST/);
    },
  );

  it('refuses DEV_TOOLS=1 in production', () => {
    expect(() => loadConfig({ DEV_TOOLS: '1', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEV_TOOLS: '1', NODE_ENV: 'production' })).toThrow(/DEV_TOOLS.*production/);
    expect(loadConfig({ DEV_TOOLS: '0', NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example' }).devTools).toBe(
      false,
    );
  });
});

describe('mail in production', () => {
  it('refuses production without SMTP_URL, naming SMTP_URL and MAIL_OUTBOX_IN_PRODUCTION', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL.*MAIL_OUTBOX_IN_PRODUCTION=1/);
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX_IN_PRODUCTION: '0' })).toThrow(/SMTP_URL/);
  });

  it('writes to the outbox in production only when told so, and needs nothing outside production', () => {
    expect(loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX_IN_PRODUCTION: '1' })).toMatchObject({
      smtpUrl: undefined,
      mailOutboxInProduction: true,
    });
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example' }).smtpUrl).toBe(
      'smtps://mail.example',
    );
    expect(loadConfig({}).mailOutboxInProduction).toBe(false);
    // The API alone (an identity elsewhere) sends no mail.
    expect(
      loadConfig({ NODE_ENV: 'production', IDENTITY_MODE: 'external', IDENTITY_ISSUER: 'https://id.example' }).smtpUrl,
    ).toBeUndefined();
  });

  it('validates MAIL_OUTBOX_IN_PRODUCTION', () => {
    expect(() => loadConfig({ MAIL_OUTBOX_IN_PRODUCTION: 'maybe' })).toThrow(/MAIL_OUTBOX_IN_PRODUCTION/);
  });
});

describe('slow-client timeouts and realtime admission', () => {
  it('defaults to 15 s for headers, 30 s for a body plus 16 KiB/s, 20 pending sockets per address', () => {
    expect(loadConfig({})).toMatchObject({
      httpHeadersTimeoutMs: 15_000,
      httpRequestTimeoutMs: 30_000,
      httpBodyMinBytesPerSecond: 16_384,
      realtimeUnauthenticatedPerAddress: 20,
    });
    expect(
      loadConfig({
        HTTP_HEADERS_TIMEOUT_MS: '5000',
        HTTP_REQUEST_TIMEOUT_MS: '60000',
        HTTP_BODY_MIN_BYTES_PER_SECOND: '4096',
        REALTIME_UNAUTHENTICATED_PER_ADDRESS: '50',
      }),
    ).toMatchObject({
      httpHeadersTimeoutMs: 5_000,
      httpRequestTimeoutMs: 60_000,
      httpBodyMinBytesPerSecond: 4_096,
      realtimeUnauthenticatedPerAddress: 50,
    });
  });

  it.each([
    ['HTTP_HEADERS_TIMEOUT_MS', '0'],
    ['HTTP_REQUEST_TIMEOUT_MS', 'soon'],
    ['HTTP_BODY_MIN_BYTES_PER_SECOND', '1'],
    ['REALTIME_UNAUTHENTICATED_PER_ADDRESS', '0'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('refuses a request timeout shorter than the headers timeout', () => {
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      /HTTP_REQUEST_TIMEOUT_MS/,
    );
  });
  it('runs the embedded chain by default, an external one only with all its settings', () => {
    expect(loadConfig({}).chain).toEqual({ mode: 'embedded', chainName: 'Tribune local chain' });
    expect(loadConfig({ CHAIN: 'off' }).chain).toEqual({ mode: 'off' });
    const external = {
      CHAIN: 'external',
      CHAIN_RPC_URL: 'https://rpc.example',
      CHAIN_ID: '137',
      CHAIN_ADMIN_KEY: `0x${'ab'.repeat(32)}`,
      CHAIN_TOKEN_ADDRESS: `0x${'11'.repeat(20)}`,
      CHAIN_NFT_ADDRESS: `0x${'22'.repeat(20)}`,
      CHAIN_ACTIONS_ADDRESS: `0x${'33'.repeat(20)}`,
    };
    expect(loadConfig(external).chain).toMatchObject({
      mode: 'external',
      chainId: 137,
      confirmations: 12,
      contracts: { token: `0x${'11'.repeat(20)}`, fromBlock: 0n },
    });
    expect(() => loadConfig({ ...external, CHAIN_RPC_URL: '' })).toThrow(/CHAIN_RPC_URL/);
    expect(() => loadConfig({ ...external, CHAIN_ADMIN_KEY: '0x12' })).toThrow(/CHAIN_ADMIN_KEY/);
    expect(() => loadConfig({ ...external, CHAIN_NFT_ADDRESS: 'nope' })).toThrow(/CHAIN_NFT_ADDRESS/);
    // The NFT pass signer's key (docs/NFTS.md "Transfer out"): optional, a private key when set.
    expect(loadConfig(external).chain).not.toHaveProperty('passSignerKey');
    expect(loadConfig({ ...external, CHAIN_PASS_SIGNER_KEY: `0x${'cd'.repeat(32)}` }).chain).toMatchObject({
      passSignerKey: `0x${'cd'.repeat(32)}`,
    });
    expect(() => loadConfig({ ...external, CHAIN_PASS_SIGNER_KEY: '0xcdcd' })).toThrow(/CHAIN_PASS_SIGNER_KEY/);
    expect(() => loadConfig({ CHAIN: 'mainnet' })).toThrow(ConfigError);
    // The key never appears in an error message.
    try {
      loadConfig({ ...external, CHAIN_ID: '' });
    } catch (err) {
      expect(String(err)).not.toContain('abab');
    }
  });
});
