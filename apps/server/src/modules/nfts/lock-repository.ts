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

/**
 * The copies of an NFT (an SQL expression for its id) a user may still promise, the one definition
 * gifts, trades and passes use: the indexed balance at the user's wallet less frozen copies, locked
 * copies (above), and copies on their way out in a swap or a gift whose record has not failed and
 * whose move the indexer has not counted yet (pending, or complete on a chain with confirmations).
 */
export function movableSql(userId: number, nftId: SQL): SQL {
  return sql`(
      coalesce((select b.balance - b.frozen from nft_balances b join users u on lower(u.wallet_address) = lower(b.address)
                 where u.id = ${userId} and b.token_id = ${nftId}), 0)
    - coalesce((select l.locked from ${lockedCopiesSql(userId)} l where l.nft_id = ${nftId}), 0)
    - coalesce((select sum(i.amount) from nft_trade_request_items i
                  join nft_trade_requests r on r.id = i.request_id
                  join transactions t on t.id = r.transaction_id
                 where t.tx_status <> 'failed' and r.status = 'fulfilled' and i.nft_id = ${nftId}
                   and not exists (select 1 from nft_moves m where m.tx_hash = t.tx_hash)
                   and ((r.user_id = ${userId} and i.side = 'offered')
                     or (r.fulfilled_by_user_id = ${userId} and i.side = 'wanted' and r.trade_group_id is null))), 0)
    - coalesce((select sum(g.amount) from nft_gifts g join transactions t on t.id = g.transaction_id
                 where g.from_user_id = ${userId} and g.nft_id = ${nftId} and t.tx_status <> 'failed'
                   and not exists (select 1 from nft_moves m where m.tx_hash = t.tx_hash)), 0)
  )`;
}

/** The user's movable copies of these NFTs (never below 0). */
export async function movableCopies(db: Db, userId: number, nftIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(nftIds)];
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: string | number; n: string | number }>(
    await db.execute(sql`select n.id, greatest(${movableSql(userId, sql`n.id`)}, 0)::int as n from nfts n
      where n.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}
