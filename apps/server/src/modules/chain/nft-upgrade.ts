/**
 * Upgrading CommunityNFT v1 to v2 (docs/NFTS.md "Upgrading the NFT contract"). A chain folder or a
 * database from before v2 remembers a CommunityNFT without `CONTRACT_VERSION()` (v1: the call
 * reverts). On the embedded chain the server upgrades it once at the chain's start, each step
 * checked on the chain first so that a crash halfway finishes at the next start:
 *
 * 1. pause v1 (nothing moves there any more);
 * 2. index v1 to the head (every holding counted in `nft_balances`);
 * 3. deploy v2 (its address is predicted from the admin's nonce and recorded before the send, so a
 *    crash after the send finds it instead of deploying again);
 * 4. re-mint each holder's copies on v2 with `mintBatch` (skipped for a holder v2 already has) and
 *    re-freeze the frozen counts, copy per-id royalties that differ;
 * 5. index again to the head (the cursor passes the upgrade's blocks: they hold no event of the
 *    remembered contracts, so the re-mint writes no balances and no provenance: the copies were
 *    counted from v1 and keep their history);
 * 6. switch `chain_deployments.nft_address` to v2; the indexer follows v2 from there.
 *
 * An external chain is never deployed to: a v1 there is logged as a warning and the routes that need
 * v2 answer 503 NFT_CONTRACT_OUTDATED (`requireNftContractV2`).
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  encodeFunctionData,
  getAddress,
  getContractAddress,
  type Address,
  type Hex,
} from 'viem';
import { communityNftAbi, communityNftBytecode } from '@tribune/contracts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { committedSteps, recordStep } from '../../lib/seed-steps.ts';
import { indexedHoldings, switchNftAddress, type IndexedHolding } from './nft-upgrade-repository.ts';
import { nodeAnswered, type ChainRuntime } from './runtime.ts';

/** The CommunityNFT version this server needs for trading, trade groups and transfer passes. */
export const NFT_CONTRACT_VERSION = 2;
/** Token ids per `mintBatch` of the re-mint. */
const MINT_BATCH_IDS = 100;

/** `CONTRACT_VERSION()` of a CommunityNFT; 1 when the call reverts (v1 has no such function). */
export async function readNftContractVersion(runtime: ChainRuntime, address: Address): Promise<number> {
  try {
    const version = await runtime.publicClient.readContract({
      address,
      abi: communityNftAbi,
      functionName: 'CONTRACT_VERSION',
    });
    return Number(version);
  } catch (err) {
    // Only the contract's answer counts as v1 (a revert, or no data); a node that cannot be asked is an error.
    const refused =
      err instanceof BaseError &&
      err.walk((e) => e instanceof ContractFunctionRevertedError || e instanceof ContractFunctionZeroDataError) !==
        null;
    if (refused || nodeAnswered(err)) return 1;
    throw err;
  }
}

/** 503 NFT_CONTRACT_OUTDATED unless the chain's CommunityNFT is at least v2 (trading, trade groups, passes). */
export function requireNftContractV2(runtime: ChainRuntime): void {
  if (runtime.nftContractVersion < NFT_CONTRACT_VERSION) throw new AppError('NFT_CONTRACT_OUTDATED');
}

export interface NftUpgradeOptions {
  /** `embedded` upgrades; `external` only warns. */
  mode: 'embedded' | 'external';
  /** Runs the indexer over the remembered contracts up to the head. */
  catchUp: () => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/**
 * Reads the remembered CommunityNFT's version into `runtime.nftContractVersion` and, for a v1 on the
 * embedded chain, upgrades it (the steps above). Answers true when the NFT contract was switched
 * (the caller's indexer follows the old address and must be made again).
 */
export async function ensureNftContract(db: Db, runtime: ChainRuntime, opts: NftUpgradeOptions): Promise<boolean> {
  const old = getAddress(runtime.deployment.nftAddress);
  const version = await readNftContractVersion(runtime, old);
  runtime.nftContractVersion = version;
  if (version >= NFT_CONTRACT_VERSION) return false;
  const chainId = runtime.backend.chainId;
  if (opts.mode === 'external') {
    opts.log.warn(
      { chainId, nft: old, version },
      'chain: CommunityNFT at this address is v1; trading, trade groups and transfer passes answer 503 NFT_CONTRACT_OUTDATED until the operator upgrades it (docs/NFTS.md "Upgrading the NFT contract")',
    );
    return false;
  }
  const upgrade = new NftUpgrade(db, runtime, old, opts);
  const next = await upgrade.run();
  runtime.useNftContract(next, NFT_CONTRACT_VERSION);
  return true;
}

class NftUpgrade {
  private readonly seed: string;

