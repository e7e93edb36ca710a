import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { ChainIndexer } from './indexer.ts';
import type { NftPasses } from './passes.ts';
import type { ChainRelay } from './relay.ts';
import type { ChainRuntime } from './runtime.ts';
import type { TransactionsService } from './transactions.ts';
import type { HotWallets } from './wallets.ts';
import type { SelfCustodyWallets } from './self-custody.ts';
import type { WriteAheadRecovery } from './write-ahead.ts';

/** The chain once it is up, with the services that need it. */
export interface ChainServices {
  runtime: ChainRuntime;
  wallets: HotWallets;
  selfCustody: SelfCustodyWallets;
  transactions: TransactionsService;
  /** Counts the events of receipts the server waited for (the relay's and the sends'). */
  indexer: ChainIndexer;
  relay: ChainRelay;
  /** The NFT pass signer and the chain side of passes (docs/NFTS.md "Transfer out"). */
  passes: NftPasses;
  /** Settles the records a crash or a lost answer left pending (write-ahead.ts). */
  recovery: WriteAheadRecovery;
}

/**
 * The community chain as the rest of the server sees it (`app.chain`). The chain starts beside the
 * server, not before it: an embedded node takes seconds to start and replay, and nothing but the
 * wallet features waits for it. Until it is up, or when it is off or failed, those features answer
 * 503 CHAIN_UNAVAILABLE and the networks list is empty.
 */
export class ChainHolder {
  private services: ChainServices | undefined;
  private failure: unknown;
  private opening: Promise<void> | undefined;
  private closed = false;

  constructor(readonly mode: 'off' | 'embedded' | 'external') {}

  /** Starts opening in the background; a failure is logged and kept (the server keeps running). */
  open(start: () => Promise<ChainServices>, log: FastifyBaseLogger): void {
    this.opening = start().then(
      async (services) => {
        if (this.closed) {
          await services.recovery.stop();
          await services.runtime.close();
          return;
        }
        this.services = services;
        log.info({ chainId: services.runtime.backend.chainId }, 'chain: ready');
      },
      (err: unknown) => {
        this.failure = err;
        log.error({ err }, 'chain: not available; wallet features answer 503 until the next start');
      },
    );
  }

  /** Resolves when the chain is up or has failed (tests and the start wait for it). */
  async settled(): Promise<void> {
    await this.opening;
  }

  get status(): 'off' | 'starting' | 'ready' | 'failed' {
    if (this.mode === 'off') return 'off';
    if (this.services) return 'ready';
    return this.failure ? 'failed' : 'starting';
  }

  /** The chain services when up. */
  current(): ChainServices | undefined {
    return this.services;
  }

  /** The chain services, or 503 CHAIN_UNAVAILABLE. */
  require(): ChainServices {
    if (!this.services) throw new AppError('CHAIN_UNAVAILABLE');
    return this.services;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.opening;
    const services = this.services;
    this.services = undefined;
    await services?.recovery.stop();
    await services?.runtime.close();
  }
}
