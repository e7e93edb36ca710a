/**
 * The admin's chain API (docs/CHAIN.md "Admin chain API"): mint tokens to a fan or an address,
 * freeze and unfreeze NFT copies, see and change the treasury. The admin wallet sends every call.
 *
 * Each value-moving call takes an Idempotency-Key and is recorded in `transactions` under the
 * acting user's id with that key (unique per user): the record is written `pending` before
 * anything is sent, the same key again answers that record and sends nothing, and the same key
 * for another call is refused (409). A call the chain would refuse is simulated first, so the
 * admin gets 422 TRANSACTION_FAILED with the contract's error (`FreezeExceedsBalance(…)`) instead
 * of a spent transaction.
 */
import {
  BaseError,
  ContractFunctionRevertedError,
  encodeFunctionData,
  getAddress,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { communityActionsAbi, communityNftAbi, communityTokenAbi } from '@tribune/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { insertAuditEntry } from '../../platform/audit-log.ts';
import type { ChainHolder, ChainServices } from './holder.ts';
import { finishRecord, insertRecord, insertRecordOnce, recordByKey, saveTreasuryAddress } from './repository.ts';
import { userWallet } from './wallet-repository.ts';
import type { TransactionRow } from './transactions.ts';
import { sendRecorded } from './write-ahead.ts';

/** One admin call as it is recorded and sent. */
interface AdminCall {
  eventName: string;
  amount: bigint;
  to: string | null;
  from?: string | null;
  orderedNftId?: string;
  address: Address;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
}

export interface MintInput {
  user_id?: string;
  address?: string;
  amount: string;
}

/** A mint of NFT copies (CommunityNFT.mint) to an address. */
export interface NftMintInput {
  to: Address;
  tokenId: bigint;
  amount: bigint;
}

/**
 * What a caller holds for a call while it is sent: `reserve` runs once, when the record is new and
 * before anything is sent (a refusal fails the record); `release` when the call then fails.
 */
export interface CallReservation {
  reserve(): Promise<void>;
  release(): Promise<void>;
}

export interface FreezeInput {
  address: string;
  nft_id: string;
  amount: string;
}

export interface Treasury {
  chain_id: number;
  treasury_address: string;
  treasury_balance: string;
  treasury_native_balance: string;
  admin_address: string;
  admin_native_balance: string;
  token_address: string;
  nft_address: string;
  actions_address: string;
}

export class AdminChainService {
  constructor(
    private readonly db: Db,
    private readonly chain: ChainHolder,
  ) {}

  /**
   * Mints base units to a user's wallet (422 NO_WALLET without one, 404 for a missing user) or to
   * an address. `recordFor` is the user the record belongs to (the acting admin; the demo seed
   * records a fan's funding under the fan).
   */
  async mint(recordFor: number, input: MintInput, key: string): Promise<{ row: TransactionRow; created: boolean }> {
    const services = this.chain.require();
    const to = await this.recipient(input);
    const amount = BigInt(input.amount);
    if (amount <= 0n) throw new AppError('VALIDATION_FAILED', undefined, { amount: ['must be more than 0'] });
    return this.run(services, recordFor, key, {
      eventName: 'Minted',
      amount,
      to,
      address: services.runtime.deployment.tokenAddress as Address,
      abi: communityTokenAbi,
      functionName: 'mint',
      args: [to, amount],
    });
  }

  /**
   * Mints copies of an NFT id to an address from the admin wallet (CommunityNFT.mint, minter role),
   * recorded under `recordFor` with the key as the token mints are (docs/NFTS.md "Admin routes").
   */
  async mintNft(
    recordFor: number,
    input: NftMintInput,
    key: string,
    reservation?: CallReservation,
  ): Promise<{ row: TransactionRow; created: boolean }> {
    const services = this.chain.require();
    if (input.amount <= 0n) throw new AppError('VALIDATION_FAILED', undefined, { amount: ['must be more than 0'] });
    const to = getAddress(input.to);
    return this.run(
      services,
      recordFor,
      key,
      {
        eventName: 'NftMinted',
        amount: input.amount,
        to,
        orderedNftId: input.tokenId.toString(),
        address: services.runtime.deployment.nftAddress as Address,
        abi: communityNftAbi,
        functionName: 'mint',
        args: [to, input.tokenId, input.amount, '0x'],
      },
      reservation,
    );
  }

  /** Freezes (or unfreezes) `amount` copies of an NFT id held by an address (CommunityNFT, admin role). */
  async freeze(
    actorId: number,
    input: FreezeInput,
    key: string,
    direction: 'freeze' | 'unfreeze',
  ): Promise<{ row: TransactionRow; created: boolean }> {
    const services = this.chain.require();
    const holder = getAddress(input.address);
    const amount = BigInt(input.amount);
    if (amount <= 0n) throw new AppError('VALIDATION_FAILED', undefined, { amount: ['must be more than 0'] });
    return this.run(services, actorId, key, {
      eventName: direction === 'freeze' ? 'TokensFrozen' : 'TokensUnfrozen',
      amount,
      to: holder,
      from: holder,
      orderedNftId: BigInt(input.nft_id).toString(),
      address: services.runtime.deployment.nftAddress as Address,
      abi: communityNftAbi,
      functionName: direction,
      args: [holder, BigInt(input.nft_id), amount],
    });
  }

  /**
   * Sets an NFT id's royalty (CommunityNFT.setTokenRoyalty, admin role; `feeBps` of 10,000), recorded
   * once per key as `NftRoyaltySet` (docs/NFTS.md "Admin: freezes and royalties").
   */
  async nftRoyalty(
    actorId: number,
    input: { tokenId: bigint; receiver: Address; feeBps: number },
    key: string,
  ): Promise<{ row: TransactionRow; created: boolean }> {
    const services = this.chain.require();
    const receiver = getAddress(input.receiver);
    return this.run(services, actorId, key, {
      eventName: 'NftRoyaltySet',
      amount: BigInt(input.feeBps),
      to: receiver,
      orderedNftId: input.tokenId.toString(),
      address: services.runtime.deployment.nftAddress as Address,
      abi: communityNftAbi,
      functionName: 'setTokenRoyalty',
      args: [input.tokenId, receiver, BigInt(input.feeBps)],
    });
  }

  async treasury(): Promise<Treasury> {
    const { runtime } = this.chain.require();
    const d = runtime.deployment;
    const client = runtime.publicClient;
    const treasury = await client.readContract({
      address: d.actionsAddress as Address,
      abi: communityActionsAbi,
      functionName: 'treasury',
    });
    const [tokens, native, adminNative] = await Promise.all([
      runtime.tokenBalance(treasury),
      client.getBalance({ address: treasury }),
      client.getBalance({ address: runtime.admin.address }),
    ]);
    return {
      chain_id: runtime.backend.chainId,
      treasury_address: getAddress(treasury),
      treasury_balance: tokens.toString(),
      treasury_native_balance: native.toString(),
      admin_address: runtime.admin.address,
      admin_native_balance: adminNative.toString(),
      token_address: d.tokenAddress,
      nft_address: d.nftAddress,
      actions_address: d.actionsAddress,
    };
  }

  /**
   * Sets the treasury of CommunityActions (where boosts, unlocks and vote shares go) and records it
   * in `chain_deployments`. Setting the treasury it already has sends nothing.
   */
  async setTreasury(actorId: number, address: string): Promise<Treasury> {
    const { runtime } = this.chain.require();
    const next = getAddress(address);
    const before = await this.treasury();
    if (before.treasury_address !== next) {
      const call: AdminCall = {
        eventName: 'TreasuryChanged',
        amount: 0n,
        to: next,
        from: before.treasury_address,
        address: runtime.deployment.actionsAddress as Address,
        abi: communityActionsAbi,
        functionName: 'setTreasury',
        args: [next],
      };
      await this.simulate(runtime, call);
      const receipt = await runtime.send(runtime.admin, { to: call.address, data: encode(call) });
      await this.chain.current()?.indexer.ingestReceipt(receipt);
      await insertRecord(this.db, {
        userId: actorId,
        txHash: receipt.transactionHash,
        eventName: call.eventName,
        txStatus: 'complete',
        amount: '0',
        fromAddress: before.treasury_address,
        toAddress: next,
        completedAt: new Date(),
      });
    }
    await saveTreasuryAddress(this.db, runtime.backend.chainId, next);
    runtime.deployment.treasuryAddress = next;
    await insertAuditEntry(this.db, {
      actorId,
      action: 'chain.treasury.set',
      targetType: 'chain_deployment',
      targetId: String(runtime.backend.chainId),
      details: { from: before.treasury_address, to: next },
    });
    return this.treasury();
  }

  /** Records, simulates, sends and completes one call, once per key. */
  private async run(
    services: ChainServices,
    userId: number,
    key: string,
    call: AdminCall,
    reservation?: CallReservation,
  ): Promise<{ row: TransactionRow; created: boolean }> {
    const existing = await recordByKey(this.db, userId, key);
    if (existing) return { row: answer(sameCall(existing, call)), created: false };

    const inserted = await insertRecordOnce(this.db, {
      userId,
      eventName: call.eventName,
      amount: call.amount.toString(),
      fromAddress: call.from ?? null,
      toAddress: call.to,
      orderedNftId: call.orderedNftId ?? null,
      idempotencyKey: key,
    });
    if (!inserted.created) return { row: answer(sameCall(inserted.row, call)), created: false };
    let { row } = inserted;

    const failWith = async (err: unknown, reason: string) => {
      await finishRecord(this.db, row.id, { status: 'failed', error: reason });
      throw err;
    };
    if (reservation) {
      try {
        await reservation.reserve();
      } catch (err) {
        await failWith(err, err instanceof AppError ? err.message : 'refused');
      }
    }
    const { runtime, indexer } = services;
    try {
      await this.simulate(runtime, call);
    } catch (err) {
      await reservation?.release();
      await failWith(err, err instanceof AppError ? (err.fields.reason?.[0] ?? 'reverted') : 'reverted');
    }
    // Written ahead: the record holds the signed transaction's hash before it is broadcast.
    const sent = await sendRecorded(this.db, runtime, row.id, runtime.admin, { to: call.address, data: encode(call) });
    if (sent.receipt) await indexer.ingestReceipt(sent.receipt);
    row = sent.row;
    if (row.txStatus === 'failed') {
      await reservation?.release();
      throw new AppError('TRANSACTION_FAILED', undefined, { reason: [row.error ?? 'reverted'] });
    }
    await insertAuditEntry(this.db, {
      actorId: userId,
      action: `chain.${call.functionName}`,
      targetType: 'transaction',
      targetId: String(row.id),
      details: {
        to: call.to,
        amount: call.amount.toString(),
        ...(call.orderedNftId ? { nft_id: call.orderedNftId } : {}),
        tx_hash: row.txHash,
      },
    });
    return { row, created: true };
  }

  /** Runs the call as `eth_call` from the admin wallet: a revert becomes 422 with the contract's error. */
  private async simulate(runtime: ChainServices['runtime'], call: AdminCall): Promise<void> {
    try {
      await runtime.publicClient.simulateContract({
        account: runtime.admin.address,
        address: call.address,
        abi: call.abi,
        functionName: call.functionName,
        args: call.args,
      } as never);
    } catch (err) {
      throw new AppError('TRANSACTION_FAILED', undefined, { reason: [revertReason(err)] });
    }
  }

  private async recipient(input: MintInput): Promise<Address> {
    if (input.user_id !== undefined) {
      const user = await userWallet(this.db, Number(input.user_id));
      if (!user || user.deletedAt) throw new AppError('NOT_FOUND');
      if (!user.wallet) throw new AppError('NO_WALLET');
      return getAddress(user.wallet);
    }
    if (input.address !== undefined) return getAddress(input.address);
    throw new AppError('VALIDATION_FAILED', undefined, { mint: ['name a user (user_id) or an address'] });
  }
}

function encode(call: AdminCall): Hex {
  return encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args } as never);
}

