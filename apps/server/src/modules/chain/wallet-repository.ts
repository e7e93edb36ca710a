/**
 * The wallet columns of `users` the chain reads and writes (docs/CHAIN.md, docs/WALLET.md): a fan's
 * wallet address, the link of a self-custody wallet under its locks, the one gas allowance.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { users } from '../../db/schema.ts';

/** A user's wallet address (null without one) and whether the account is deleted; undefined for no user. */
export async function userWallet(
  db: Db,
  userId: number,
): Promise<{ wallet: string | null; deletedAt: Date | null } | undefined> {
  const [user] = await db
    .select({ wallet: users.walletAddress, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** The wallet address of a fan by slug (null without one); undefined for no such fan or a deleted one. */
export async function walletBySlug(db: Db, slug: string): Promise<{ wallet: string | null } | undefined> {
  const [user] = await db
    .select({ wallet: users.walletAddress })
    .from(users)
    .where(and(eq(users.slug, slug), sql`${users.deletedAt} is null`));
  return user;
}

/** Whether an address is the wallet of an account that is not deleted (in any case). */
export async function isLinkedWallet(db: Db, address: string): Promise<boolean> {
  const [linked] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.walletAddress}) = ${address.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return linked !== undefined;
}

/** Takes the transaction's lock on one wallet address: one link per address at a time, whoever asks. */
export async function lockWalletAddress(tx: Tx, address: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'wallet:' + address.toLowerCase()}))`);
}

/** A user's wallet address under the user's row lock; undefined for no user. */
export async function lockUserWallet(tx: Tx, userId: number): Promise<{ wallet: string | null } | undefined> {
  const [me] = await tx.select({ wallet: users.walletAddress }).from(users).where(eq(users.id, userId)).for('update');
  return me;
}

/** Whether an account other than `userId` holds the address (in any case). */
export async function otherHolderOf(db: Db, address: string, userId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.walletAddress}) = ${address.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return other !== undefined;
}

export async function setWalletAddress(db: Db, userId: number, address: string): Promise<void> {
  await db.update(users).set({ walletAddress: address }).where(eq(users.id, userId));
}

/** Claims the user's one gas allowance: true for the one request that wins it. */
export async function claimGasFunding(db: Db, userId: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ walletGasFundedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.walletGasFundedAt)))
    .returning({ id: users.id });
  return claimed.length > 0;
}

/** Gives a claimed gas allowance back (its send failed), so a retry pays it. */
export async function releaseGasFunding(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ walletGasFundedAt: null }).where(eq(users.id, userId));
}
