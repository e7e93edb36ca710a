import {
  decodeFunctionData,
  encodeFunctionData,
  getAddress,
  isAddress,
  parseEventLogs,
  type Address,
  type Hex,
  type Transaction,
  type TransactionReceipt,
} from 'viem';
import { communityActionsAbi, communityNftAbi, communityTokenAbi } from '@tribune/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  finishRecord,
  findRecord,
  insertRecordOnce,
  insertRecordUnlessTaken,
  partyRecord,
  partyRecords,
  pendingWithHash,
  recordByHash,
  recordByKey,
  updateRecordIf,
  type TransactionRecord,
} from './repository.ts';
import { walletBySlug } from './wallet-repository.ts';
import type { ChainRuntime } from './runtime.ts';
import type { ChainIndexer } from './indexer.ts';
import type { HotWallets } from './wallets.ts';
import { sendRecorded } from './write-ahead.ts';

export type TransactionRow = TransactionRecord;

/** The three contracts' ABIs, to decode any call or event of ours. */
const ALL_ABI = [...communityTokenAbi, ...communityNftAbi, ...communityActionsAbi];

/** The item a CommunityActions event is about (for the record's item_type and item_id). */
const ITEM_OF_EVENT: Record<string, { type: string; arg: string }> = {
  CommentBoosted: { type: 'comment', arg: 'commentId' },
  ContentBoosted: { type: 'content', arg: 'contentId' },
  IdeaBoosted: { type: 'idea', arg: 'ideaId' },
  AmaQuestionBoosted: { type: 'ama_question', arg: 'amaQuestionId' },
  GroupPostBoosted: { type: 'group_post', arg: 'groupPostId' },
  FeedPostBoosted: { type: 'feed_post', arg: 'feedPostId' },
  ContentUnlocked: { type: 'content', arg: 'contentId' },
  Voted: { type: 'voting', arg: 'votingId' },
};

/** The amount a call moves, for a record made before its receipt (0 when it names none). */
function callAmount(functionName: string, args: readonly unknown[]): bigint {
  const bigints = args.filter((a): a is bigint => typeof a === 'bigint');
  if (bigints.length === 0) return 0n;
  // transfer(to, amount), operatorSend(from, to, amount, …), boost…(id, amount), unlockContent(id, price),
  // vote(votingId, optionId, amount, …): the amount is the last uint before any bytes, except for votes.
  if (functionName.startsWith('vote')) return bigints[2] ?? 0n;
  if (functionName.startsWith('withdraw')) return 0n;
  return bigints.at(-1) ?? 0n;
}

/** A send as the API takes it: base units (× 1e8) as a decimal string, to a fan (slug) or an address. */
export interface SendInput {
  amount: string;
  to_user_slug?: string;
  to_address?: string;
}

/**
 * Token sends and the user's transaction records (docs/CHAIN.md "Transactions and sends"). A hot-wallet user's send is the server's: the admin wallet, operator of the
 * hot wallet, calls `operatorSend`; the record is written `pending` before the transaction and
 * completed from its receipt. The chain is the last word on balances: a send beyond the balance
 * reverts and its record fails, so value is never created or lost, whatever runs at once.
 */
export class TransactionsService {
  constructor(
    private readonly db: Db,
    private readonly chain: ChainRuntime,
    private readonly wallets: HotWallets,
    private readonly indexer?: ChainIndexer,
  ) {}

  /** The user's records, newest first, `before` an id (keyset pages). */
  async list(
    userId: number,
    opts: { limit: number; before?: number; wallet?: string | null },
  ): Promise<TransactionRow[]> {
    return partyRecords(this.db, userId, opts);
  }

  /** One record the user is party to; any other answers 404 like a missing one. */
  async show(userId: number, id: number, wallet?: string | null): Promise<TransactionRow> {
    const row = await partyRecord(this.db, userId, id, wallet);
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
    const existing = await recordByKey(this.db, userId, idempotencyKey);
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
    // A hot wallet, or a self-custody wallet whose fan made the admin its operator (else 422
    // SIGNATURE_REQUIRED: the fan signs the transfer in their wallet).
    const from = await this.wallets.moverAddress(userId, 'send');
    const to = await this.recipient(input);
    if (to === from) throw new AppError('VALIDATION_FAILED', undefined, { to: ['is your own wallet'] });

    const inserted = await insertRecordOnce(this.db, {
      userId,
      eventName: 'Sent',
      amount: amount.toString(),
      fromAddress: from,
      toAddress: to,
      option: '0',
      idempotencyKey,
    });
    // The same key at once from another request: the first record stands.
    if (!inserted.created) return inserted;
    const { row } = inserted;

    // An early refusal costs no gas; the chain still decides when sends race.
    if ((await this.chain.tokenBalance(from)) < amount) {
      return {
        row: await finishRecord(this.db, row.id, { status: 'failed', error: 'insufficient balance' }),
        created: true,
      };
    }
    const data = encodeFunctionData({
      abi: communityTokenAbi,
      functionName: 'operatorSend',
      args: [from, to, amount, '0x', '0x'],
    });
    // Written ahead: the record holds the signed transaction's hash before it is broadcast.
    const sent = await sendRecorded(this.db, this.chain, row.id, this.chain.admin, {
      to: this.chain.deployment.tokenAddress as Address,
      data,
    });
    return { row: sent.row, created: true };
  }

