/**
 * Token votes on the chain (docs/CHAIN.md "Token votes and frozen tokens"): the `VoteLedger` the
 * votings domain casts token votes through, the effects that record `Voted` and `DepositWithdrawn`
 * events in `votes` (whoever sent them: the relay for hot wallets, a self-custody wallet directly),
 * the withdrawal of a vote's locked deposit, and the fan's frozen tokens (their deposits).
 */
import { encodeFunctionData, type Address } from 'viem';
import { communityActionsAbi } from '@tribune/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Caller } from '../auth/index.ts';
import type { TokenVote, VoteLedger } from '../votings/index.ts';
import type { ChainEffects } from './effects.ts';
import type { ChainHolder } from './holder.ts';
import type { ChainEventRow } from './indexer-repository.ts';
import { recordByKey } from './repository.ts';
import {
  deleteVotes,
  findFrozen,
  insertVotes,
  listFrozen,
  markWithdrawn,
  type FrozenTokenRow,
  type VotedArgs,
} from './vote-repository.ts';
import type { TransactionRow } from './transactions.ts';

/** Ids beyond a Postgres bigint name no row of ours (anyone may vote for any uint256 on chain). */
const MAX_BIGINT = 2n ** 63n - 1n;

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value));

/** A relayed action that did not go through: the reason as the API error. */
function failure(row: TransactionRow): AppError {
  return row.error === 'insufficient balance'
    ? new AppError('INSUFFICIENT_BALANCE')
    : new AppError('TRANSACTION_FAILED', undefined, { transaction: [row.error ?? 'failed'] });
}

/**
 * The ledger of token votes on the chain: each option of a vote is one relayed
 * `voteFor(fan, votingId, optionId, amount, lockedAmount, unlocksAt)` from the fan's hot wallet,
 * under the key `${key}:${optionId}`, so a retried request moves value once. The `votes` row and
 * the tally are written by the `Voted` effect (registerVoteEffects), not here.
 */
export class ChainVoteLedger implements VoteLedger {
  constructor(private readonly chain: ChainHolder) {}

  get available(): boolean {
    return this.chain.current() !== undefined;
  }

  async castTokenVotes(votes: TokenVote[], idempotencyKey?: string): Promise<{ created: boolean }> {
    if (!idempotencyKey) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
    const { relay, runtime } = this.chain.require();
    const actions = runtime.deployment.actionsAddress as Address;
    const now = BigInt(Math.floor(Date.now() / 1000));
    let created = false;
    for (const vote of votes) {
      const unlocksAt = vote.unlocksAt ? BigInt(Math.floor(vote.unlocksAt.getTime() / 1000)) : 0n;
      if (vote.lockedAmount > 0n && unlocksAt <= now) {
        // The contract only locks until a future time; a voting whose unlock date has passed (or
        // has none) while it still takes votes is misconfigured: refuse rather than lose the deposit.
        throw new AppError('VALIDATION_FAILED', undefined, {
          option_values: ['cannot lock tokens: this voting has no future unlock date'],
        });
      }
      const { row, created: made } = await relay.run(vote.userId, `${idempotencyKey}:${vote.optionId}`, {
        eventName: 'Voted',
        amount: vote.amount,
        itemType: 'voting',
        itemId: vote.votingId,
        option: String(vote.optionId),
        to: actions,
        call: (fan) => ({
          to: actions,
          data: encodeFunctionData({
            abi: communityActionsAbi,
            functionName: 'voteFor',
            args: [fan, BigInt(vote.votingId), BigInt(vote.optionId), vote.amount, vote.lockedAmount, unlocksAt],
          }),
        }),
      });
      created ||= made;
      if (row.txStatus === 'failed') throw failure(row);
    }
    return { created };
  }
}

function votedArgs(event: ChainEventRow): VotedArgs | undefined {
  const a = event.args;
  const parsed = {
    event,
    voter: text(a.voter),
    votingId: BigInt(text(a.votingId)),
    optionId: BigInt(text(a.optionId)),
    amount: BigInt(text(a.amount)),
    locked: BigInt(text(a.lockedAmount)),
    unlocksAt: BigInt(text(a.unlocksAt)),
    depositId: BigInt(text(a.depositId)),
  };
  if (parsed.votingId < 1n || parsed.votingId > MAX_BIGINT || parsed.optionId < 1n || parsed.optionId > MAX_BIGINT) {
    return undefined;
  }
  return parsed;
}

