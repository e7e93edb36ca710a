import type { Db } from '../../db/client.ts';
import { defineModule } from '../../platform/module.ts';
import { adminChainRoutes } from './admin-routes.ts';
import { boostRoutes } from './boost-routes.ts';
import { BoostsService, registerBoostEffect } from './boosts.ts';
import { ChainEffects } from './effects.ts';
import { registerChainIndexJob, type ChainEventRow } from './indexer.ts';
import { openChain } from './open.ts';
import { CHAIN_SCHEMAS, chainRoutes, selfCustodyRoutes, transactionRoutes } from './routes.ts';
import { ChainVoteLedger, registerVoteEffects } from './vote-ledger.ts';
import { walletRoutes } from './wallet-routes.ts';
import type { ChainHolder } from './holder.ts';
import type { VoteLedger } from '../votings/index.ts';

export { AdminChainService } from './admin.ts';
export { payInitialBoost } from './boosts.ts';
export type { ChainBackend } from './runtime.ts';
export type { ChainEffects } from './effects.ts';
export type { ChainEventRow } from './indexer-repository.ts';
export type { ChainHolder, ChainServices } from './holder.ts';
export type { TransactionRow } from './transactions.ts';
export { presentTransaction } from './presenter.ts';
export { answerMove, moveKey, valueMove } from './value-routes.ts';
export { TRANSFER_OUT_EVENT, type NftPasses, type PassReceipt } from './passes.ts';
export { loadMasterKey } from './sealing.ts';
export { NFT_CONTRACT_VERSION, requireNftContractV2 } from './nft-upgrade.ts';
export { sendRecorded } from './write-ahead.ts';
export { finishRecord } from './repository.ts';
export type { HotWalletRow } from './repository.ts';
export type { WalletFacts } from './wallets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The community chain: its runtime and hot wallets once up (docs/CHAIN.md). */
    chain: ChainHolder;
    /** What the chain's events do to other modules; domains register their effects here. */
    chainEffects: ChainEffects;
    /** Token boosts of every boostable resource (docs/CHAIN.md "Boosts"). */
    boosts: BoostsService;
    /** The token votes' ledger (docs/CHAIN.md "Token votes and frozen tokens"), votings' port. */
    voteLedger: VoteLedger;
  }
}

/**
 * The community chain (docs/CHAIN.md): its runtime, hot wallets, self-custody, the indexer job,
 * boosts and the token votes' ledger; what its events do to other modules, exactly once.
 */
export const chainModule = defineModule({
  name: 'chain',
  setup: (app, { opts }) => {
    const effects = new ChainEffects();
    registerBoostEffect(effects, app.resources);
    registerVoteEffects(effects);
    app.decorate('chainEffects', effects);
    const hooks = {
      onEvents: (tx: Db, events: ChainEventRow[]) => effects.apply(tx, events, 1),
      onRevert: (tx: Db, events: ChainEventRow[]) => effects.apply(tx, events, -1),
    };
    app.decorate('chain', openChain(app, opts, hooks));
    app.decorate('boosts', new BoostsService(app.database.db, app.resources, app.chain));
    app.decorate('voteLedger', new ChainVoteLedger(app.chain));
    if (app.chain.mode !== 'off') {
      // The indexer follows the contracts' events as a durable job (docs/CHAIN.md "Indexer"); it
      // waits for the chain to be up, and its runs queue the next one.
      const index = registerChainIndexJob(app.jobs, app.database.db, () => app.chain.current()?.runtime, {
        log: app.log,
        ...hooks,
      });
      app.addHook('onReady', async () => index.schedule());
    }
  },
  schemas: CHAIN_SCHEMAS,
  routes: [chainRoutes, selfCustodyRoutes, transactionRoutes, boostRoutes, walletRoutes, adminChainRoutes],
});
