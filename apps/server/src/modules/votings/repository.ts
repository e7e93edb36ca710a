/**
 * Queries of votings, their options and votes (drizzle and SQL only, no rules): a constant number
 * of statements per page whatever its size.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { type VotingType } from '@tribune/domain';
import { rowsOf, type Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { mediumExists, openThenPast, participationRecords } from '../../platform/participation/index.ts';
import { votingOptions, votings, type Localized } from '../../db/schema.ts';

/** A voting row. */
export type VotingRow = typeof votings.$inferSelect;
/** An option row (`votes` the tally as a decimal string). */
export type OptionRow = typeof votingOptions.$inferSelect;

/** One of the viewer's votes with its option's value. */
export interface UserVoteRow {
  id: number;
  votingId: number;
  optionId: number;
  value: Localized;
  amount: string;
  lockedAmount: string;
  unlocksAt: Date | null;
}

const idList = (ids: number[]) => sql`any(string_to_array(${ids.join(',')}, ',')::bigint[])`;

/**
 * The statements of the voting show, built once per database object (drizzle's query building
 * is a measurable part of a show: docs/PARTICIPATION.md, "Bench") and prepared by name.
 */
function build(db: Db) {
  return {
    votingById: db
      .select()
      .from(votings)
      .where(eq(votings.id, sql.placeholder('id')))
      .limit(1)
      .prepare('votings_by_id'),
    optionsOf: db
      .select()
      .from(votingOptions)
      .where(sql`${votingOptions.votingId} = any(string_to_array(${sql.placeholder('ids')}, ',')::bigint[])`)
      .orderBy(votingOptions.votingId, desc(votingOptions.votes), votingOptions.sortOrder, votingOptions.id)
      .prepare('voting_options_of'),
  };
}
const statements = new WeakMap<Db, ReturnType<typeof build>>();
function prepared(db: Db): ReturnType<typeof build> {
  let s = statements.get(db);
  if (!s) statements.set(db, (s = build(db)));
  return s;
}

/**
 * The published votings as the list gives them, in ONE statement: every open one (soonest end
 * first), then at most ENDED_LISTED ended ones (most recent end first).
 */
export async function listPublishedVotings(db: Db): Promise<VotingRow[]> {
  const list = openThenPast({ table: votings, open: sql`${votings.endsAt} > now()`, at: votings.endsAt });
  return db
    .select()
    .from(votings)
    .where(list.where)
    .orderBy(...list.orderBy);
}

/** A voting by id, published or not (the service decides who sees it). */
export async function findVotingById(db: Db, id: number): Promise<VotingRow | undefined> {
  return (await prepared(db).votingById.execute({ id }))[0];
}

/** The options of many votings in ONE statement: per voting by votes descending, then their order. */
export async function optionsOf(db: Db, votingIds: number[]): Promise<OptionRow[]> {
  if (votingIds.length === 0) return [];
  return prepared(db).optionsOf.execute({ ids: votingIds.join(',') });
}

