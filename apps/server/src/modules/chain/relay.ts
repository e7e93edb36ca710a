/**
 * The server's side of a value-moving action of a hot-wallet fan (docs/CHAIN.md "Relayed actions"):
 * boosts, content unlocks, token votes and withdrawals. The admin wallet, operator of every hot
 * wallet, sends the CommunityActions call `…For(fan, …)` and pays the gas.
 *
 * Value moves once per Idempotency-Key: the key is unique per user in `transactions`, the record is
 * written `pending` before anything is sent, a retry (or the same key twice at once) answers that
 * record, and a key reused for another action is refused (409). The chain decides when actions race:
 * one beyond the balance reverts and its record fails. The indexer counts the receipt before the answer
 * (`ChainIndexer.ingestReceipt`), so the answer already shows the boost, the unlock or the vote.
 */
import type { Address, Hex } from 'viem';
import { sendRecorded } from './write-ahead.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { ChainIndexer } from './indexer.ts';
import { finishRecord, insertRecordOnce, recordByKey } from './repository.ts';
import type { ChainRuntime } from './runtime.ts';
import type { TransactionRow } from './transactions.ts';
import type { HotWallets } from './wallets.ts';

/** One action as the relay records and sends it. */
export interface RelayAction {
  /** The record's `event_name`: the event the action emits (`CommentBoosted`, `Voted`, …). */
  eventName: string;
  /** Base units the fan pays (0 for a withdrawal). */
  amount: bigint;
  itemType?: string;
  itemId?: number;
  option?: string;
  /** Where the value goes (the treasury, the actions contract), for the record. */
  to?: string;
  /** The CommunityActions call, built for the fan's address. */
  call(fan: Address): { to: Address; data: Hex };
}

export class ChainRelay {
  constructor(
    private readonly db: Db,
    private readonly chain: ChainRuntime,
    private readonly wallets: HotWallets,
    private readonly indexer: ChainIndexer,
  ) {}

  /**
   * Runs the action for the user's hot wallet. Answers the record (`complete`, or `failed` with the
   * reason) and whether this call made it; the same key again answers the first record.
   */
  async run(userId: number, key: string, action: RelayAction): Promise<{ row: TransactionRow; created: boolean }> {
    const existing = await recordByKey(this.db, userId, key);
    if (existing) return { row: sameAction(existing, action), created: false };

    // A hot wallet, or a self-custody wallet whose fan made the admin and CommunityActions its
    // operators; otherwise 422 SIGNATURE_REQUIRED: the fan signs the same call in their wallet.
    const fan = await this.wallets.moverAddress(userId, 'action');

    const inserted = await insertRecordOnce(this.db, {
      userId,
      eventName: action.eventName,
      amount: action.amount.toString(),
      fromAddress: fan,
      toAddress: action.to ?? null,
      option: action.option ?? null,
      itemType: action.itemType ?? null,
      itemId: action.itemId ?? null,
      idempotencyKey: key,
    });
    if (!inserted.created) return { row: sameAction(inserted.row, action), created: false };
    const { row } = inserted;

    // An early refusal costs no gas; the chain still decides when actions race.
    if (action.amount > 0n && (await this.chain.tokenBalance(fan)) < action.amount) {
      return {
        row: await finishRecord(this.db, row.id, { status: 'failed', error: 'insufficient balance' }),
        created: true,
      };
    }
    // Written ahead: the record holds the signed transaction's hash before it is broadcast.
    const sent = await sendRecorded(this.db, this.chain, row.id, this.chain.admin, action.call(fan));
    if (sent.receipt) await this.indexer.ingestReceipt(sent.receipt);
    return { row: sent.row, created: true };
  }
}

/** A key reused for another action (another item, amount or kind) is the client's mistake: 409. */
function sameAction(row: TransactionRow, action: RelayAction): TransactionRow {
  const same =
    row.eventName === action.eventName &&
    row.amount === action.amount.toString() &&
    (row.itemType ?? undefined) === action.itemType &&
    (row.itemId ?? undefined) === action.itemId &&
    (row.option ?? undefined) === action.option;
  if (!same) throw new AppError('CONFLICT', 'This Idempotency-Key was used for another action.');
  return row;
}