/**
 * Registers the effects of token votes: a `Voted` event becomes a `votes` row (the voter's user by
 * wallet, the deposit, the locked amount and unlock time) when it names an option of that voting
 * and a user has the wallet; only rows actually inserted move the option's tally and the voters
 * count, so the relay's receipt and the indexer count a vote once. A reorganisation deletes the
 * row and takes the tally back. `DepositWithdrawn` marks the vote withdrawn (and back on a reorg).
 */
export function registerVoteEffects(effects: ChainEffects): void {
  effects.register(['Voted'], async (tx, events, direction) => {
    const votes = events.flatMap((e) => votedArgs(e) ?? []);
    if (votes.length === 0) return;
    if (direction === 1) await insertVotes(tx, votes);
    else await deleteVotes(tx, votes);
  });
  effects.register(['DepositWithdrawn'], async (tx, events, direction) => {
    for (const event of events) await markWithdrawn(tx, event.chainId, text(event.args.depositId), direction);
  });
}

/**
 * Frozen tokens and withdrawals as the API offers them. Unlock times are judged by the chain's
 * clock (its latest block), the one the contract checks; the server's clock when the chain is down.
 */
export class FrozenTokensService {
  constructor(
    private readonly db: Db,
    private readonly chain: ChainHolder,
  ) {}

  /** The chain's time in seconds (latest block), or the server's when the chain is not up. */
  async clock(): Promise<number> {
    const now = Math.floor(Date.now() / 1000);
    const services = this.chain.current();
    if (!services) return now;
    try {
      return Number((await services.runtime.publicClient.getBlock()).timestamp);
    } catch {
      return now;
    }
  }

  async list(userId: number, page: { limit: number; offset: number }) {
    const [out, now] = await Promise.all([listFrozen(this.db, userId, page), this.clock()]);
    return { ...out, now };
  }

  /** One of the user's deposits with the clock it is judged by; another's (or none) is 404. */
  async show(userId: number, id: number): Promise<{ row: FrozenTokenRow; now: number }> {
    const row = await findFrozen(this.db, userId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return { row, now: await this.clock() };
  }

  /**
   * Withdraws the caller's deposit of a vote: the admin wallet, operator of the voter's hot
   * wallet, calls the plain `withdraw(depositId)` (the tokens always go to the voter). A retry with
   * the same key answers the first record; another's vote or none is 404; locked is 422
   * DEPOSIT_LOCKED; withdrawn already is 409 ALREADY_WITHDRAWN.
   */
  async withdraw(caller: Caller, id: number, key: string) {
    const userId = caller.user.id;
    const row = await findFrozen(this.db, userId, id);
    if (!row) throw new AppError('NOT_FOUND');
    const { relay, runtime } = this.chain.require();
    const actions = runtime.deployment.actionsAddress as Address;
    const action = {
      eventName: 'DepositWithdrawn',
      // Nothing is paid: the relay's balance check must not refuse a fan whose tokens are all locked.
      amount: 0n,
      itemType: 'vote',
      itemId: row.id,
      call: () => ({
        to: actions,
        data: encodeFunctionData({ abi: communityActionsAbi, functionName: 'withdraw', args: [BigInt(row.depositId)] }),
      }),
    };
    const retry = await recordByKey(this.db, userId, key);
    if (!retry) {
      if (row.withdrawnAt) throw new AppError('ALREADY_WITHDRAWN');
      const now = await this.clock();
      if (row.unlocksAt && row.unlocksAt.getTime() / 1000 > now) {
        throw new AppError(
          'DEPOSIT_LOCKED',
          `These tokens are locked until ${row.unlocksAt.toISOString()}: you can withdraw them after that.`,
        );
      }
    }
    const { row: tx, created } = await relay.run(userId, key, action);
    const after = await this.show(userId, id);
    return { row: tx, created, frozenToken: after };
  }
}