  constructor(
    private readonly db: Db,
    private readonly runtime: ChainRuntime,
    private readonly old: Address,
    private readonly opts: NftUpgradeOptions,
  ) {
    this.seed = `chain-nft-upgrade:${runtime.backend.chainId}:${old}`;
  }

  private get log() {
    return this.opts.log;
  }

  async run(): Promise<Address> {
    const chainId = this.runtime.backend.chainId;
    this.log.warn({ chainId, nft: this.old }, 'chain: CommunityNFT v1 found; upgrading it to v2');
    await this.pauseOld();
    await this.opts.catchUp();
    const holdings = await indexedHoldings(this.db);
    const next = await this.deployed();
    await this.remint(next, holdings);
    await this.refreeze(next, holdings);
    await this.copyRoyalties(next, holdings);
    await this.opts.catchUp();
    await inTransaction(this.db, async (tx) => {
      await switchNftAddress(tx, chainId, next);
      await recordStep(tx, `${this.seed}:switched`, { nft: next });
    });
    this.log.warn(
      { chainId, from: this.old, to: next, holders: new Set(holdings.map((h) => h.address)).size },
      'chain: CommunityNFT upgraded to v2; the indexer follows the new contract',
    );
    return next;
  }

  private read<const F extends 'paused' | 'balanceOfBatch' | 'frozenBalanceOf' | 'royaltyInfo'>(
    address: Address,
    functionName: F,
    args?: readonly unknown[],
  ) {
    return this.runtime.publicClient.readContract({
      address,
      abi: communityNftAbi,
      functionName,
      args,
    } as never) as Promise<unknown>;
  }

  private async call(to: Address, data: Hex): Promise<void> {
    await this.runtime.send(this.runtime.admin, { to, data });
  }

  /** Step 1: v1 paused (checked first). */
  private async pauseOld(): Promise<void> {
    if ((await this.read(this.old, 'paused')) === true) return;
    await this.call(this.old, encodeFunctionData({ abi: communityNftAbi, functionName: 'pause' }));
    this.log.info({ nft: this.old }, 'chain: CommunityNFT v1 paused');
  }

  /** Step 3: the v2 a previous run deployed (found at its recorded address), or a new one. */
  private async deployed(): Promise<Address> {
    const steps = await committedSteps(this.db, this.seed);
    for (const [name, detail] of steps) {
      if (!name.startsWith(`${this.seed}:deploy:`) || typeof detail.address !== 'string') continue;
      const address = getAddress(detail.address);
      const code = await this.runtime.publicClient.getCode({ address });
      if (code && code !== '0x' && (await readNftContractVersion(this.runtime, address)) >= NFT_CONTRACT_VERSION) {
        this.log.info({ nft: address }, 'chain: CommunityNFT v2 of an earlier run found');
        return address;
      }
    }
    const admin = this.runtime.admin;
    const d = this.runtime.deployment;
    return this.runtime.serialized(admin.address, async () => {
      const nonce = await this.runtime.publicClient.getTransactionCount({
        address: admin.address,
        blockTag: 'pending',
      });
      const address = getContractAddress({ from: admin.address, nonce: BigInt(nonce) });
      // Recorded before the send: a crash after it finds the contract at this address.
      await recordStep(this.db, `${this.seed}:deploy:${nonce}`, { address });
      const wallet = this.runtime.walletFor(admin);
      const hash = await wallet.deployContract({
        abi: communityNftAbi,
        bytecode: communityNftBytecode,
        args: ['', '', admin.address, getAddress(d.treasuryAddress), 500n],
        nonce,
      });
      const receipt = await this.runtime.publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success' || !receipt.contractAddress)
        throw new Error(`chain: deploying CommunityNFT v2 failed (${hash})`);
      const deployedAt = getAddress(receipt.contractAddress);
      this.log.info({ nft: deployedAt, block: String(receipt.blockNumber) }, 'chain: CommunityNFT v2 deployed');
      return deployedAt;
    });
  }

