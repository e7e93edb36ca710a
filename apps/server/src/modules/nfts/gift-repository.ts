/**
 * The queries of NFT gifts (docs/NFTS.md "Gifting"): the giver's row lock, today's gifts, the
 * movable copies (balance − frozen − locked − gifts on their way), the recipient, the gift row with
 * its write-ahead transaction record, and the gifts' hashes for provenance. Queries only, no rules.
 */
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { nftGifts, transactions, users } from '../../db/schema.ts';
import { movableCopies } from './lock-repository.ts';

export type GiftRow = typeof nftGifts.$inferSelect;
export type GiftRecord = typeof transactions.$inferSelect;

/** Takes the giver's row lock for the rest of the transaction (every gift of one giver waits here). */
export async function lockGiver(tx: Db, userId: number): Promise<boolean> {
  const rows = rowsOf<{ id: unknown }>(await tx.execute(sql`select id from users where id = ${userId} for update`));
  return rows.length === 1;
}

/**
 * The giver's gifts of today (the UTC day) whose record has not failed: the count the daily limit
 * is held against.
 */
export async function giftsToday(db: Db, userId: number): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*)::int as n from nft_gifts g
      left join transactions t on t.id = g.transaction_id
     where g.from_user_id = ${userId}
       and g.created_at >= date_trunc('day', now(), 'UTC')
       and coalesce(t.tx_status, 'complete') <> 'failed'`),
  );
  return Number(row?.n ?? 0);
}

/** The user's movable copies of one NFT (lock-repository.ts `movableSql`, the one definition). */
export async function movableCopy(db: Db, userId: number, nftId: number): Promise<number> {
  return (await movableCopies(db, userId, [nftId])).get(nftId) ?? 0;
}

/** A recipient by slug, with whether a block stands between them and the giver (either way). */
export interface GiftRecipient {
  id: number;
  uid: string;
  slug: string;
  displayName: string;
  locale: string;
  wallet: string | null;
  status: string;
  blocked: boolean;
}

/** The user a gift goes to (deleted users are not found). */
export async function recipientBySlug(db: Db, slug: string, giverId: number): Promise<GiftRecipient | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      uid: users.uid,
      slug: users.slug,
      displayName: users.displayName,
      locale: users.locale,
      wallet: users.walletAddress,
      status: users.status,
      blocked: sql<boolean>`exists (select 1 from user_blocks b
        where (b.blocker_id = ${giverId} and b.blocked_id = ${users.id})
           or (b.blocker_id = ${users.id} and b.blocked_id = ${giverId}))`,
    })
    .from(users)
    .where(and(eq(users.slug, slug), sql`${users.deletedAt} is null`));
  return row;
}

/** A user's record under an Idempotency-Key. */
export async function giftRecordByKey(db: Db, userId: number, key: string): Promise<GiftRecord | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.idempotencyKey, key)));
  return row;
}

/** Writes the gift's pending transaction record and its gift row (in the caller's transaction). */
export async function insertGift(
  tx: Db,
  gift: { fromUserId: number; toUserId: number; nftId: number; from: string; to: string; key: string; event: string },
): Promise<{ record: GiftRecord; gift: GiftRow }> {
  const [record] = (await tx
    .insert(transactions)
    .values({
      userId: gift.fromUserId,
      eventName: gift.event,
      amount: '1',
      fromAddress: gift.from,
      toAddress: gift.to,
      orderedNftId: String(gift.nftId),
      itemType: 'nft',
      itemId: gift.nftId,
      idempotencyKey: gift.key,
    })
    .returning()) as [GiftRecord];
  const [row] = (await tx
    .insert(nftGifts)
    .values({
      fromUserId: gift.fromUserId,
      toUserId: gift.toUserId,
      nftId: gift.nftId,
      amount: 1,
      transactionId: record.id,
    })
    .returning()) as [GiftRow];
  return { record, gift: row };
}

/** The gift of a transaction record. */
export async function giftOfRecord(db: Db, transactionId: number): Promise<GiftRow | undefined> {
  const [row] = await db.select().from(nftGifts).where(eq(nftGifts.transactionId, transactionId));
  return row;
}

/** The hashes among these (lower case) that are the records of gifts: their moves are `gift`. */
export async function giftHashes(db: Db, hashes: readonly string[]): Promise<Set<string>> {
  const lowered = [...new Set(hashes.map((h) => h.toLowerCase()))];
  if (lowered.length === 0) return new Set();
  const rows = rowsOf<{ hash: string }>(
    // Hashes are stored lower case (docs/CHAIN.md), so the hash index serves this.
    await db.execute(sql`select lower(t.tx_hash) as hash from nft_gifts g
      join transactions t on t.id = g.transaction_id
     where t.tx_hash in (${sql.join(
       lowered.map((h) => sql`${h}`),
       sql`, `,
     )})`),
  );
  return new Set(rows.map((r) => r.hash));
}
