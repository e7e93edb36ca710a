/**
 * The queries of token votes (vote-ledger.ts, docs/CHAIN.md "Token votes and frozen tokens"): the
 * `votes` rows the `Voted` and `DepositWithdrawn` effects write, in the indexer's transaction, with
 * the options' tallies and the voters counts; the fan's frozen tokens (their deposits).
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import type { ChainEventRow } from './indexer-repository.ts';
import { dateOrNull, int, rowReader, text } from '../../db/raw-row.ts';

/** A `Voted` event's arguments, read (vote-ledger.ts `votedArgs`). */
export interface VotedArgs {
  event: ChainEventRow;
  voter: string;
  votingId: bigint;
  optionId: bigint;
  amount: bigint;
  locked: bigint;
  unlocksAt: bigint;
  depositId: bigint;
}

/** Marks a vote's deposit withdrawn (direction 1) or not (-1, a reorganisation takes it back). */
export async function markWithdrawn(tx: Db, chainId: number, depositId: string, direction: 1 | -1): Promise<void> {
  await tx.execute(sql`update votes set withdrawn_at = ${direction === 1 ? sql`now()` : sql`null`}
    where chain_id = ${chainId} and deposit_id = ${depositId}::numeric
      and withdrawn_at is ${direction === 1 ? sql`null` : sql`not null`}`);
}

export async function insertVotes(tx: Db, votes: VotedArgs[]): Promise<void> {
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

export async function deleteVotes(tx: Db, votes: VotedArgs[]): Promise<void> {
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

const frozenFromRaw = rowReader<FrozenTokenRow>({
  id: int,
  amount: text,
  unlocksAt: dateOrNull,
  votingId: int,
  optionId: int,
  depositId: text,
  withdrawnAt: dateOrNull,
});

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
