import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { encodeFunctionData, getAddress, type Address } from 'viem';
import { communityTokenAbi, toUnits } from '@tribune/contracts';
import type { App } from '../src/app-types.ts';
import { startEmbeddedChain, type EmbeddedChain } from '../src/modules/chain/embedded-node.ts';
import type { ChainBackend } from '../src/modules/chain/runtime.ts';
import { useTestApp, type AppSetup, type UsedApp } from './fixtures.ts';
import { bearer, tokenFor, type TestKeys } from './tokens.ts';

/** A logger that drops everything (the chain's and the indexer's lines in tests). */
const noop = () => {};
export const quietLog = {
  info: noop,
  warn: noop,
  error: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
} as unknown as FastifyBaseLogger;

/** A real embedded chain in its own folder, and the backend an app takes (`createTestApp(..., { chain })`). */
export interface TestChain {
  /** The folder of the chain and the app's data (the hot wallets' master key). */
  dir: string;
  node: EmbeddedChain;
  backend: ChainBackend;
  stop(): Promise<void>;
}

export async function startTestChain(name = 'Test chain'): Promise<TestChain> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-chain-'));
  const node = await startEmbeddedChain({ dir: path.join(dir, 'chain'), log: quietLog });
  return {
    dir,
    node,
    backend: {
      request: node.request,
      chainId: node.chainId,
      chainName: name,
      adminKey: node.adminKey,
      confirmations: 0,
      sendRaw: (raw) => node.sendRaw(raw),
    },
    async stop() {
      await node.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A signed-in fan of `app` with a hot wallet holding `tokens` (minted by the admin wallet): the
 * fan's bearer token and wallet address.
 */
export async function fanWithTokens(
  app: App,
  keys: TestKeys,
  slug: string,
  tokens: string,
): Promise<{ token: string; address: Address }> {
  const token = await tokenFor(keys, { sub: `uid-${slug}`, name: slug, slug });
  const res = await app.inject({ method: 'POST', url: '/v2/user/hot_wallet', headers: bearer(token) });
  if (res.statusCode >= 300) throw new Error(`hot wallet for ${slug}: ${res.statusCode} ${res.body}`);
  const address = getAddress(res.json().data.attributes.wallet_address);
  if (tokens !== '0') {
    const runtime = app.chain.require().runtime;
    await runtime.send(runtime.admin, {
      to: runtime.deployment.tokenAddress as Address,
      data: encodeFunctionData({ abi: communityTokenAbi, functionName: 'mint', args: [address, toUnits(tokens)] }),
    });
  }
  return { token, address };
}

/**
 * A test app on a real embedded chain of its own (its folder is the app's data folder), built before a
 * describe's tests once the chain is up and settled (and, unless `ready` is false, checked ready);
 * closed after them before the chain stops.
 */
export function useChainApp(
  setup: AppSetup & { chainName?: string; ready?: boolean } = {},
): UsedApp & { readonly chain: TestChain } {
  let chain: TestChain | undefined;
  const started = () => {
    if (!chain) throw new Error('the test chain is not started yet');
    return chain;
  };
  beforeAll(async () => {
    chain = await startTestChain(setup.chainName);
  }, 120_000);
  afterAll(async () => {
    await chain?.stop();
  });
  const { config, options } = setup;
  const t = useTestApp({
    timeout: 120_000,
    ...setup,
    config: () => ({ dataDir: started().dir, ...(typeof config === 'function' ? config() : config) }),
    options: () => ({ chain: started().backend, ...(typeof options === 'function' ? options() : options) }),
  });
  beforeAll(async () => {
    await t.app.chain.settled();
    if (setup.ready !== false) expect(t.app.chain.status).toBe('ready');
  });
  return Object.defineProperty(t, 'chain', { get: started }) as UsedApp & { readonly chain: TestChain };
}

/**
 * For a test whose other process reads the chain (the embedded node answers only the server's IPC
 * channel): an HTTP JSON-RPC server on loopback in the test's process that forwards each call to
 * `request`. Test-only; the server never opens one.
 */
export async function rpcBridge(request: EmbeddedChain['request']): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const call = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        id: unknown;
        method: string;
        params?: unknown;
      };
      request({ method: call.method, params: call.params }).then(
        (result) => res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result })),
        (error: { code?: number; message?: string; data?: unknown }) =>
          res.end(
            JSON.stringify({
              jsonrpc: '2.0',
              id: call.id,
              error: { code: error.code ?? -32603, message: error.message ?? String(error), data: error.data },
            }),
          ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
