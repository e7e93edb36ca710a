/**
 * The queries of fans' contributions under a parent (ideas of a mission, questions of an AMA
 * session; docs/PARTICIPATION.md "The participation kit"), bound once to a type's tables: a
 * constant number of statements per page whatever its size. Each module binds them in its
 * repository and adds what is its own (an idea's status, a question's answer).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ParticipationSort } from '@tribune/domain';
import { rowsOf, type Db } from '../../db/client.ts';
import { authorColumns, moderationColumns, ownFlags, ugcFields, visibleToViewer } from '../ugc-repository.ts';
import type { RawAuthor, UgcAuthor, UgcImage, UgcModeration } from '../ugc-repository.ts';
import { contributionOrder } from './repository.ts';
import { int, rowReader, text } from '../../db/raw-row.ts';

/** The tables of a type's contributions and their parent. */
export interface ContributionTables<Extra> {
  /** The contributions' resource type (likes, reports and boosts name it), e.g. `idea`. */
  type: string;
  /** The contributions' table and its alias in every statement, e.g. `ideas i`. */
  table: string;
  alias: string;
  /** The parent's table, alias, the contributions' column naming it and the parent's count of them. */
  parent: { table: string; alias: string; key: string; count: string };
  /** The type's own columns (over the aliases above and `joins`), e.g. `i.status`. */
  columns: SQL;
  /** Further joins of the type's own columns. */
  joins?: SQL;
  /** The type's own fields of a row, from its raw columns. */
  extra: (raw: Record<string, unknown>) => Extra;
  /** The slug of a new contribution's title, stored as `<slug>-<id>` (left out: no slug column). */
  slug?: (title: string) => string;
}

/** A contribution as read for a viewer: the row, its parent, its author and the viewer's own like, report and boost. */
export interface ContributionRowBase {
  id: number;
  parentId: number;
  parentSlug: string;
  userId: number;
  title: string;
  body: string;
  images: UgcImage[];
  initialBoost: string;
  boosts: string;
  likesCount: number;
  commentsCount: number;
  createdAt: Date;
  updatedAt: Date;
  editedAt: Date | null;
  likedByUser: boolean;
  reportedByUser: boolean;
  /** The viewer boosted it (docs/CHAIN.md "Boosts"). */
  boostedByUser: boolean;
  /** Its moderation for its author (while hidden) and the moderators; null for everybody else. */
  moderation: UgcModeration | null;
  user: UgcAuthor;
}

interface RawContribution extends RawAuthor {
  id: string | number;
  parent_id: string | number;
  parent_slug: string;
  user_id: string | number;
  title: string;
  body: string;
  images: UgcImage[] | string;
  initial_boost: string | number;
  boosts: string | number;
  likes_count: number;
  comments_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  edited_at: Date | string | null;
  liked_by_user: boolean;
  reported_by_user: boolean;
  boosted_by_user?: boolean;
  total?: string | number;
  /** The type's own columns. */
  [column: string]: unknown;
}

/** A contribution's facts for the resource registry: its parent's slug and whether it is published. */
export interface ContributionFacts {
  id: number;
  parentSlug: string;
  parentPublished: boolean;
}

/** A new contribution. */
export interface NewContribution {
  parentId: number;
  userId: number;
  title: string;
  body: string;
  images: UgcImage[];
  initialBoost: bigint;
}

/** How a list of contributions is read: its sort, the viewer and the type's own filter. */
export interface ContributionQuery {
  sort: ParticipationSort;
  viewerId: number | undefined;
  /** A further condition over the aliases (e.g. only answered questions). */
  where?: SQL;
}

/** The queries of one type's contributions. */
export interface ContributionQueries<Row> {
  /** The first `n` visible contributions of each parent by a sort, for all parents in ONE statement. */
  top(db: Db, parentIds: number[], q: ContributionQuery & { n: number }): Promise<Row[]>;
  /** One page of a parent's visible contributions by a sort, with the total, in ONE statement (a window count). */
  page(
    db: Db,
    parentId: number,
    q: ContributionQuery & { limit: number; offset: number },
  ): Promise<{ rows: Row[]; total: number }>;
  /** One contribution as this viewer may see it (hidden, blocked or inactive authors: undefined). */
  visible(db: Db, id: number, viewerId: number | undefined): Promise<Row | undefined>;
  /** What its visibility depends on, in ONE statement: the contribution (if visible) and its parent, with `parentColumns`. */
  facts<F = Record<string, never>>(
    db: Db,
    id: number,
    viewerId: number | undefined,
    parentColumns?: { columns: SQL; read: (raw: Record<string, unknown>) => F },
  ): Promise<(ContributionFacts & F) | undefined>;
  /**
   * Inserts a contribution and raises its parent's count in ONE statement; the parent must still
   * be open at that moment (one closing meanwhile inserts nothing: undefined).
   */
  insert(db: Db, v: NewContribution): Promise<number | undefined>;
  /**
   * Replaces its title, body (and images when given; its slug follows the title) and marks it
   * edited, where `guard` holds (e.g. unanswered); false when it did not.
   */
  update(db: Db, id: number, v: { title: string; body: string; images?: UgcImage[] }, guard?: SQL): Promise<boolean>;
}

/** The fields every contribution has, from its raw row. */
const readBase = rowReader<ContributionRowBase>({
  ...ugcFields,
  parentId: int,
  parentSlug: text,
  title: text,
  initialBoost: text,
});

