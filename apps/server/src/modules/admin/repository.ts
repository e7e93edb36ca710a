import { and, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { pagedWithTotal } from '../../db/paged.ts';
import { categories, contents, contentSlugs, users } from '../../db/schema.ts';
import { date, int, intOrNull, json, rowReader, text, textOrNull } from '../../db/raw-row.ts';
import { updateStampedRow } from '../../platform/row-update-repository.ts';
import { contentColumns, SEARCH_DICTIONARIES, type CategoryRow, type ContentRow } from '../contents/index.ts';
import type { UserRow } from '../users/index.ts';

/** The stored fields of a content that an admin writes. */
export type ContentValues = Omit<
  typeof contents.$inferInsert,
  'id' | 'searchEn' | 'searchDe' | 'searchIt' | 'createdAt' | 'boosts' | 'commentsCount' | 'likesCount'
>;

/** The stored fields of a category that an admin writes. */
export type CategoryValues = Omit<typeof categories.$inferInsert, 'id' | 'createdAt'>;

/** The per-language search vectors: title A, teaser and tags B, body text C, in that language's dictionary. */
function searchVector(locale: keyof typeof SEARCH_DICTIONARIES) {
  const dict = sql.raw(`'${SEARCH_DICTIONARIES[locale]}'::regconfig`);
  const text = (column: string) => sql.raw(`coalesce(${column}->>'${locale}', ${column}->>'en', '')`);
  return sql`setweight(to_tsvector(${dict}, ${text('title')}), 'A')
    || setweight(to_tsvector(${dict}, ${text('teaser')}), 'B')
    || setweight(to_tsvector(${dict}, array_to_string(tags, ' ')), 'B')
    || setweight(to_tsvector(${dict}, regexp_replace(${text('body')}, '<[^>]+>', ' ', 'g')), 'C')`;
}

/** Recomputes a content's search vectors from its stored texts. */
async function refreshSearch(db: Db, id: number): Promise<void> {
  await db.execute(sql`update contents set
    search_en = ${searchVector('en')}, search_de = ${searchVector('de')}, search_it = ${searchVector('it')}
    where id = ${id}`);
}

/** Replaces the slugs a content answers to (canonical and translated). */
async function writeSlugs(db: Db, id: number, slug: string, translated: Record<string, string>): Promise<void> {
  await db.delete(contentSlugs).where(eq(contentSlugs.contentId, id));
  const rows = new Map<string, string | null>([[slug, null]]);
  for (const [locale, s] of Object.entries(translated)) if (!rows.has(s)) rows.set(s, locale);
  await db.insert(contentSlugs).values([...rows].map(([s, locale]) => ({ slug: s, contentId: id, locale })));
}

/** The slugs of `candidates` that another content already answers to. */
export async function takenContentSlugs(db: Db, candidates: string[], exceptId?: number): Promise<string[]> {
  const rows = rowsOf<{ slug: string }>(
    await db.execute(sql`select s.slug from content_slugs s
      where s.slug = any(string_to_array(${candidates.join(',')}, ','))
      and s.content_id <> ${exceptId ?? -1}`),
  );
  return rows.map((r) => r.slug);
}

/** Which of a category id and medium ids exist, in ONE statement. */
export async function existing(
  db: Db,
  categoryId: number | null,
  mediumIds: number[],
): Promise<{ category: boolean; media: Set<number> }> {
  const rows = rowsOf<{ k: string; id: string | number }>(
    await db.execute(sql`
      select 'c' as k, id::text as id from categories where id = ${categoryId ?? -1}
      union all
      select 'm', id::text from content_media where id = any(string_to_array(${mediumIds.join(',')}, ',')::bigint[])`),
  );
  return {
    category: rows.some((r) => r.k === 'c'),
    media: new Set(rows.filter((r) => r.k === 'm').map((r) => Number(r.id))),
  };
}

/** Inserts a content with its slugs and search vectors, in one transaction. */
export async function insertContent(db: Db, values: ContentValues): Promise<ContentRow> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(contents).values(values).returning(contentColumns);
    if (!row) throw new Error('insert returned no row');
    await writeSlugs(tx, row.id, row.slug, row.translatedSlugs);
    await refreshSearch(tx, row.id);
    return row;
  });
}