/** The contract's custom error with its arguments (`FreezeExceedsBalance(0x…, 7, 0, 1)`), or viem's short message. */
function revertReason(err: unknown): string {
  if (err instanceof BaseError) {
    const reverted = err.walk((e) => e instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError) {
      const data = reverted.data;
      if (data?.errorName) {
        const args = (data.args ?? []).map((a) => String(a)).join(', ');
        return `${data.errorName}(${args})`;
      }
      if (reverted.reason) return reverted.reason;
    }
    return err.shortMessage.slice(0, 300);
  }
  return 'reverted';
}

/** The same key for another call (another kind, amount, recipient or NFT) is the client's mistake: 409. */
function sameCall(row: TransactionRow, call: AdminCall): TransactionRow {
  const same =
    row.eventName === call.eventName &&
    row.amount === call.amount.toString() &&
    (row.toAddress ?? null) === (call.to ?? null) &&
    (row.orderedNftId ?? undefined) === call.orderedNftId;
  if (!same) throw new AppError('CONFLICT', 'This Idempotency-Key was used for another call.');
  return row;
}

/** A retried call answers its record; one that failed answers its failure again. */
function answer(row: TransactionRow): TransactionRow {
  if (row.txStatus === 'failed')
    throw new AppError('TRANSACTION_FAILED', undefined, { reason: [row.error ?? 'reverted'] });
  return row;
}
