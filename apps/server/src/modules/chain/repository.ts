import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Audience } from '@tribune/domain';
import { rowsOf, type Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../platform/unique-violation.ts';
import { chainDeployments, hotWallets, transactions, users } from '../../db/schema.ts';

export type Deployment = Omit<typeof chainDeployments.$inferSelect, 'createdAt'>;
export type HotWalletRow = typeof hotWallets.$inferSelect;

export async function findDeployment(db: Db, chainId: number): Promise<Deployment | undefined> {
  const [row] = await db
    .select({
      chainId: chainDeployments.chainId,
      tokenAddress: chainDeployments.tokenAddress,
      nftAddress: chainDeployments.nftAddress,
      actionsAddress: chainDeployments.actionsAddress,
      adminAddress: chainDeployments.adminAddress,
      treasuryAddress: chainDeployments.treasuryAddress,
      fromBlock: chainDeployments.fromBlock,
    })
    .from(chainDeployments)
    .where(eq(chainDeployments.chainId, chainId))
    .limit(1);
  return row;
}

/** Writes the deployment of a chain id (the environment's addresses win over a remembered one). */
export async function saveDeployment(db: Db, d: Deployment): Promise<void> {
  await db
    .insert(chainDeployments)
    .values(d)
    .onConflictDoUpdate({
      target: chainDeployments.chainId,
      set: {
        tokenAddress: d.tokenAddress,
        nftAddress: d.nftAddress,
        actionsAddress: d.actionsAddress,
        adminAddress: d.adminAddress,
        treasuryAddress: d.treasuryAddress,
        fromBlock: d.fromBlock,
      },
    });
}

export async function findHotWallet(db: Db, userId: number): Promise<HotWalletRow | undefined> {
  const [row] = await db.select().from(hotWallets).where(eq(hotWallets.userId, userId)).limit(1);
  return row;
}

/**
 * Inserts a user's hot wallet unless they have one already, and answers the one that stands
 * (two requests at once create one wallet: the unique user index decides), with the user's
 * `wallet_address` set to it in the same transaction.
 */
export async function insertHotWallet(
  db: Db,
  row: { userId: number; address: string; sealedKey: string; keyVersion: number },
): Promise<HotWalletRow> {
  return inTransaction(db, async (tx) => {
    const [inserted] = await tx.insert(hotWallets).values(row).onConflictDoNothing().returning();
    const wallet = inserted ?? (await tx.select().from(hotWallets).where(eq(hotWallets.userId, row.userId)))[0];
    if (!wallet) throw new Error('hot wallet vanished while it was created');
    await tx.update(users).set({ walletAddress: wallet.address }).where(eq(users.id, row.userId));
    return wallet;
  });
}

export async function markOperators(db: Db, id: number): Promise<void> {
  await db.update(hotWallets).set({ operatorsAt: new Date() }).where(eq(hotWallets.id, id));
}

/** Records a new treasury of a chain's CommunityActions (after `setTreasury` succeeded on chain). */
export async function saveTreasuryAddress(db: Db, chainId: number, treasury: string): Promise<void> {
  await db.update(chainDeployments).set({ treasuryAddress: treasury }).where(eq(chainDeployments.chainId, chainId));
}

export type TransactionRecord = typeof transactions.$inferSelect;

/** A user's transaction record by its Idempotency-Key (sends, relayed actions, admin calls). */
export async function recordByKey(db: Db, userId: number, key: string): Promise<TransactionRecord | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.idempotencyKey, key)));
  return row;
}

/** One record by its id. */
export async function recordById(db: Db, id: number): Promise<TransactionRecord> {
  const [row] = (await db.select().from(transactions).where(eq(transactions.id, id))) as [TransactionRecord];
  return row;
}

/**
 * Ends a pending record: `complete` with its hash, or `failed` with the reason (the hash, when given,
 * replaces the one written ahead). A record that is no longer pending (the recovery, or another
 * server, ended it first) is answered as it stands: a record ends once.
 */
export async function finishRecord(
  db: Db,
  id: number,
  outcome: { status: 'complete' | 'failed'; hash?: string; error?: string },
): Promise<TransactionRecord> {
  const [row] = (await db
    .update(transactions)
    .set({
      txStatus: outcome.status,
      ...(outcome.hash ? { txHash: outcome.hash } : {}),
      error: outcome.error ?? null,
      completedAt: new Date(),
    })
    .where(and(eq(transactions.id, id), eq(transactions.txStatus, 'pending')))
    .returning()) as TransactionRecord[];
  return row ?? recordById(db, id);
}

/**
 * Writes a record's signed transaction ahead of its broadcast (docs/CHAIN.md "Write-ahead value
 * moves"). Only a pending record that has none yet takes it: false when the recovery failed the record
 * meanwhile, and then nothing may be sent.
 */
export async function markSigned(
  db: Db,
  id: number,
  signed: { hash: string; raw: string; nonce: number; signer: string },
): Promise<boolean> {
  const rows = await db
    .update(transactions)
    .set({ txHash: signed.hash, signedTx: signed.raw, nonce: signed.nonce, signer: signed.signer })
    .where(and(eq(transactions.id, id), eq(transactions.txStatus, 'pending'), isNull(transactions.signedTx)))
    .returning({ id: transactions.id });
  return rows.length > 0;
}