/** Replaces a content's fields, slugs and search vectors; undefined when it does not exist. */
export async function updateContent(db: Db, id: number, values: ContentValues): Promise<ContentRow | undefined> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(contents)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(contents.id, id))
      .returning(contentColumns);
    if (!row) return undefined;
    await writeSlugs(tx, row.id, row.slug, row.translatedSlugs);
    await refreshSearch(tx, row.id);
    return row;
  });
}

/** Publishes (keeping the first publication time) or unpublishes a content. */
export async function setPublished(db: Db, id: number, published: boolean): Promise<ContentRow | undefined> {
  const [row] = await db
    .update(contents)
    .set({
      published,
      publishedAt: published ? sql`coalesce(${contents.publishedAt}, now())` : sql`${contents.publishedAt}`,
      // Published by hand: no scheduled publication waits any more (and unpublished by hand: no end).
      ...(published ? { publishAt: null } : { unpublishAt: null }),
      updatedAt: sql`now()`,
    })
    .where(eq(contents.id, id))
    .returning(contentColumns);
  return row;
}

/**
 * The `content.schedule` job's step (docs/CONSOLE.md "Contents"): publishes or unpublishes a content
 * whose schedule still names `at` and whose time has come, and clears that schedule. A schedule
 * changed since the job was queued, or already carried out, changes nothing: the job may run twice.
 */
export async function runSchedule(
  db: Db,
  id: number,
  action: 'publish' | 'unpublish',
  at: Date,
): Promise<'done' | 'stale' | 'early'> {
  const column = action === 'publish' ? contents.publishAt : contents.unpublishAt;
  const [row] = await db
    .update(contents)
    .set(
      action === 'publish'
        ? { published: true, publishedAt: sql`coalesce(${contents.publishedAt}, now())`, publishAt: null }
        : { published: false, unpublishAt: null },
    )
    .where(and(eq(contents.id, id), eq(column, at), lte(column, sql`now()`)))
    .returning({ id: contents.id });
  if (row) return 'done';
  const [still] = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.id, id), eq(column, at)));
  return still ? 'early' : 'stale';
}

/** True when any content exists (the demo seed runs only on an empty table). */
export async function hasContents(db: Db): Promise<boolean> {
  return (await db.select({ id: contents.id }).from(contents).limit(1)).length > 0;
}

/** Inserts a category. */
export async function insertCategory(db: Db, values: CategoryValues): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Replaces a category's fields; undefined when it does not exist. */
export async function updateCategory(db: Db, id: number, values: CategoryValues): Promise<CategoryRow | undefined> {
  return updateStampedRow(db, categories, id, values);
}

