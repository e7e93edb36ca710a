/**
 * Opening the community chain beside the server (docs/CHAIN.md): the backend handed in (tests),
 * the embedded node (a child reached over its IPC channel only), or the external chain of the
 * environment; off with CHAIN=off.
 */
import type { App } from '../../app-types.ts';
import type { BuildOptions } from '../../app.ts';
import { ChainHolder } from './holder.ts';
import { ChainIndexer, type ChainIndexerOptions } from './indexer.ts';
import { NftPasses } from './passes.ts';
import { ChainRelay } from './relay.ts';
import { ChainRuntime, type ChainBackend } from './runtime.ts';
import { ensureNftContract } from './nft-upgrade.ts';
import { loadMasterKey } from './sealing.ts';
import { SelfCustodyWallets } from './self-custody.ts';
import { TransactionsService } from './transactions.ts';
import { HotWallets } from './wallets.ts';
import { WriteAheadRecovery } from './write-ahead.ts';

/** How often the write-ahead recovery looks for pending records whose answer was lost (docs/CHAIN.md). */
const WRITE_AHEAD_RECOVERY_MS = 10_000;

/**
 * The community chain, opened beside the server (docs/CHAIN.md): the backend handed in (tests), the
 * embedded node (a child reached over its IPC channel only), or the external chain of the environment; off with CHAIN=off.
 */
export function openChain(
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
    const { startEmbeddedChain } = await import('./embedded-node.ts');
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
      const db = app.database.db;
      let indexer = new ChainIndexer(db, runtime, { log: app.log, ...hooks });
      // Before any new send takes a nonce: every record a crash left pending is settled or sent once.
      const recovery = new WriteAheadRecovery(db, runtime, app.log, {
        onReceipt: (receipt) => indexer.ingestReceipt(receipt),
      });
      await recovery.runOnce().catch((err: unknown) => app.log.warn({ err }, 'chain: write-ahead recovery failed'));
      // A CommunityNFT v1 is upgraded on the embedded chain, only reported on an external one
      // (docs/NFTS.md "Upgrading the NFT contract"); a switched contract needs an indexer that follows it.
      const upgradeMode = mode === 'external' ? 'external' : 'embedded';
      const current = indexer;
      if (await ensureNftContract(db, runtime, { mode: upgradeMode, catchUp: () => current.runOnce(), log: app.log })) {
        indexer = new ChainIndexer(db, runtime, { log: app.log, ...hooks });
      }
      const selfCustody = new SelfCustodyWallets(db, runtime, {
        origin: new URL(config.publicUrl).origin,
        gasWei: config.selfCustodyGasWei,
      });
      const wallets = new HotWallets(db, runtime, master, selfCustody);
      recovery.start(WRITE_AHEAD_RECOVERY_MS);
      const passes = await NftPasses.open({
        db: app.database.db,
        runtime,
        wallets,
        indexer,
        master,
        key: config.chain.mode === 'external' ? config.chain.passSignerKey : undefined,
        log: app.log,
      });
      // Checked on the chain first: a start cut off before the grant finishes it now; a failure is
      // tried again before the first pass is signed.
      await passes
        .ensureRole()
        .catch((err: unknown) => app.log.warn({ err }, 'chain: the NFT pass signer has no PASS_SIGNER_ROLE yet'));
      return {
        passes,
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