  /** Step 4: every holder's copies on v2, a mintBatch per holder (and 100 ids), skipped where v2 has them. */
  private async remint(next: Address, holdings: IndexedHolding[]): Promise<void> {
    const byHolder = new Map<string, IndexedHolding[]>();
    for (const h of holdings) {
      if (h.balance <= 0n) continue;
      byHolder.set(h.address, [...(byHolder.get(h.address) ?? []), h]);
    }
    let minted = 0;
    for (const [address, list] of byHolder) {
      for (let i = 0; i < list.length; i += MINT_BATCH_IDS) {
        const part = list.slice(i, i + MINT_BATCH_IDS);
        const ids = part.map((h) => BigInt(h.tokenId));
        const holder = getAddress(address);
        const have = (await this.read(next, 'balanceOfBatch', [part.map(() => holder), ids])) as readonly bigint[];
        if (part.every((h, j) => have[j] === h.balance)) continue;
        if (have.some((b) => b !== 0n)) {
          throw new Error(`chain: CommunityNFT v2 holds other copies for ${holder} than v1 did; the upgrade stops`);
        }
        await this.call(
          next,
          encodeFunctionData({
            abi: communityNftAbi,
            functionName: 'mintBatch',
            args: [holder, ids, part.map((h) => h.balance), '0x'],
          }),
        );
        minted++;
      }
    }
    this.log.info(
      { nft: next, holders: byHolder.size, batches: minted },
      'chain: holdings re-minted on CommunityNFT v2',
    );
  }

  /** Step 4: the frozen counts, topped up to v1's where v2 has fewer. */
  private async refreeze(next: Address, holdings: IndexedHolding[]): Promise<void> {
    let frozen = 0;
    for (const h of holdings) {
      if (h.frozen <= 0n) continue;
      const holder = getAddress(h.address);
      const now = (await this.read(next, 'frozenBalanceOf', [holder, BigInt(h.tokenId)])) as bigint;
      if (now >= h.frozen) continue;
      await this.call(
        next,
        encodeFunctionData({
          abi: communityNftAbi,
          functionName: 'freeze',
          args: [holder, BigInt(h.tokenId), h.frozen - now],
        }),
      );
      frozen++;
    }
    if (frozen > 0) this.log.info({ nft: next, frozen }, 'chain: frozen copies frozen again on CommunityNFT v2');
  }

  /** Step 4: a token id's royalty that differs on v1 (set with setTokenRoyalty) is set on v2 too. */
  private async copyRoyalties(next: Address, holdings: IndexedHolding[]): Promise<void> {
    const ids = [...new Set(holdings.map((h) => h.tokenId))];
    for (const id of ids) {
      const args = [BigInt(id), 10_000n];
      const [oldReceiver, oldBps] = (await this.read(this.old, 'royaltyInfo', args)) as [Address, bigint];
      const [newReceiver, newBps] = (await this.read(next, 'royaltyInfo', args)) as [Address, bigint];
      if (getAddress(oldReceiver) === getAddress(newReceiver) && oldBps === newBps) continue;
      await this.call(
        next,
        encodeFunctionData({
          abi: communityNftAbi,
          functionName: 'setTokenRoyalty',
          args: [BigInt(id), oldReceiver, oldBps],
        }),
      );
    }
  }
}