/** The ids of the categories with these slugs, by slug. */
export async function categoryIdsBySlug(db: Db, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** True when another category has this slug. */
export async function categorySlugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.slug} = ${slug} and ${categories.id} <> ${exceptId ?? -1}`)
    .limit(1);
  return rows.length > 0;
}

/** The list's filters: a search in name, slug and e-mail; only verified (or only unverified) accounts. */
export interface AdminUserFilters {
  search?: string;
  verified?: boolean;
}

/** One page of accounts (not deleted), newest first, with the total. */
export async function listAccounts(
  db: Db,
  f: AdminUserFilters,
  limit: number,
  offset: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const parts: SQL[] = [isNull(users.deletedAt)];
  if (f.search) {
    const pattern = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        sql`${users.displayName} ilike ${pattern}`,
        sql`${users.slug} ilike ${pattern}`,
        sql`${users.email} ilike ${pattern}`,
      )!,
    );
  }
  if (f.verified !== undefined) parts.push(eq(users.verified, f.verified));
  return pagedWithTotal(db, users, { where: and(...parts), orderBy: [desc(users.id)], limit, offset });
}

/** Sets a user's verified badge; answers the row, undefined when there is no such user. */
export async function setUserVerified(db: Db, id: number, verified: boolean): Promise<UserRow | undefined> {
  return (
    await db
      .update(users)
      .set({ verified })
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .returning()
  )[0];
}

/** Sets a user's role on the instance (not for deleted users); the updated row. */
export async function setUserRoleRow(db: Db, id: number, role: UserRow['role']): Promise<UserRow | undefined> {
  return (
    await db
      .update(users)
      .set({ role })
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .returning()
  )[0];
}

/** The statuses and roles of accounts, as the columns store them (the input and the presenter list them). */
export { USER_ROLES, USER_STATUSES } from '../../db/schema.ts';

/** How many comments, posts (in groups and the feed) and reports a member wrote. */
export interface MemberCounts {
  comments: number;
  posts: number;
  reports: number;
}

/** An organization a member belongs to, with their role in it. */
export interface MemberOrganizationRow {
  id: number;
  name: string;
  status: string;
  role: string;
}

/** An audit entry about a member (their account, or their membership of an organization), with its actor. */
export interface MemberHistoryRow {
  id: number;
  actorId: number | null;
  actorName: string | null;
  actorSlug: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details: unknown;
  createdAt: Date;
}

/** How many entries of a member's history the profile shows (newest first). */
export const MEMBER_HISTORY_LIMIT = 20;

const countsFrom = rowReader<MemberCounts>({ comments: int, posts: int, reports: int });
const memberOrganizationFrom = rowReader<MemberOrganizationRow>({ id: int, name: text, status: text, role: text });
const historyFrom = rowReader<MemberHistoryRow>({
  id: int,
  actorId: intOrNull,
  actorName: textOrNull,
  actorSlug: textOrNull,
  action: text,
  targetType: text,
  targetId: text,
  details: json<unknown>({}),
  createdAt: date,
});

/**
 * What the console's profile of a member shows besides the account (docs/CONSOLE.md "Members"):
 * the counts in one statement, the organizations they belong to, the newest audit entries about
 * them (their account, or an organization's change that names them as `details.user_id`).
 */
export async function memberProfileFacts(
  db: Db,
  userId: number,
): Promise<{ counts: MemberCounts; organizations: MemberOrganizationRow[]; history: MemberHistoryRow[] }> {
  const id = String(userId);
  const [countRows, orgRows, historyRows] = await Promise.all([
    db.execute(sql`select
        (select count(*) from comments where user_id = ${userId}) as comments,
        (select count(*) from group_posts where user_id = ${userId})
          + (select count(*) from feed_posts where user_id = ${userId}) as posts,
        (select count(*) from ugc_reports where user_id = ${userId}) as reports`),
    db.execute(sql`select o.id, o.name, o.status, ou.role
        from organization_users ou join organizations o on o.id = ou.organization_id
        where ou.user_id = ${userId} order by o.name, o.id`),
    db.execute(sql`select a.id, a.actor_id, u.display_name as actor_name, u.slug as actor_slug,
        a.action, a.target_type, a.target_id, a.details, a.created_at
        from admin_audit_log a left join users u on u.id = a.actor_id
        where (a.target_type = 'user' and a.target_id = ${id})
           or (a.target_type = 'organization' and a.details->>'user_id' = ${id})
        order by a.id desc limit ${MEMBER_HISTORY_LIMIT}`),
  ]);
  return {
    counts: rowsOf<object>(countRows).map(countsFrom)[0] ?? { comments: 0, posts: 0, reports: 0 },
    organizations: rowsOf<object>(orgRows).map(memberOrganizationFrom),
    history: rowsOf<object>(historyRows).map(historyFrom),
  };
}