  /**
   * Records a transaction the user sent elsewhere (their own wallet, the wallet frame) from its hash
   * (docs/CHAIN.md "Balance, transactions from a hash, admin chain API, demo funding, figures"): it must be to one of the community contracts and from or to the
   * user's wallet (else 404, like a missing one). `complete` when its receipt succeeded, `failed`
   * when it reverted, `pending` without a receipt yet. The same hash again answers the same record.
   */
  async fromHash(userId: number, wallet: string | null, hash: Hex): Promise<{ row: TransactionRow; created: boolean }> {
    if (!wallet) throw new AppError('NO_WALLET');
    // Hashes are stored as viem gives them (lower case): one record per transaction whatever the case.
    hash = hash.toLowerCase() as Hex;
    const known = await recordByHash(this.db, hash);
    if (known?.userId === userId) return { row: known, created: false };

    const tx = await this.chainTransaction(hash);
    if (!tx) throw new AppError('NOT_FOUND');
    if (!tx.to || !this.contracts().has(tx.to.toLowerCase())) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        tx_hash: ['is not a transaction of the community contracts'],
      });
    }
    const receipt = await this.receipt(hash);
    const described = this.describe(tx, receipt);
    if (!described.parties.has(wallet.toLowerCase())) throw new AppError('NOT_FOUND');
    // Recorded by the other side (the hash is unique, and the record is both sides'): checked after
    // the parties, so it tells nobody else.
    if (known) return { row: known, created: false };

    // The same hash at once from another request: the first record stands.
    const inserted = await insertRecordUnlessTaken(
      this.db,
      {
        userId,
        txHash: hash,
        eventName: described.eventName,
        txStatus: described.status,
        amount: described.amount.toString(),
        fromAddress: described.from,
        toAddress: described.to,
        itemType: described.itemType ?? null,
        itemId: described.itemId ?? null,
        error: described.status === 'failed' ? 'reverted' : null,
        completedAt: described.status === 'pending' ? null : new Date(),
      },
      () => recordByHash(this.db, hash),
    );
    if (inserted.created && receipt) await this.indexer?.ingestReceipt(receipt);
    return inserted;
  }

  /**
   * Checks the receipt of one of the user's pending records and moves it to `complete` or `failed`
   * (docs/CHAIN.md "Balance, transactions from a hash, admin chain API, demo funding, figures"); a record that is not pending, has no hash yet or has no receipt yet is
   * answered as it stands.
   */
  async complete(userId: number, id: number, wallet?: string | null): Promise<TransactionRow> {
    const row = await this.show(userId, id, wallet);
    return (await this.settle(row)) ?? row;
  }

  /**
   * On a balance fetch ("move-pending", docs/CHAIN.md "Balance, transactions from a hash, admin chain API, demo funding, figures"): the user's pending records whose hash has a
   * receipt move out of pending. A few at a time, oldest first; the rest on the next fetch.
   */
  async movePending(userId: number, limit = 10): Promise<number> {
    const pending = await pendingWithHash(this.db, userId, limit);
    let moved = 0;
    for (const row of pending) if (await this.settle(row)) moved++;
    return moved;
  }

  /** Moves a pending record with a hash to complete or failed from its receipt; undefined when it stays. */
  private async settle(row: TransactionRow): Promise<TransactionRow | undefined> {
    if (row.txStatus !== 'pending' || !row.txHash) return undefined;
    const receipt = await this.receipt(row.txHash as Hex);
    if (!receipt) return undefined;
    const status = receipt.status === 'success' ? 'complete' : 'failed';
    // A record made from a hash before it was mined names the function called; its receipt names the event.
    let described: Partial<ReturnType<TransactionsService['describe']>> = {};
    if (!row.idempotencyKey) {
      const tx = await this.chainTransaction(row.txHash as Hex);
      if (tx) described = this.describe(tx, receipt);
    }
    // Only while still pending: the indexer or another request may have completed it meanwhile.
    const updated = await updateRecordIf(this.db, row.id, 'pending', {
      txStatus: status,
      error: status === 'failed' ? 'reverted' : null,
      completedAt: new Date(),
      ...(described.eventName ? { eventName: described.eventName } : {}),
      ...(described.amount !== undefined ? { amount: described.amount.toString() } : {}),
    });
    if (status === 'complete') await this.indexer?.ingestReceipt(receipt);
    if (updated) return updated;
    // The indexer completed it meanwhile, by its hash alone: the receipt still names the event and
    // the amount the record made before mining lacks.
    if (described.eventName && described.amount !== undefined) {
      const named = await updateRecordIf(this.db, row.id, status, {
        eventName: described.eventName,
        amount: described.amount.toString(),
      });
      if (named) return named;
    }
    return findRecord(this.db, row.id);
  }

  private contracts(): Set<string> {
    const d = this.chain.deployment;
    return new Set([d.tokenAddress, d.nftAddress, d.actionsAddress].map((a) => a.toLowerCase()));
  }

  private async chainTransaction(hash: Hex): Promise<Transaction | undefined> {
    try {
      return await this.chain.publicClient.getTransaction({ hash });
    } catch (err) {
      if ((err as Error).name === 'TransactionNotFoundError') return undefined;
      throw err;
    }
  }

  private async receipt(hash: Hex): Promise<TransactionReceipt | undefined> {
    try {
      return await this.chain.publicClient.getTransactionReceipt({ hash });
    } catch (err) {
      if ((err as Error).name === 'TransactionReceiptNotFoundError') return undefined;
      throw err;
    }
  }

  /**
   * What a transaction to our contracts was, for its record: the LAST event of our contracts in its
   * receipt (a boost logs Transfer, Sent, then CommentBoosted: the last one says what it was; a
   * plain send ends with Sent; a mint is Transfer from zero, named `Minted`), or, without a receipt
   * yet, the function it calls. `parties` are every address in it (the sender and each address
   * argument), to check the caller's wallet is one of them.
   */
  private describe(tx: Transaction, receipt: TransactionReceipt | undefined) {
    const parties = new Set<string>([tx.from.toLowerCase()]);
    const ours = this.contracts();
    const collect = (args: unknown) => {
      for (const v of Object.values((args ?? {}) as Record<string, unknown>)) {
        if (typeof v === 'string' && isAddress(v)) parties.add(v.toLowerCase());
      }
    };
    let call: { functionName: string; args?: readonly unknown[] } | undefined;
    try {
      call = decodeFunctionData({ abi: ALL_ABI, data: tx.input });
      for (const arg of call.args ?? []) if (typeof arg === 'string' && isAddress(arg)) parties.add(arg.toLowerCase());
    } catch {
      call = undefined;
    }
    const status: 'pending' | 'complete' | 'failed' = !receipt
      ? 'pending'
      : receipt.status === 'success'
        ? 'complete'
        : 'failed';
    const logs = receipt
      ? parseEventLogs({ abi: ALL_ABI, logs: receipt.logs.filter((l) => ours.has(l.address.toLowerCase())) })
      : [];
    for (const log of logs) collect(log.args);
    const last = logs.at(-1);
    if (!last) {
      const amount = call ? callAmount(call.functionName, call.args ?? []) : 0n;
      return {
        parties,
        status,
        eventName: call?.functionName ?? 'unknown',
        amount,
        from: getAddress(tx.from) as string,
        to: tx.to ? (getAddress(tx.to) as string) : null,
        itemType: undefined as string | undefined,
        itemId: undefined as number | undefined,
      };
    }
    const args = last.args as Record<string, unknown>;
    const pick = (...names: string[]) => names.map((n) => args[n]).find((v) => v !== undefined);
    const amount = BigInt(String(pick('amount', 'value', 'price') ?? 0));
    const from = String(pick('from', 'booster', 'buyer', 'voter', 'holder') ?? tx.from);
    const to = String(pick('to', 'treasury', 'newTreasury') ?? tx.to ?? '');
    const minted = last.eventName === 'Transfer' && /^0x0{40}$/.test(from);
    const item = ITEM_OF_EVENT[last.eventName];
    const rawId = item ? args[item.arg] : undefined;
    const itemId = typeof rawId === 'bigint' && rawId > 0n && rawId < 2n ** 53n ? Number(rawId) : undefined;
    return {
      parties,
      status,
      eventName: minted ? 'Minted' : last.eventName,
      amount,
      from: minted ? null : (getAddress(from) as string),
      to: to && isAddress(to) ? (getAddress(to) as string) : null,
      itemType: itemId !== undefined ? item?.type : undefined,
      itemId,
    };
  }

  private async recipient(input: SendInput): Promise<Address> {
    if (input.to_address) {
      if (!isAddress(input.to_address)) {
        throw new AppError('VALIDATION_FAILED', undefined, { to_address: ['is not an address'] });
      }
      return getAddress(input.to_address);
    }
    if (input.to_user_slug) {
      const user = await walletBySlug(this.db, input.to_user_slug);
      // A fan without a wallet cannot receive yet; a missing fan is the same 404.
      if (!user) throw new AppError('NOT_FOUND');
      if (!user.wallet) throw new AppError('VALIDATION_FAILED', undefined, { to_user_slug: ['has no wallet yet'] });
      return getAddress(user.wallet);
    }
    throw new AppError('VALIDATION_FAILED', undefined, {
      to: ['name a fan (to_user_slug) or an address (to_address)'],
    });
  }
}
