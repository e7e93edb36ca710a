/**
 * Sending a trade's or a trade group's swap (docs/NFTS.md "Trading"): every leg in ONE
 * `CommunityNFT.swap(moves, ref)` transaction sent by the admin wallet, operator of every giver
 * (hot wallets are approved by `HotWallets.ensureNftOperator`; a self-custody wallet approves the
 * admin in the wallet frame first). The record is written ahead (`sendRecorded`): the signed
 * transaction's hash and bytes are stored before it is broadcast, so a crash leaves a record the
 * chain's recovery settles, and `reopenFailedSwaps` opens again what a failed swap had claimed.
 */
import { BaseError, encodeFunctionData, getAddress, pad, toHex, type Address, type Hex } from 'viem';
import { communityNftAbi } from '@tribune/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  finishRecord,
  requireNftContractV2,
  sendRecorded,
  type ChainServices,
  type TransactionRow,
} from '../chain/index.ts';
import { checksummed } from './service.ts';
import { walletsOf } from './trade-repository.ts';

/** One leg: `amount` copies of `nftId` from one user to another. */
export interface SwapLeg {
  requestId: number;
  fromUserId: number;
  toUserId: number;
  nftId: number;
  amount: number;
}

/** The addresses of the users of some legs, once they were checked movable by the admin wallet. */
export type SwapWallets = Map<number, Address>;

/** The `ref` of a swap: the record's id, so the chain names the trade. */
export const swapRef = (recordId: number): Hex => pad(toHex(recordId), { size: 32 });

/**
 * Makes sure the admin wallet may move every giver's copies: a hot wallet is approved now (once);
 * a self-custody wallet must have approved it (`isApprovedForAll`), else the caller gets 422
 * NFT_TRADE_APPROVAL_REQUIRED (its wallet frame asks for `setApprovalForAll(admin, true)`) and
 * another giver's wallet 422 NFT_TRADE_UNAVAILABLE. Answers every user's address.
 */
export async function prepareSwap(
  db: Db,
  services: ChainServices,
  legs: SwapLeg[],
  callerId: number,
): Promise<SwapWallets> {
  // `swap` is CommunityNFT v2's: an external chain still on v1 answers 503 NFT_CONTRACT_OUTDATED.
  requireNftContractV2(services.runtime);
  const userIds = [...new Set(legs.flatMap((l) => [l.fromUserId, l.toUserId]))];
  const stored = await walletsOf(db, userIds);
  const out: SwapWallets = new Map();
  for (const uid of userIds) {
    const hot = await services.wallets.find(uid);
    const address = checksummed(hot?.address ?? stored.get(uid));
    if (!address) throw new AppError(uid === callerId ? 'NFT_TRADE_NOT_MOVABLE' : 'NFT_TRADE_UNAVAILABLE');
    out.set(uid, address as Address);
  }
  const givers = [...new Set(legs.map((l) => l.fromUserId))];
  for (const uid of givers) {
    const hot = await services.wallets.find(uid);
    if (hot) {
      await services.wallets.ensureNftOperator(hot);
      continue;
    }
    if (!(await adminApproved(services, out.get(uid)!))) {
      throw new AppError(uid === callerId ? 'NFT_TRADE_APPROVAL_REQUIRED' : 'NFT_TRADE_UNAVAILABLE');
    }
  }
  return out;
}

/** Whether a holder approved the admin wallet for all its NFTs. */
export function adminApproved(services: ChainServices, holder: string): Promise<boolean> {
  const { runtime } = services;
  return runtime.publicClient.readContract({
    address: runtime.deployment.nftAddress as Address,
    abi: communityNftAbi,
    functionName: 'isApprovedForAll',
    args: [getAddress(holder), runtime.deployment.adminAddress as Address],
  });
}

/**
 * Simulates, then sends the swap of a pending record, written ahead, and indexes its receipt. A
 * swap the chain would refuse fails its record without being sent. Answers the record as it ends
 * (complete, failed, or pending when its fate is unknown: the recovery ends it).
 */
export async function sendSwap(
  db: Db,
  services: ChainServices,
  record: TransactionRow,
  legs: SwapLeg[],
  wallets: SwapWallets,
): Promise<TransactionRow> {
  const { runtime, indexer } = services;
  const moves = legs.map((l) => ({
    from: wallets.get(l.fromUserId)!,
    to: wallets.get(l.toUserId)!,
    id: BigInt(l.nftId),
    amount: BigInt(l.amount),
  }));
  const args = [moves, swapRef(record.id)] as const;
  const address = runtime.deployment.nftAddress as Address;
  try {
    await runtime.publicClient.simulateContract({
      account: runtime.admin.address,
      address,
      abi: communityNftAbi,
      functionName: 'swap',
      args,
    });
  } catch (err) {
    const reason = err instanceof BaseError ? err.shortMessage.slice(0, 200) : 'reverted';
    return finishRecord(db, record.id, { status: 'failed', error: `not sent: ${reason}` });
  }
  const data = encodeFunctionData({ abi: communityNftAbi, functionName: 'swap', args });
  const sent = await sendRecorded(db, runtime, record.id, runtime.admin, { to: address, data });
  if (sent.receipt) await indexer.ingestReceipt(sent.receipt);
  return sent.row;
}
