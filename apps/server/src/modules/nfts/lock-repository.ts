/**
 * The list-or-gift lock (docs/NFTS.md "The lock"): a fan's copies of an NFT that are promised
 * elsewhere and cannot be gifted, traded again or passed out. They are the copies offered in the
 * fan's open trade requests and those of its issued, unexpired transfer passes (and of a used pass
 * whose move the indexer has not counted yet: on a chain with confirmations the pass is marked used
 * from its receipt before the balance follows). What a fan may move
 * of an NFT is `balance - frozen - locked` (never below 0). Queries only, no rules.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

/** The locked copies per NFT id as one SQL subquery `(nft_id, locked)` for a user id expression. */
export function lockedCopiesSql(userId: SQL | number): SQL {
  return sql`(
    select l.nft_id, sum(l.amount)::int as locked from (
      select i.nft_id, i.amount
        from nft_trade_request_items i
        join nft_trade_requests r on r.id = i.request_id
       where r.user_id = ${userId} and r.status = 'open' and i.side = 'offered'
      union all
      select p.nft_id, p.amount
        from nft_transfer_passes p
       where p.user_id = ${userId}
         and ((p.status = 'issued' and p.valid_until > now())
           or (p.status = 'used' and p.tx_hash is not null
               and not exists (select 1 from nft_moves m where m.chain_id = p.chain_id and m.tx_hash = p.tx_hash)))
    ) l group by l.nft_id
  )`;
}

/** The user's locked copies of the given NFTs (every NFT with a lock when `nftIds` is omitted). */
export async function lockedCopies(db: Db, userId: number, nftIds?: readonly number[]): Promise<Map<number, number>> {
  const only =
    nftIds === undefined
      ? sql``
      : nftIds.length === 0
        ? sql` where false`
        : sql` where locks.nft_id in (${sql.join(
            nftIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const rows = rowsOf<{ nft_id: string | number; locked: number }>(
    await db.execute(sql`select locks.nft_id, locks.locked from ${lockedCopiesSql(userId)} locks${only}`),
  );
  return new Map(rows.map((row) => [Number(row.nft_id), Number(row.locked)]));
}
