import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { encodeFunctionData, getAddress, isAddress, type Address, type Hex } from 'viem';
import { communityTokenAbi } from '@tribune/contracts';
import type { Db } from '../../db/client.ts';
import { transactions, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { isUniqueViolation } from '../../platform/unique-violation.ts';
import type { ChainRuntime } from './runtime.ts';
import type { HotWallets } from './wallets.ts';

export type TransactionRow = typeof transactions.$inferSelect;

/** A send as the API takes it: base units (× 1e8) as a decimal string, to a fan (slug) or an address. */
export interface SendInput {
  amount: string;
  to_user_slug?: string;
  to_address?: string;
}

/**
 * Token sends and the user's transaction records (spec §3 transaction, §4 token send and
 * transaction states). A hot-wallet user's send is the server's: the admin wallet, operator of the
 * hot wallet, calls `operatorSend`; the record is written `pending` before the transaction and
 * completed from its receipt. The chain is the last word on balances: a send beyond the balance
 * reverts and its record fails, so value is never created or lost, whatever runs at once.
 */
export class TransactionsService {
  constructor(
    private readonly db: Db,
    private readonly chain: ChainRuntime,
    private readonly wallets: HotWallets,
  ) {}

  /** The user's records, newest first, `before` an id (keyset pages). */
  async list(userId: number, opts: { limit: number; before?: number }): Promise<TransactionRow[]> {
    return this.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, userId), opts.before ? lt(transactions.id, opts.before) : undefined))
      .orderBy(desc(transactions.id))
      .limit(opts.limit);
  }

  /** One of the user's records; another user's answers 404 like a missing one. */
  async show(userId: number, id: number): Promise<TransactionRow> {
    const [row] = await this.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /**
   * Sends tokens from the user's hot wallet. The same Idempotency-Key answers the first record and
   * moves nothing again; a key still running answers the record as it stands (pending).
   */
  async send(
    userId: number,
    input: SendInput,
    idempotencyKey: string,
  ): Promise<{ row: TransactionRow; created: boolean }> {
    const existing = await this.byKey(userId, idempotencyKey);
    if (existing) {
      // A retry is the same send; a key reused for another amount or address is a client's mistake.
      const otherTo = input.to_address !== undefined && existing.toAddress !== getAddress(input.to_address);
      if (existing.amount !== input.amount || otherTo) {
        throw new AppError('CONFLICT', 'This Idempotency-Key was used for another send.');
      }
      return { row: existing, created: false };
    }
    const amount = BigInt(input.amount);
    if (amount <= 0n) throw new AppError('VALIDATION_FAILED', undefined, { amount: ['must be more than 0'] });
    const wallet = await this.wallets.find(userId);
    if (!wallet) throw new AppError('NO_WALLET');
    const to = await this.recipient(input);
    const from = getAddress(wallet.address);
    if (to === from) throw new AppError('VALIDATION_FAILED', undefined, { to: ['is your own wallet'] });

    let row: TransactionRow;
    try {
      [row] = (await this.db
        .insert(transactions)
        .values({
          userId,
          eventName: 'Sent',
          amount: amount.toString(),
          fromAddress: from,
          toAddress: to,
          option: '0',
          idempotencyKey,
        })
        .returning()) as [TransactionRow];
    } catch (err) {
      // The same key at once from another request: the first record stands.
      if (!isUniqueViolation(err)) throw err;
      return { row: (await this.byKey(userId, idempotencyKey))!, created: false };
    }

    // An early refusal costs no gas; the chain still decides when sends race.
    if ((await this.chain.tokenBalance(from)) < amount) {
      return { row: await this.finish(row.id, { status: 'failed', error: 'insufficient balance' }), created: true };
    }
    const data = encodeFunctionData({
      abi: communityTokenAbi,
      functionName: 'operatorSend',
      args: [from, to, amount, '0x', '0x'],
    });
    try {
      const receipt = await this.chain.send(this.chain.admin, {
        to: this.chain.deployment.tokenAddress as Address,
        data,
      });
      return {
        row: await this.finish(row.id, { status: 'complete', hash: receipt.transactionHash }),
        created: true,
      };
    } catch (err) {
      const hash = (err as { hash?: Hex }).hash;
      return { row: await this.finish(row.id, { status: 'failed', hash, error: 'reverted' }), created: true };
    }
  }

  private async byKey(userId: number, key: string): Promise<TransactionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.idempotencyKey, key)));
    return row;
  }

  private async recipient(input: SendInput): Promise<Address> {
    if (input.to_address) {
      if (!isAddress(input.to_address)) {
        throw new AppError('VALIDATION_FAILED', undefined, { to_address: ['is not an address'] });
      }
      return getAddress(input.to_address);
    }
    if (input.to_user_slug) {
      const [user] = await this.db
        .select({ wallet: users.walletAddress })
        .from(users)
        .where(and(eq(users.slug, input.to_user_slug), sql`${users.deletedAt} is null`));
      // A fan without a wallet cannot receive yet; a missing fan is the same 404.
      if (!user) throw new AppError('NOT_FOUND');
      if (!user.wallet) throw new AppError('VALIDATION_FAILED', undefined, { to_user_slug: ['has no wallet yet'] });
      return getAddress(user.wallet);
    }
    throw new AppError('VALIDATION_FAILED', undefined, {
      to: ['name a fan (to_user_slug) or an address (to_address)'],
    });
  }

  private async finish(
    id: number,
    outcome: { status: 'complete' | 'failed'; hash?: string; error?: string },
  ): Promise<TransactionRow> {
    const [row] = (await this.db
      .update(transactions)
      .set({
        txStatus: outcome.status,
        txHash: outcome.hash ?? null,
        error: outcome.error ?? null,
        completedAt: new Date(),
      })
      .where(eq(transactions.id, id))
      .returning()) as [TransactionRow];
    return row;
  }
}
