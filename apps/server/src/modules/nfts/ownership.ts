/**
 * NFT ownership from the chain (docs/NFTS.md "Decisions"): the effects of `CommunityNFT`'s events,
 * registered in the chain's effects registry (docs/CHAIN.md "Effects") so they run inside the
 * indexer's batch transaction, once per event, and backwards (direction -1) when a reorganisation
 * removes their block.
 */
import { getAddress } from 'viem';
import type { Db } from '../../db/client.ts';
import type { NftMoveKind } from '@tribune/domain';
import type { ChainEffects, ChainEventRow } from '../chain/index.ts';
import {
  deleteMoves,
  insertMoves,
  moveBalances,
  refreshNftHolders,
  setFrozen,
  type BalanceDelta,
  type NewMove,
} from './ownership-repository.ts';
import { giftHashes } from './gift-repository.ts';

/** The events whose effects this module keeps. */
export const NFT_EVENTS = ['TransferSingle', 'TransferBatch', 'TokensFrozen', 'TokensUnfrozen', 'PassUsed'] as const;

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
/** Token ids beyond a PostgreSQL bigint name no NFT of ours. */
const MAX_BIGINT = 2n ** 63n - 1n;

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value));
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(text) : []);

/** The token ids and amounts one transfer log moved. */
function movedIds(event: ChainEventRow): Array<{ tokenId: bigint; amount: bigint }> {
  const a = event.args as Record<string, unknown>;
  if (event.eventName === 'TransferSingle') return [{ tokenId: BigInt(text(a.id)), amount: BigInt(text(a.value)) }];
  const ids = list(a.ids);
  const values = list(a.values);
  return ids.map((id, i) => ({ tokenId: BigInt(id), amount: BigInt(values[i] ?? '0') }));
}

/**
 * Applies (1) or undoes (-1) a batch of NFT events: balances per address and id, the provenance
 * rows, the frozen counts (set to the event's total, or back to the total before it), then the
 * `nft_holder` entitlement of every address touched.
 */
export async function applyNftEvents(tx: Db, events: readonly ChainEventRow[], direction: 1 | -1): Promise<void> {
  const sign = BigInt(direction);
  // A transfer in a transaction that used a pass is a transfer out (the pass is the way out).
  const passTxs = new Set(events.filter((e) => e.eventName === 'PassUsed').map((e) => e.txHash));
  // A transfer whose transaction is a gift's record is a gift (docs/NFTS.md "Gifting"), read in
  // the same transaction as the effects.
  const transfers = events.filter((e) => e.eventName === 'TransferSingle' || e.eventName === 'TransferBatch');
  const giftTxs =
    direction === 1
      ? await giftHashes(
          tx,
          transfers.map((e) => e.txHash),
        )
      : new Set<string>();
  const deltas = new Map<string, BalanceDelta>();
  const frozen = new Map<string, BalanceDelta>();
  const moves: NewMove[] = [];
  const touched = new Set<string>();
  const add = (address: string, tokenId: bigint, amount: bigint) => {
    const key = `${address}|${tokenId}`;
    const row = deltas.get(key) ?? { address, tokenId: Number(tokenId), amount: 0n };
    row.amount += amount;
    deltas.set(key, row);
    touched.add(address);
  };

  // Frozen counts are set, not added: in chain order the last event's total stands; undone, the
  // total before the earliest one (whatever order the caller hands the events in).
  const ordered = [...events].sort((x, y) =>
    x.blockNumber === y.blockNumber ? x.logIndex - y.logIndex : x.blockNumber < y.blockNumber ? -1 : 1,
  );
  for (const event of ordered) {
    const a = event.args as Record<string, unknown>;
    if (event.eventName === 'TransferSingle' || event.eventName === 'TransferBatch') {
      const from = getAddress(text(a.from));
      const to = getAddress(text(a.to));
      const kind: NftMoveKind =
        from === ZERO_ADDRESS
          ? 'mint'
          : passTxs.has(event.txHash)
            ? 'transfer_out'
            : giftTxs.has(event.txHash.toLowerCase())
              ? 'gift'
              : 'transfer';
      for (const { tokenId, amount } of movedIds(event)) {
        if (tokenId < 0n || tokenId > MAX_BIGINT) continue;
        if (from !== ZERO_ADDRESS) add(from, tokenId, -amount * sign);
        if (to !== ZERO_ADDRESS) add(to, tokenId, amount * sign);
        moves.push({
          chainId: event.chainId,
          txHash: event.txHash,
          logIndex: event.logIndex,
          tokenId: Number(tokenId),
          blockNumber: event.blockNumber,
          kind,
          fromAddress: from,
          toAddress: to,
          amount: amount.toString(),
        });
      }
    } else if (event.eventName === 'TokensFrozen' || event.eventName === 'TokensUnfrozen') {
      const tokenId = BigInt(text(a.id));
      if (tokenId < 0n || tokenId > MAX_BIGINT) continue;
      const holder = getAddress(text(a.holder));
      const total = BigInt(text(a.frozenTotal));
      const amount = BigInt(text(a.amount));
      const key = `${holder}|${tokenId}`;
      if (direction === -1 && frozen.has(key)) continue;
      const before = event.eventName === 'TokensFrozen' ? total - amount : total + amount;
      frozen.set(key, { address: holder, tokenId: Number(tokenId), amount: direction === 1 ? total : before });
    }
  }

  await moveBalances(
    tx,
    [...deltas.values()].filter((d) => d.amount !== 0n),
  );
  await setFrozen(tx, [...frozen.values()]);
  if (direction === 1) await insertMoves(tx, moves);
  else await deleteMoves(tx, moves);
  if (touched.size > 0) await refreshNftHolders(tx, [...touched]);
}

/** Registers the NFT effects with the chain's registry. */
export function registerNftEffects(effects: ChainEffects): void {
  effects.register(NFT_EVENTS, applyNftEvents);
}
