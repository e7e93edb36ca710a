/**
 * The queries of NFT ownership (ownership.ts): balances and frozen counts per EIP-55 address and
 * token id, the provenance rows and the `nft_holder` entitlement. They run in the indexer's
 * transaction. Users are matched by `lower(wallet_address)` (a wallet may be stored in any case).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nftBalances, nftMoves } from '../../db/schema.ts';

/** A change of one address's count of one token id (or, for frozen counts, the new count). */
export interface BalanceDelta {
  address: string;
  tokenId: number;
  amount: bigint;
}

export type NewMove = typeof nftMoves.$inferInsert;

/** Rows per statement (PostgreSQL allows 65,535 parameters per statement). */
const CHUNK = 1000;

function* chunks<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += CHUNK) yield rows.slice(i, i + CHUNK);
}

/** Adds each delta to its balance (one upsert per chunk, summed in SQL numeric). */
export async function moveBalances(db: Db, deltas: readonly BalanceDelta[]): Promise<void> {
  for (const chunk of chunks(deltas)) {
    await db
      .insert(nftBalances)
      .values(chunk.map((d) => ({ address: d.address, tokenId: d.tokenId, balance: d.amount.toString() })))
      .onConflictDoUpdate({
        target: [nftBalances.address, nftBalances.tokenId],
        set: { balance: sql`${nftBalances.balance} + excluded.balance`, updatedAt: sql`now()` },
      });
  }
}

/** Sets frozen counts (the contract's totals). */
export async function setFrozen(db: Db, counts: readonly BalanceDelta[]): Promise<void> {
  for (const chunk of chunks(counts)) {
    await db
      .insert(nftBalances)
      .values(chunk.map((d) => ({ address: d.address, tokenId: d.tokenId, frozen: d.amount.toString() })))
      .onConflictDoUpdate({
        target: [nftBalances.address, nftBalances.tokenId],
        set: { frozen: sql`excluded.frozen`, updatedAt: sql`now()` },
      });
  }
}

/** Records moves (a log counted again changes nothing). */
export async function insertMoves(db: Db, moves: readonly NewMove[]): Promise<void> {
  for (const chunk of chunks(moves)) {
    await db
      .insert(nftMoves)
      .values(chunk)
      .onConflictDoNothing({ target: [nftMoves.chainId, nftMoves.txHash, nftMoves.logIndex, nftMoves.tokenId] });
  }
}

/** Deletes the moves of logs a reorganisation removed. */
export async function deleteMoves(db: Db, moves: readonly NewMove[]): Promise<void> {
  for (const chunk of chunks(moves)) {
    const keys = sql.join(
      chunk.map((m) => sql`(${m.chainId}::bigint, ${m.txHash}::text, ${m.logIndex}::int, ${m.tokenId}::bigint)`),
      sql`, `,
    );
    await db.execute(sql`delete from nft_moves where (chain_id, tx_hash, log_index, token_id) in (${keys})`);
  }
}

/**
 * Makes the `nft_holder` entitlement of the users whose wallet is one of `addresses` (EIP-55) follow
 * their copies: present while they hold any copy of any id, absent when they hold none. Exported for
 * whoever links a wallet to a user after NFTs arrived there.
 */
export async function refreshNftHolders(db: Db, addresses: readonly string[]): Promise<void> {
  for (const chunk of chunks([...new Set(addresses)])) {
    const exact = sql.join(
      chunk.map((a) => sql`${a}`),
      sql`, `,
    );
    const lowered = sql.join(
      chunk.map((a) => sql`${a.toLowerCase()}`),
      sql`, `,
    );
    const holds = sql`exists (select 1 from nft_balances b
      where b.address in (${exact}) and lower(b.address) = lower(u.wallet_address) and b.balance > 0)`;
    await db.execute(sql`
      insert into user_entitlements (user_id, audience)
      select u.id, 'nft_holder' from users u
      where lower(u.wallet_address) in (${lowered}) and ${holds}
      on conflict do nothing`);
    await db.execute(sql`
      delete from user_entitlements
      where audience = 'nft_holder' and user_id in (
        select u.id from users u where lower(u.wallet_address) in (${lowered}) and not ${holds})`);
  }
}
