/**
 * The queries of transfer passes (docs/NFTS.md "Transfer out"): `nft_transfer_passes` rows, the
 * holder's copies of one NFT, the user-row lock that serializes a fan's promises of copies, and
 * what `PassUsed` does to a pass. Queries only, no rules.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { nftBalances, nftTransferPasses } from '../../db/schema.ts';

export type TransferPassRow = typeof nftTransferPasses.$inferSelect;
export type NewTransferPass = Omit<typeof nftTransferPasses.$inferInsert, 'id'>;

/**
 * Locks the user's row until the transaction ends: every promise of a fan's copies (a pass, a
 * gift, an offer) taken under it sees the others' (docs/NFTS.md "Transfer out").
 */
export async function lockUserForNftMoves(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

/** The copies (and frozen ones) an address holds of an NFT, as the indexer counted them. */
export async function copiesOf(db: Db, address: string, nftId: number): Promise<{ balance: number; frozen: number }> {
  const [row] = await db
    .select({ balance: nftBalances.balance, frozen: nftBalances.frozen })
    .from(nftBalances)
    .where(and(eq(nftBalances.address, address), eq(nftBalances.tokenId, nftId)));
  return { balance: Number(row?.balance ?? 0), frozen: Number(row?.frozen ?? 0) };
}

/** The next pass id (its nonce), taken before the pass is signed and written. */
export async function nextPassId(tx: Db): Promise<number> {
  const [row] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`select nextval(pg_get_serial_sequence('nft_transfer_passes', 'id')) as id`),
  );
  return Number(row!.id);
}

/** Writes a signed pass under its id; undefined when the key was taken at once by another request. */
export async function insertPass(
  tx: Db,
  values: NewTransferPass & { id: number },
): Promise<TransferPassRow | undefined> {
  const [row] = await tx.insert(nftTransferPasses).values(values).onConflictDoNothing().returning();
  return row;
}

/** The user's pass written under this Idempotency-Key. */
export async function passByKey(db: Db, userId: number, key: string): Promise<TransferPassRow | undefined> {
  const [row] = await db
    .select()
    .from(nftTransferPasses)
    .where(and(eq(nftTransferPasses.userId, userId), eq(nftTransferPasses.idempotencyKey, key)));
  return row;
}

/** The user's pass by its id (another user's is none). */
export async function passOf(db: Db, userId: number, id: number): Promise<TransferPassRow | undefined> {
  const [row] = await db
    .select()
    .from(nftTransferPasses)
    .where(and(eq(nftTransferPasses.id, id), eq(nftTransferPasses.userId, userId)));
  return row;
}

/** Issued passes past their time become `expired` (they stopped locking at `valid_until` already). */
export async function expireIssuedPasses(db: Db, userId: number): Promise<void> {
  await db
    .update(nftTransferPasses)
    .set({ status: 'expired' })
    .where(
      and(
        eq(nftTransferPasses.userId, userId),
        eq(nftTransferPasses.status, 'issued'),
        lte(nftTransferPasses.validUntil, sql`now()`),
      ),
    );
}

/** Ends an issued pass that can no longer be used (its hot wallet's send failed). */
export async function expirePass(db: Db, id: number): Promise<TransferPassRow | undefined> {
  const [row] = await db
    .update(nftTransferPasses)
    .set({ status: 'expired' })
    .where(and(eq(nftTransferPasses.id, id), eq(nftTransferPasses.status, 'issued')))
    .returning();
  return row;
}

/** Marks a pass used by the transaction `txHash` (once: a used pass keeps its first hash). */
export async function markPassUsed(db: Db, id: number, txHash: string): Promise<void> {
  await db
    .update(nftTransferPasses)
    .set({ status: 'used', txHash, usedAt: sql`coalesce(${nftTransferPasses.usedAt}, now())` })
    .where(and(eq(nftTransferPasses.id, id), sql`${nftTransferPasses.status} <> 'used'`));
}

/** A reorganisation removed the transaction that used the pass: it is issued again (or expired by time). */
export async function unmarkPassUsed(db: Db, id: number, txHash: string): Promise<void> {
  await db
    .update(nftTransferPasses)
    .set({
      status: sql`case when ${nftTransferPasses.validUntil} > now() then 'issued' else 'expired' end`,
      txHash: null,
      usedAt: null,
    })
    .where(and(eq(nftTransferPasses.id, id), eq(nftTransferPasses.txHash, txHash)));
}

/** A pass as it stands now. */
export async function passById(db: Db, id: number): Promise<TransferPassRow | undefined> {
  const [row] = await db.select().from(nftTransferPasses).where(eq(nftTransferPasses.id, id));
  return row;
}
