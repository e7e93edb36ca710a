/**
 * Token votes on the chain (docs/CHAIN.md "Token votes and frozen tokens"): the `VoteLedger` the
 * votings domain casts token votes through, the effects that record `Voted` and `DepositWithdrawn`
 * events in `votes` (whoever sent them: the relay for hot wallets, a self-custody wallet directly),
 * the withdrawal of a vote's locked deposit, and the fan's frozen tokens (their deposits).
 */
import { sql } from 'drizzle-orm';
import { encodeFunctionData, type Address } from 'viem';
import { communityActionsAbi } from '@tribune/contracts';
import { rowsOf, type Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Caller } from '../auth/index.ts';
import type { TokenVote, VoteLedger } from '../votings/index.ts';
import type { ChainEffects } from './effects.ts';
import type { ChainHolder } from './holder.ts';
import type { ChainEventRow } from './indexer-repository.ts';
import { recordByKey } from './repository.ts';
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

interface VotedArgs {
  event: ChainEventRow;
  voter: string;
  votingId: bigint;
  optionId: bigint;
  amount: bigint;
  locked: bigint;
  unlocksAt: bigint;
  depositId: bigint;
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
    for (const event of events) {
      const depositId = text(event.args.depositId);
      await tx.execute(sql`update votes set withdrawn_at = ${direction === 1 ? sql`now()` : sql`null`}
        where chain_id = ${event.chainId} and deposit_id = ${depositId}::numeric
          and withdrawn_at is ${direction === 1 ? sql`null` : sql`not null`}`);
    }
  });
}

async function insertVotes(tx: Db, votes: VotedArgs[]): Promise<void> {
  const values = sql.join(
    votes.map(
      (v) => sql`(${v.event.chainId}::bigint, ${v.event.txHash}::text, ${v.event.logIndex}::int,
        ${v.voter.toLowerCase()}::text, ${v.votingId.toString()}::bigint, ${v.optionId.toString()}::bigint,
        ${v.amount.toString()}::numeric, ${v.locked.toString()}::numeric, ${v.unlocksAt.toString()}::bigint,
        ${v.depositId.toString()}::numeric)`,
    ),
    sql`, `,
  );
  const inserted = rowsOf<{ voting_id: string; option_id: string; user_id: string; amount: string }>(
    await tx.execute(sql`
      insert into votes (voting_id, option_id, user_id, amount, locked_amount, unlocks_at,
        chain_id, tx_hash, log_index, deposit_id)
      select v.voting_id, v.option_id, u.id, v.amount, v.locked,
        case when v.unlocks_at > 0 then to_timestamp(v.unlocks_at) end,
        v.chain_id, v.tx_hash, v.log_index, case when v.deposit_id > 0 then v.deposit_id end
      from (values ${values}) as v(chain_id, tx_hash, log_index, voter, voting_id, option_id, amount, locked,
        unlocks_at, deposit_id)
      join voting_options o on o.id = v.option_id and o.voting_id = v.voting_id
      join lateral (select id from users where lower(wallet_address) = v.voter order by id limit 1) u on true
      on conflict (chain_id, tx_hash, log_index) do nothing
      returning voting_id::text, option_id::text, user_id::text, amount::text`),
  );
  if (inserted.length === 0) return;
  await moveTallies(tx, inserted, 1n);
  const pairs = sql.join(
    inserted.map((r) => sql`(${r.voting_id}::bigint, ${r.user_id}::bigint)`),
    sql`, `,
  );
  const joined = rowsOf<{ voting_id: string }>(
    await tx.execute(sql`
      insert into voting_participants (voting_id, user_id)
      select distinct p.voting_id, p.user_id from (values ${pairs}) as p(voting_id, user_id)
      on conflict do nothing returning voting_id::text`),
  );
  await moveVoters(tx, joined, 1);
}

async function deleteVotes(tx: Db, votes: VotedArgs[]): Promise<void> {
  const keys = sql.join(
    votes.map((v) => sql`(${v.event.chainId}::bigint, ${v.event.txHash}::text, ${v.event.logIndex}::int)`),
    sql`, `,
  );
  const removed = rowsOf<{ voting_id: string; option_id: string; user_id: string; amount: string }>(
    await tx.execute(sql`
      delete from votes where (chain_id, tx_hash, log_index) in (values ${keys})
      returning voting_id::text, option_id::text, user_id::text, amount::text`),
  );
  if (removed.length === 0) return;
  await moveTallies(tx, removed, -1n);
  const pairs = sql.join(
    removed.map((r) => sql`(${r.voting_id}::bigint, ${r.user_id}::bigint)`),
    sql`, `,
  );
  // A voter stays a participant while any vote of theirs in the voting remains.
  const left = rowsOf<{ voting_id: string }>(
    await tx.execute(sql`
      delete from voting_participants p where (p.voting_id, p.user_id) in (values ${pairs})
        and not exists (select 1 from votes v where v.voting_id = p.voting_id and v.user_id = p.user_id)
      returning p.voting_id::text as voting_id`),
  );
  await moveVoters(tx, left, -1);
}

