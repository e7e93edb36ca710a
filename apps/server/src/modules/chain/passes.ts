/**
 * NFT transfer passes on the chain (docs/NFTS.md "Transfer out"): the instance's pass signer (a key
 * the server holds, sealed at rest like the hot wallets' keys, never logged or answered), its
 * `PASS_SIGNER_ROLE` on CommunityNFT, the EIP-712 signature of a pass, a hot wallet's own
 * `transferWithPass` sent through the write-ahead path, and the check of a receipt for a pass's
 * `PassUsed`.
 */
import {
  BaseError,
  ContractFunctionRevertedError,
  decodeEventLog,
  encodeFunctionData,
  getAddress,
  parseEther,
  type Address,
  type Hex,
  type PrivateKeyAccount,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { communityNftAbi, nftPassDomain, PASS_TYPES, type NftPass } from '@tribune/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { ChainIndexer } from './indexer.ts';
import { storedPassSignerKey } from './pass-signer-repository.ts';
import { findHotWallet, finishRecord, insertRecordOnce, recordByKey, type TransactionRecord } from './repository.ts';
import type { ChainRuntime } from './runtime.ts';
import { seal, unseal, type MasterKey } from './sealing.ts';
import type { HotWallets } from './wallets.ts';
import { sendRecorded } from './write-ahead.ts';

/** What the sealed key is bound to (sealing.ts: a sealed value opens only for its name). */
const BOUND = 'nft_pass_signer';
/** Gas money the admin gives a hot wallet that sends its own pass (as the operator grants get). */
const GAS_ALLOWANCE = parseEther('0.01');
/** The record of a hot wallet's transfer out (`transactions.event_name`). */
export const TRANSFER_OUT_EVENT = 'NftTransferOut';

/** What a receipt says about a pass's nonce. */
export type PassReceipt = 'used' | 'not_used' | 'reverted' | 'not_mined';

export interface PassesLog {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
}

/** The instance's pass signer and the chain side of passes. */
export class NftPasses {
  private roleGranted = false;
  private granting: Promise<void> | undefined;

  private constructor(
    private readonly db: Db,
    private readonly runtime: ChainRuntime,
    private readonly wallets: HotWallets,
    private readonly indexer: ChainIndexer,
    private readonly signer: PrivateKeyAccount,
    private readonly log: PassesLog,
  ) {}

  /**
   * The signer of `key` (CHAIN_PASS_SIGNER_KEY) or, without one, the key generated once and kept
   * sealed under the master key in `server_secrets`.
   */
  static async open(input: {
    db: Db;
    runtime: ChainRuntime;
    wallets: HotWallets;
    indexer: ChainIndexer;
    master: MasterKey;
    key?: Hex;
    log: PassesLog;
  }): Promise<NftPasses> {
    const key =
      input.key ??
      (unseal(
        input.master,
        await storedPassSignerKey(input.db, () => seal(input.master, generatePrivateKey(), BOUND)),
        BOUND,
      ) as Hex);
    return new NftPasses(input.db, input.runtime, input.wallets, input.indexer, privateKeyToAccount(key), input.log);
  }

  /** The signer's address (public: the contract checks it holds the role). */
  get signerAddress(): Address {
    return this.signer.address;
  }

  private get nft(): Address {
    return this.runtime.deployment.nftAddress as Address;
  }

  /**
   * Makes sure the signer holds `PASS_SIGNER_ROLE`: read on the chain first, granted by the admin
   * when missing, so a start cut off before the grant finishes it the next time.
   */
  async ensureRole(): Promise<void> {
    if (this.roleGranted) return;
    this.granting ??= this.grant().finally(() => {
      this.granting = undefined;
    });
    await this.granting;
  }

  private async grant(): Promise<void> {
    const client = this.runtime.publicClient;
    const role = await client.readContract({
      address: this.nft,
      abi: communityNftAbi,
      functionName: 'PASS_SIGNER_ROLE',
    });
    const has = await client.readContract({
      address: this.nft,
      abi: communityNftAbi,
      functionName: 'hasRole',
      args: [role, this.signer.address],
    });
    if (!has) {
      await this.runtime.send(this.runtime.admin, {
        to: this.nft,
        data: encodeFunctionData({
          abi: communityNftAbi,
          functionName: 'grantRole',
          args: [role, this.signer.address],
        }),
      });
      this.log.info({ signer: this.signer.address }, 'chain: the NFT pass signer got PASS_SIGNER_ROLE');
    }
    this.roleGranted = true;
  }

  /** The EIP-712 signature of a pass by the instance's signer (its role made sure first). */
  async sign(pass: NftPass): Promise<Hex> {
    await this.ensureRole();
    return this.signer.signTypedData({
      domain: nftPassDomain(this.runtime.backend.chainId, this.nft),
      types: PASS_TYPES,
      primaryType: 'Pass',
      message: pass,
    });
  }

  /** The token's metadata URI (`uri(id)` with `{id}` filled as ERC-1155 says), or null when it has none. */
  async metadataUri(id: bigint): Promise<string | null> {
    const uri = await this.runtime.publicClient
      .readContract({ address: this.nft, abi: communityNftAbi, functionName: 'uri', args: [id] })
      .catch(() => '');
    if (!uri) return null;
    return uri.replace('{id}', id.toString(16).padStart(64, '0'));
  }

  /** The record of a hot wallet's transfer out under its key, if one was written. */
  recordOf(userId: number, key: string): Promise<TransactionRecord | undefined> {
    return recordByKey(this.db, userId, key);
  }

  /**
   * Sends `transferWithPass` from the user's hot wallet (`msg.sender` must be `pass.from`), once per
   * key: recorded first (`NftTransferOut`, item `nft_transfer` = the pass id), simulated (a revert is
   * 422 TRANSACTION_FAILED with the contract's error and fails the record), funded with gas when the
   * wallet is low, written ahead and sent; the receipt's events are counted before the answer.
   */
  async submitFromHotWallet(
    userId: number,
    pass: NftPass,
    signature: Hex,
    key: string,
  ): Promise<{ row: TransactionRecord; created: boolean }> {
    const wallet = await findHotWallet(this.db, userId);
    if (!wallet || getAddress(wallet.address) !== getAddress(pass.from)) throw new AppError('NO_WALLET');
    const inserted = await insertRecordOnce(this.db, {
      userId,
      eventName: TRANSFER_OUT_EVENT,
      amount: pass.amount.toString(),
      fromAddress: getAddress(pass.from),
      toAddress: getAddress(pass.to),
      orderedNftId: pass.id.toString(),
      itemType: 'nft_transfer',
      itemId: Number(pass.nonce),
      idempotencyKey: key,
    });
    if (!inserted.created) return inserted;
    const { row } = inserted;
    const args = [pass, signature] as const;
    try {
      await this.runtime.publicClient.simulateContract({
        account: wallet.address as Address,
        address: this.nft,
        abi: communityNftAbi,
        functionName: 'transferWithPass',
        args,
      });
    } catch (err) {
      const reason = revertReason(err);
      await finishRecord(this.db, row.id, { status: 'failed', error: reason });
      throw new AppError('TRANSACTION_FAILED', undefined, { reason: [reason] });
    }
    const gas = await this.runtime.publicClient.getBalance({ address: wallet.address as Address });
    if (gas < GAS_ALLOWANCE / 2n) {
      await this.runtime.send(this.runtime.admin, { to: wallet.address as Address, value: GAS_ALLOWANCE });
    }
    const sent = await sendRecorded(this.db, this.runtime, row.id, this.wallets.account(wallet), {
      to: this.nft,
      data: encodeFunctionData({ abi: communityNftAbi, functionName: 'transferWithPass', args }),
    });
    if (sent.receipt) await this.indexer.ingestReceipt(sent.receipt);
    return { row: sent.row, created: true };
  }

  /**
   * What the receipt of `hash` says about the pass `nonce`: `used` when it holds CommunityNFT's
   * `PassUsed` of that nonce (its events are counted first, so ownership follows at once).
   */
  async passUsedIn(hash: Hex, nonce: bigint): Promise<PassReceipt> {
    const receipt = await this.runtime.publicClient.getTransactionReceipt({ hash }).catch(() => undefined);
    if (!receipt) return 'not_mined';
    if (receipt.status !== 'success') return 'reverted';
    const used = receipt.logs.some((log) => {
      if (getAddress(log.address) !== getAddress(this.nft)) return false;
      try {
        const event = decodeEventLog({ abi: communityNftAbi, data: log.data, topics: log.topics });
        return event.eventName === 'PassUsed' && event.args.nonce === nonce;
      } catch {
        return false;
      }
    });
    if (used) await this.indexer.ingestReceipt(receipt);
    return used ? 'used' : 'not_used';
  }
}

/** The contract's custom error with its arguments (`FrozenTokens(0x…, 7, 0, 1)`), or viem's short message. */
function revertReason(err: unknown): string {
  if (err instanceof BaseError) {
    const reverted = err.walk((e) => e instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError && reverted.data?.errorName) {
      const args = (reverted.data.args ?? []).map((a) => String(a)).join(', ');
      return `${reverted.data.errorName}(${args})`;
    }
    return err.shortMessage.slice(0, 300);
  }
  return 'reverted';
}