/** A user's votes in many votings, in ONE statement, oldest first. */
export async function userVotesOf(db: Db, votingIds: number[], userId: number): Promise<UserVoteRow[]> {
  if (votingIds.length === 0) return [];
  const rows = rowsOf<{
    id: string | number;
    voting_id: string | number;
    option_id: string | number;
    value: Localized | string;
    amount: string | number;
    locked_amount: string | number;
    unlocks_at: Date | string | null;
  }>(
    await db.execute(sql`
      select v.id, v.voting_id, v.option_id, o.value, v.amount::text as amount,
        v.locked_amount::text as locked_amount, v.unlocks_at
      from votes v join voting_options o on o.id = v.option_id
      where v.user_id = ${userId} and v.voting_id = ${idList(votingIds)}
      order by v.created_at, v.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    votingId: Number(r.voting_id),
    optionId: Number(r.option_id),
    value: typeof r.value === 'string' ? (JSON.parse(r.value) as Localized) : r.value,
    amount: String(r.amount),
    lockedAmount: String(r.locked_amount),
    unlocksAt: r.unlocks_at === null ? null : new Date(r.unlocks_at),
  }));
}

/** What casting a ballot came to: the voting as it is after the ballot, or why it was not counted. */
export type BallotOutcome = { counted: VotingRow } | 'missing' | 'closed' | 'already' | 'bad_option';

/**
 * Casts a tokenless ballot in ONE transaction: the voting row locked (FOR UPDATE) so ballots of a
 * voting are counted one after another; it must be published and open at that moment; the
 * participant row (primary key voting + user) makes a second ballot of the same user a no-op
 * ('already'); one `votes` row per chosen option, each option's tally and the voting's
 * voters_count raised. Anything short of that rolls the whole ballot back.
 */
export async function castTokenlessBallot(
  db: Db,
  v: { votingId: number; userId: number; optionIds: number[] },
): Promise<BallotOutcome> {
  class Rollback extends Error {
    constructor(readonly outcome: 'bad_option') {
      super(outcome);
    }
  }
  try {
    return await inTransaction(db, async (tx): Promise<BallotOutcome> => {
      const locked = rowsOf<{ open: boolean; published: boolean }>(
        await tx.execute(sql`select ends_at > now() as open, published from votings
          where id = ${v.votingId} for update`),
      )[0];
      if (!locked || !locked.published) return 'missing';
      if (!locked.open) return 'closed';
      const joined = rowsOf(
        await tx.execute(sql`insert into voting_participants (voting_id, user_id)
          values (${v.votingId}, ${v.userId}) on conflict do nothing returning user_id`),
      );
      if (joined.length === 0) return 'already';
      const inserted = rowsOf(
        await tx.execute(sql`insert into votes (voting_id, option_id, user_id, amount, locked_amount)
          select ${v.votingId}, o.id, ${v.userId}, 1, 0 from voting_options o
          where o.voting_id = ${v.votingId} and o.id = ${idList(v.optionIds)}
          returning id`),
      );
      if (inserted.length !== v.optionIds.length) throw new Rollback('bad_option');
      await tx.execute(sql`update voting_options set votes = votes + 1
        where voting_id = ${v.votingId} and id = ${idList(v.optionIds)}`);
      const [row] = await tx
        .update(votings)
        .set({ votersCount: sql`${votings.votersCount} + 1` })
        .where(eq(votings.id, v.votingId))
        .returning();
      if (!row) return 'missing';
      return { counted: row };
    });
  } catch (err) {
    if (err instanceof Rollback) return err.outcome;
    throw err;
  }
}

/** The stored fields of a voting an admin writes. */
export interface VotingValues {
  slug: string;
  votingType: VotingType;
  title: Localized;
  description: Localized;
  heroMediumId: number | null;
  endsAt: Date;
  maxChoices: number;
  depositShare: string | null;
  unlocksTokensAt: Date | null;
}

/** An option an admin writes: an existing one (id, renamed) or a new one. */
export interface OptionValues {
  id?: number;
  value: Localized;
}

/** Inserts an unpublished voting with its options in ONE transaction. */
export async function insertVoting(
  db: Db,
  v: VotingValues & { createdBy: number | null },
  options: OptionValues[],
): Promise<VotingRow> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(votings).values(v).returning();
    if (!row) throw new Error('insert returned no row');
    await tx.insert(votingOptions).values(options.map((o, i) => ({ votingId: row.id, value: o.value, sortOrder: i })));
    return row;
  });
}

/** What replacing a voting came to. */
export type ReplaceOutcome = { row: VotingRow } | 'missing' | 'options_locked' | 'bad_option';

/**
 * Replaces a voting's fields and options in ONE transaction, the voting row locked against
 * ballots: options named by id are renamed and reordered, new ones added, the others removed.
 * Once anybody voted the set of options is fixed ('options_locked' unless it is the same ids).
 */
export async function replaceVoting(
  db: Db,
  id: number,
  v: VotingValues,
  options: OptionValues[],
): Promise<ReplaceOutcome> {
  class Rollback extends Error {
    constructor(readonly outcome: 'options_locked' | 'bad_option') {
      super(outcome);
    }
  }
  try {
    return await inTransaction(db, async (tx) => {
      const locked = rowsOf<{ voters_count: number }>(
        await tx.execute(sql`select voters_count from votings where id = ${id} for update`),
      )[0];
      if (!locked) return 'missing';
      const existing = (
        await tx.select({ id: votingOptions.id }).from(votingOptions).where(eq(votingOptions.votingId, id))
      ).map((o) => o.id);
      const kept = options.flatMap((o) => (o.id === undefined ? [] : [o.id]));
      if (kept.some((k) => !existing.includes(k))) throw new Rollback('bad_option');
      const removed = existing.filter((e) => !kept.includes(e));
      if (Number(locked.voters_count) > 0 && (removed.length > 0 || kept.length !== options.length)) {
        throw new Rollback('options_locked');
      }
      if (removed.length) {
        await tx.execute(sql`delete from voting_options where voting_id = ${id} and id = ${idList(removed)}`);
      }
      for (const [i, o] of options.entries()) {
        if (o.id === undefined) {
          await tx.insert(votingOptions).values({ votingId: id, value: o.value, sortOrder: i });
        } else {
          await tx
            .update(votingOptions)
            .set({ value: o.value, sortOrder: i })
            .where(and(eq(votingOptions.id, o.id), eq(votingOptions.votingId, id)));
        }
      }
      const [row] = await tx
        .update(votings)
        .set({ ...v, updatedAt: sql`now()` })
        .where(eq(votings.id, id))
        .returning();
      if (!row) return 'missing';
      return { row };
    });
  } catch (err) {
    if (err instanceof Rollback) return err.outcome;
    throw err;
  }
}

/** The admin queries of the table (platform/participation/repository.ts), under this module's names. */
export const {
  listAll: listAllVotings,
  publish: publishVoting,
  close: closeVoting,
  slugTaken: votingSlugTaken,
  any: hasVotings,
} = participationRecords(votings);

export { mediumExists };

/** Moves a demo voting's end into the past (the demo's ended votings). */
export async function backdateDemoVoting(db: Db, id: number, endsAt: Date): Promise<void> {
  await db.update(votings).set({ endsAt }).where(eq(votings.id, id));
}