/** Adds (or takes back) voted amounts to their options' tallies, one statement. */
async function moveTallies(tx: Db, rows: Array<{ option_id: string; amount: string }>, sign: 1n | -1n) {
  const sums = new Map<string, bigint>();
  for (const r of rows) sums.set(r.option_id, (sums.get(r.option_id) ?? 0n) + BigInt(r.amount) * sign);
  const values = sql.join(
    [...sums].map(([id, amount]) => sql`(${id}::bigint, ${amount.toString()}::numeric)`),
    sql`, `,
  );
  await tx.execute(sql`update voting_options o set votes = greatest(o.votes + d.amount, 0)
    from (values ${values}) as d(id, amount) where o.id = d.id`);
}

/** Moves the voters counts of the votings that gained (or lost) participants. */
async function moveVoters(tx: Db, rows: Array<{ voting_id: string }>, sign: 1 | -1) {
  if (rows.length === 0) return;
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.voting_id, (counts.get(r.voting_id) ?? 0) + sign);
  const values = sql.join(
    [...counts].map(([id, n]) => sql`(${id}::bigint, ${n}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update votings set voters_count = greatest(voters_count + d.n, 0)
    from (values ${values}) as d(id, n) where votings.id = d.id`);
}

/** A fan's token-vote deposit as the frozen-token list shows it. */
export interface FrozenTokenRow {
  id: number;
  amount: string;
  unlocksAt: Date | null;
  votingId: number;
  optionId: number;
  depositId: string;
  withdrawnAt: Date | null;
}

interface RawFrozen {
  id: string | number;
  amount: string;
  unlocks_at: Date | string | null;
  voting_id: string | number;
  option_id: string | number;
  deposit_id: string;
  withdrawn_at: Date | string | null;
  total?: string | number;
  frozen?: string | null;
}

const date = (d: Date | string | null) => (d === null ? null : new Date(d));

function frozenFromRaw(r: RawFrozen): FrozenTokenRow {
  return {
    id: Number(r.id),
    amount: String(r.amount),
    unlocksAt: date(r.unlocks_at),
    votingId: Number(r.voting_id),
    optionId: Number(r.option_id),
    depositId: String(r.deposit_id),
    withdrawnAt: date(r.withdrawn_at),
  };
}

const FROZEN_COLUMNS = sql`v.id, v.locked_amount::text as amount, v.unlocks_at, v.voting_id, v.option_id,
  v.deposit_id::text as deposit_id, v.withdrawn_at`;

/** The sum of a user's deposits not yet withdrawn (base units, as a string): their `frozen_tokens`. */
export async function frozenTotal(db: Db, userId: number): Promise<string> {
  const [row] = rowsOf<{ total: string | null }>(
    await db.execute(sql`select coalesce(sum(locked_amount), 0)::text as total from votes
      where user_id = ${userId} and deposit_id is not null and withdrawn_at is null`),
  );
  return row?.total ?? '0';
}

/**
 * The frozen tokens of a fan (docs/CHAIN.md): their token-vote deposits, withdrawn ones included
 * (with `withdrawn_at`), newest first; the total of those not withdrawn; ONE statement per page.
 */
export async function listFrozen(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: FrozenTokenRow[]; total: number; frozen: string }> {
  const raw = rowsOf<RawFrozen>(
    await db.execute(sql`
      select ${FROZEN_COLUMNS}, count(*) over () as total,
        (sum(case when v.withdrawn_at is null then v.locked_amount else 0 end) over ())::text as frozen
      from votes v where v.user_id = ${userId} and v.deposit_id is not null
      order by v.id desc limit ${page.limit} offset ${page.offset}`),
  );
  const first = raw[0];
  if (!first) {
    const [count] = rowsOf<{ n: number | string }>(
      await db.execute(sql`select count(*)::int as n from votes where user_id = ${userId} and deposit_id is not null`),
    );
    return { rows: [], total: Number(count?.n ?? 0), frozen: await frozenTotal(db, userId) };
  }
  return { rows: raw.map(frozenFromRaw), total: Number(first.total ?? 0), frozen: first.frozen ?? '0' };
}

/** One of the user's deposits by its vote id; another user's (or a vote without deposit) is undefined. */
export async function findFrozen(db: Db, userId: number, id: number): Promise<FrozenTokenRow | undefined> {
  const [row] = rowsOf<RawFrozen>(
    await db.execute(sql`select ${FROZEN_COLUMNS} from votes v
      where v.id = ${id} and v.user_id = ${userId} and v.deposit_id is not null`),
  );
  return row ? frozenFromRaw(row) : undefined;
}

/** Presents a frozen token: `withdrawable` by the clock given (the chain's when it is up). */
export function presentFrozenToken(row: FrozenTokenRow, nowSeconds: number) {
  const unlocked = row.unlocksAt === null || row.unlocksAt.getTime() / 1000 <= nowSeconds;
  return {
    id: String(row.id),
    type: 'frozen_token' as const,
    attributes: {
      amount: row.amount,
      unlocks_at: row.unlocksAt ? row.unlocksAt.toISOString() : null,
      voting_id: String(row.votingId),
      option_id: String(row.optionId),
      withdrawable: row.withdrawnAt === null && unlocked,
      withdrawn_at: row.withdrawnAt ? row.withdrawnAt.toISOString() : null,
    },
  };
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
    return { ...out, data: out.rows.map((r) => presentFrozenToken(r, now)) };
  }

  async show(userId: number, id: number) {
    const row = await findFrozen(this.db, userId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return presentFrozenToken(row, await this.clock());
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
