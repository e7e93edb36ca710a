import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { startEmbeddedChain, type EmbeddedChain } from '../src/modules/chain/embedded-node.ts';
import type { ChainBackend } from '../src/modules/chain/runtime.ts';

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
      rpcUrl: node.rpcUrl,
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