/** Pending records with a transaction written ahead, by signer and nonce (the recovery's order). */
export async function pendingSigned(db: Db, limit: number): Promise<TransactionRecord[]> {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.txStatus, 'pending'), isNotNull(transactions.signedTx)))
    .orderBy(transactions.signer, transactions.nonce, transactions.id)
    .limit(limit);
}

/**
 * Pending records of the server's own (under an Idempotency-Key) that never got a signed transaction
 * and are older than `before`: nothing of theirs was ever broadcast.
 */
export async function staleUnsigned(db: Db, before: Date, limit: number): Promise<TransactionRecord[]> {
  return db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.txStatus, 'pending'),
        isNull(transactions.signedTx),
        isNotNull(transactions.idempotencyKey),
        lt(transactions.createdAt, before),
      ),
    )
    .orderBy(transactions.id)
    .limit(limit);
}

/**
 * Writes a pending record under its Idempotency-Key. When the key is taken (the same request twice
 * at once), answers the first record instead, with `created: false`; the caller checks it is the
 * same action.
 */
export async function insertRecordOnce(
  db: Db,
  values: typeof transactions.$inferInsert & { userId: number; idempotencyKey: string },
): Promise<{ row: TransactionRecord; created: boolean }> {
  return insertRecordUnlessTaken(db, values, () => recordByKey(db, values.userId, values.idempotencyKey));
}

/**
 * Writes a record unless a unique column of it (its Idempotency-Key, its hash) is taken by a record
 * written at once by another request: that first record is answered instead, with `created: false`.
 */
export async function insertRecordUnlessTaken(
  db: Db,
  values: typeof transactions.$inferInsert,
  first: () => Promise<TransactionRecord | undefined>,
): Promise<{ row: TransactionRecord; created: boolean }> {
  try {
    const [row] = (await db.insert(transactions).values(values).returning()) as [TransactionRecord];
    return { row, created: true };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const stands = await first();
    if (!stands) throw err;
    return { row: stands, created: false };
  }
}

/**
 * The records a user is party to: their own (sends, boosts, votes, from-hash) and those that
 * moved tokens to their wallet (a fan's send, an admin's mint), so both sides of a send see it.
 */
function partyOf(userId: number, wallet: string | null | undefined) {
  const own = eq(transactions.userId, userId);
  return wallet ? or(own, sql`lower(${transactions.toAddress}) = ${wallet.toLowerCase()}`) : own;
}

/** The records a user is party to, newest first, `before` an id (keyset pages). */
export async function partyRecords(
  db: Db,
  userId: number,
  opts: { limit: number; before?: number; wallet?: string | null },
): Promise<TransactionRecord[]> {
  return db
    .select()
    .from(transactions)
    .where(and(partyOf(userId, opts.wallet), opts.before ? lt(transactions.id, opts.before) : undefined))
    .orderBy(desc(transactions.id))
    .limit(opts.limit);
}

/** One record the user is party to. */
export async function partyRecord(
  db: Db,
  userId: number,
  id: number,
  wallet?: string | null,
): Promise<TransactionRecord | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), partyOf(userId, wallet)));
  return row;
}

/** The record of a transaction hash (one per hash, whichever side recorded it). */
export async function recordByHash(db: Db, hash: string): Promise<TransactionRecord | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.txHash, hash));
  return row;
}

/** Inserts a record (a unique key or hash taken throws the unique violation). */
export async function insertRecord(db: Db, values: typeof transactions.$inferInsert): Promise<TransactionRecord> {
  const [row] = (await db.insert(transactions).values(values).returning()) as [TransactionRecord];
  return row;
}

/** A user's pending records that have a hash, oldest first. */
export async function pendingWithHash(db: Db, userId: number, limit: number): Promise<TransactionRecord[]> {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.txStatus, 'pending'), isNotNull(transactions.txHash)))
    .orderBy(transactions.id)
    .limit(limit);
}

/** Updates a record only while its status is `status`; undefined when it was not. */
export async function updateRecordIf(
  db: Db,
  id: number,
  status: TransactionRecord['txStatus'],
  set: Partial<typeof transactions.$inferInsert>,
): Promise<TransactionRecord | undefined> {
  const [row] = await db
    .update(transactions)
    .set(set)
    .where(and(eq(transactions.id, id), eq(transactions.txStatus, status)))
    .returning();
  return row;
}

/** One record by its id, if it exists. */
export async function findRecord(db: Db, id: number): Promise<TransactionRecord | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

/** A content as its unlock needs it, with the caller's rights on it, in ONE statement. */
export async function unlockFacts(db: Db, id: number, userId: number) {
  const [row] = rowsOf<{
    id: string | number;
    published: boolean;
    available_for: Audience[];
    price: string | null;
    bought: boolean;
    entitlements: Audience[];
  }>(
    await db.execute(sql`
      select c.id, c.published, c.available_for, c.price::text as price,
        exists (select 1 from content_purchases p where p.user_id = ${userId} and p.content_id = c.id) as bought,
        array(select e.audience from user_entitlements e
          where e.user_id = ${userId} and (e.valid_until is null or e.valid_until > now())) as entitlements
      from contents c where c.id = ${id}`),
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    published: row.published,
    availableFor: row.available_for,
    price: row.price,
    bought: row.bought,
    entitlements: row.entitlements,
  };
}

/** Whether the user has bought the content. */
export async function hasBought(db: Db, userId: number, contentId: number): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`select 1 from content_purchases where user_id = ${userId} and content_id = ${contentId}`),
  );
  return rows.length > 0;
}