/** Binds the contribution queries to a type's tables. */
export function contributionQueries<Extra>(
  t: ContributionTables<Extra>,
): ContributionQueries<ContributionRowBase & Extra> {
  const a = t.alias;
  const p = t.parent.alias;
  const col = (name: string) => sql.raw(`${a}.${name}`);
  const from = sql`${sql.raw(`${t.table} ${a} join users u on u.id = ${a}.user_id
    join ${t.parent.table} ${p} on ${p}.id = ${a}.${t.parent.key}`)} ${t.joins ?? sql``}`;
  const order = (sort: ParticipationSort) =>
    sql.join(
      contributionOrder(sort, {
        id: col('id') as never,
        likesCount: col('likes_count') as never,
        commentsCount: col('comments_count') as never,
        boosts: col('boosts') as never,
        createdAt: col('created_at') as never,
      }),
      sql`, `,
    );
  const columns = (viewerId: number | undefined) =>
    sql`${sql.raw(`${a}.id, ${a}.${t.parent.key} as parent_id, ${p}.slug as parent_slug, ${a}.user_id, ${a}.title,
    ${a}.body, ${a}.images, ${a}.initial_boost::text as initial_boost, ${a}.boosts::text as boosts, ${a}.likes_count,
    ${a}.comments_count, ${a}.created_at, ${a}.updated_at, ${a}.edited_at`)}, ${ownFlags(t.type, a, viewerId)},
    ${moderationColumns(t.type, a, viewerId)}, ${authorColumns}, ${t.columns}`;
  const where = (q: ContributionQuery) => sql`${visibleToViewer(a, q.viewerId)} and ${q.where ?? sql`true`}`;
  const fromRaw = (r: RawContribution): ContributionRowBase & Extra => ({ ...readBase(r), ...t.extra(r) });

  return {
    async top(db, parentIds, q) {
      if (parentIds.length === 0) return [];
      const rows = rowsOf<RawContribution>(
        await db.execute(sql`
          select * from (
            select ${columns(q.viewerId)},
              row_number() over (partition by ${col(t.parent.key)} order by ${order(q.sort)}) as rn
            from ${from}
            where ${col(t.parent.key)} = any(string_to_array(${parentIds.join(',')}, ',')::bigint[]) and ${where(q)}
          ) t where t.rn <= ${q.n}
          order by t.parent_id, t.rn`),
      );
      return rows.map(fromRaw);
    },
    async page(db, parentId, q) {
      const cond = sql`${col(t.parent.key)} = ${parentId} and ${where(q)}`;
      const raw = rowsOf<RawContribution>(
        await db.execute(sql`
          select ${columns(q.viewerId)}, count(*) over () as total
          from ${from} where ${cond}
          order by ${order(q.sort)}
          limit ${q.limit} offset ${q.offset}`),
      );
      if (raw.length === 0 && q.offset > 0) {
        // Past the last page the window count has no row to ride on: count separately (rare).
        const counted = rowsOf<{ n: number | string }>(
          await db.execute(sql`select count(*)::int as n from ${from} where ${cond}`),
        );
        return { rows: [], total: Number(counted[0]?.n ?? 0) };
      }
      return { rows: raw.map(fromRaw), total: Number(raw[0]?.total ?? 0) };
    },
    async visible(db, id, viewerId) {
      const row = rowsOf<RawContribution>(
        await db.execute(sql`select ${columns(viewerId)} from ${from}
          where ${col('id')} = ${id} and ${where({ sort: 'top', viewerId })}`),
      )[0];
      return row ? fromRaw(row) : undefined;
    },
    async facts(db, id, viewerId, parentColumns) {
      const more = parentColumns ? sql`, ${parentColumns.columns}` : sql``;
      const row = rowsOf<{ id: string | number; parent_slug: string; parent_published: boolean }>(
        await db.execute(sql`select ${col('id')}, ${sql.raw(`${p}.slug as parent_slug, ${p}.published as parent_published`)}${more}
          from ${from} where ${col('id')} = ${id} and ${visibleToViewer(a, viewerId)}`),
      )[0];
      if (!row) return undefined;
      const facts = { id: Number(row.id), parentSlug: row.parent_slug, parentPublished: row.parent_published };
      return Object.assign(facts, parentColumns?.read(row)) as never;
    },
    async insert(db, v) {
      const parent = sql.raw(t.parent.table);
      const count = sql.raw(t.parent.count);
      const bumped = sql`bumped as (
          update ${parent} set ${count} = ${count} + 1
          where id = ${v.parentId} and ends_at > now() returning id)`;
      const values = sql`${v.userId}, ${v.title}, ${v.body}, ${JSON.stringify(v.images)}::jsonb,
          ${v.initialBoost.toString()}::numeric`;
      const table = sql.raw(
        `${t.table} (${t.slug ? 'id, ' : ''}${t.parent.key}, user_id, title, body, images, initial_boost${t.slug ? ', slug' : ''})`,
      );
      const statement = t.slug
        ? sql`with n as (select nextval(pg_get_serial_sequence(${t.table}, 'id')) as id), ${bumped}
          insert into ${table}
          select n.id, bumped.id, ${values}, ${t.slug(v.title)} || '-' || n.id from n, bumped returning id`
        : sql`with ${bumped}
          insert into ${table}
          select bumped.id, ${values} from bumped returning id`;
      const id = rowsOf<{ id: string | number }>(await db.execute(statement))[0]?.id;
      return id === undefined ? undefined : Number(id);
    },
    async update(db, id, v, guard) {
      const images = v.images === undefined ? sql`images` : sql`${JSON.stringify(v.images)}::jsonb`;
      const slug = t.slug ? sql`, slug = ${t.slug(v.title)} || '-' || id` : sql``;
      const rows = rowsOf(
        await db.execute(sql`update ${sql.raw(t.table)} set title = ${v.title}, body = ${v.body}${slug},
          images = ${images}, edited_at = now(), updated_at = now()
          where id = ${id} and ${guard ?? sql`true`} returning id`),
      );
      return rows.length > 0;
    },
  };
}
