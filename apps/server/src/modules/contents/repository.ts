import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Audience, ContentType } from '@tribune/domain';
import { rowsOf, type Db } from '../../db/client.ts';
import { preparedOnce, statement } from '../../db/statements.ts';
import type { contentMedia } from '../../db/schema.ts';
import { categories, contents } from '../../db/schema.ts';
import type { ContentVisibilityFacts } from './policy.ts';

/** A content row without its search vectors (they never leave the database). */
export type ContentRow = Omit<typeof contents.$inferSelect, 'searchEn' | 'searchDe' | 'searchIt'>;

/** A category row. */
export type CategoryRow = typeof categories.$inferSelect;

/** The minimal content medium row the fallback presenter needs. */
export type MediumRow = typeof contentMedia.$inferSelect;

/** The search dictionaries by locale (PostgreSQL text-search configurations). */
export const SEARCH_DICTIONARIES = { en: 'english', de: 'german', it: 'italian' } as const;
/** A locale that has its own search vector. */
export type SearchLocale = keyof typeof SEARCH_DICTIONARIES;

const { searchEn: _en, searchDe: _de, searchIt: _it, ...CONTENT_COLUMNS } = getTableColumns(contents);

/** The columns of a content row as selected everywhere. */
export const contentColumns = CONTENT_COLUMNS;

/** A bigint[] parameter as one bound value (the same SQL on PGlite and node-postgres). */
export function idArray(ids: readonly number[]): SQL {
  return sql`string_to_array(${ids.join(',')}, ',')::bigint[]`;
}

/** Filters of the public contents list. */
export interface ContentFilter {
  categorySlug?: string;
  contentType?: ContentType;
  search?: { locale: SearchLocale; text: string };
  /** Admin lists see unpublished contents too. */
  includeUnpublished?: boolean;
  /** Also read the list facets in the same statement. */
  withFacets?: boolean;
  /** Also read this user's state of the page (likes, purchases, entitlements) in the same statement. */
  viewerId?: number;
}

/** A signed-in user's state of a page of contents, as `viewerState` reads it. */
export interface ViewerState {
  entitlements: Audience[];
  purchased: Set<number>;
  liked: Set<number>;
  boosted: Set<number>;
}

function searchColumn(locale: SearchLocale) {
  return locale === 'de' ? contents.searchDe : locale === 'it' ? contents.searchIt : contents.searchEn;
}

/**
 * One page of contents and the total in ONE statement (a window count): newest published first,
 * or by rank when searching.
 */
export async function listContents(
  db: Db,
  filter: ContentFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ContentRow[]; total: number; facets?: Facets; viewer?: ViewerState }> {
  const where: SQL[] = [];
  if (!filter.includeUnpublished) where.push(eq(contents.published, true));
  if (filter.contentType) where.push(eq(contents.contentType, filter.contentType));
  if (filter.categorySlug) {
    where.push(sql`${contents.categoryId} = (select c.id from categories c where c.slug = ${filter.categorySlug})`);
  }
  let rank: SQL | undefined;
  if (filter.search) {
    const dict = SEARCH_DICTIONARIES[filter.search.locale];
    const column = searchColumn(filter.search.locale);
    const query = sql`websearch_to_tsquery(${dict}::regconfig, ${filter.search.text})`;
    where.push(sql`${column} @@ ${query}`);
    rank = sql`ts_rank(${column}, ${query})`;
  }
  const order = [
    ...(rank ? [sql`${rank} desc`] : []),
    sql`${contents.publishedAt} desc nulls first`,
    desc(contents.id),
  ];
  const rows = await db
    .select({
      row: contentColumns,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      // An uncorrelated subquery runs once per statement (an InitPlan), so the facets ride along.
      facets: filter.withFacets ? sql<unknown>`${FACETS}` : sql<null>`null`,
      // The signed-in reader's state rides along too: correlated per row, the entitlements once.
      ...viewerColumns(filter.viewerId),
    })
    .from(contents)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  let total = rows[0]?.total ?? 0;
  // Past the last page the window count has no row to ride on: count separately (rare).
  if (rows.length === 0 && offset > 0) {
    const counted = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(contents)
      .where(where.length ? and(...where) : undefined);
    total = counted[0]?.n ?? 0;
  }
  const first = rows[0];
  return {
    rows: rows.map((r) => r.row),
    total,
    facets: filter.withFacets && first ? facetsFromJson(first.facets) : undefined,
    viewer: filter.viewerId === undefined ? undefined : viewerStateOf(rows),
  };
}

function viewerColumns(userId: number | undefined) {
  if (userId === undefined) {
    return {
      liked: sql<boolean | null>`null`,
      bought: sql<boolean | null>`null`,
      boosted: sql<boolean | null>`null`,
      entitlements: sql<unknown>`null`,
    };
  }
  return {
    liked: sql<boolean | null>`exists(select 1 from likes l
      where l.user_id = ${userId} and l.liked_type = 'content' and l.liked_id = ${contents.id})`,
    bought: sql<boolean | null>`exists(select 1 from content_purchases p
      where p.user_id = ${userId} and p.content_id = ${contents.id})`,
    boosted: sql<boolean | null>`exists(select 1 from boosts b
      where b.user_id = ${userId} and b.item_type = 'content' and b.item_id = ${contents.id})`,
    entitlements: sql<unknown>`(select coalesce(json_agg(e.audience), '[]'::json) from user_entitlements e
      where e.user_id = ${userId} and (e.valid_until is null or e.valid_until > now()))`,
  };
}

function viewerStateOf(
  rows: Array<{
    row: { id: number };
    liked: boolean | null;
    bought: boolean | null;
    boosted: boolean | null;
    entitlements: unknown;
  }>,
): ViewerState {
  const raw = rows[0]?.entitlements;
  const list = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  return {
    entitlements: Array.isArray(list) ? (list as Audience[]) : [],
    purchased: new Set(rows.filter((r) => r.bought === true).map((r) => r.row.id)),
    liked: new Set(rows.filter((r) => r.liked === true).map((r) => r.row.id)),
    boosted: new Set(rows.filter((r) => r.boosted === true).map((r) => r.row.id)),
  };
}

interface RawCategory {
  id: number;
  slug: string;
  title: Record<string, string>;
  bg_color: string;
  text_color: string;
  medium_id: number | string | null;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** Categories that have published contents and the content types in use, as one JSON value. */
const FACETS = sql`(select json_build_object(
  'categories', (select coalesce(json_agg(row_to_json(c) order by c.sort_order, c.id), '[]'::json) from categories c
    where exists (select 1 from contents p where p.category_id = c.id and p.published)),
  'types', (select coalesce(json_agg(distinct ct.content_type order by ct.content_type), '[]'::json)
    from contents ct where ct.published)))`;

/** The list facets: categories with published contents and the content types in use. */
export interface Facets {
  categories: CategoryRow[];
  types: ContentType[];
}

function facetsFromJson(raw: unknown): Facets {
  const value = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    categories: RawCategory[];
    types: ContentType[];
  };
  return {
    categories: value.categories.map((c) => ({
      id: c.id,
      slug: c.slug,
      title: c.title,
      bgColor: c.bg_color,
      textColor: c.text_color,
      mediumId: c.medium_id === null ? null : Number(c.medium_id),
      sortOrder: c.sort_order,
      createdAt: new Date(c.created_at),
      updatedAt: new Date(c.updated_at),
    })),
    types: value.types,
  };
}

/** The list facets alone (an empty page carries none). */
export async function listFacets(db: Db): Promise<Facets> {
  const rows = rowsOf<{ facets: unknown }>(await db.execute(sql`select ${FACETS} as facets`));
  return facetsFromJson(rows[0]?.facets);
}

/** Every category, in menu order. */
export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return allCategories(db).execute();
}

const allCategories = preparedOnce((db) =>
  db.select().from(categories).orderBy(categories.sortOrder, categories.id).prepare(''),
);

/** A content by any of its slugs (canonical or translated). */
export async function findContentBySlug(
  db: Db,
  slug: string,
  opts: { includeUnpublished?: boolean } = {},
): Promise<ContentRow | undefined> {
  const rows = await db
    .select(contentColumns)
    .from(contents)
    .where(
      and(
        sql`${contents.id} = (select s.content_id from content_slugs s where s.slug = ${slug})`,
        opts.includeUnpublished ? undefined : eq(contents.published, true),
      ),
    )
    .limit(1);
  return rows[0];
}

/** A content by id. */
export async function findContentById(db: Db, id: number): Promise<ContentRow | undefined> {
  return (await db.select(contentColumns).from(contents).where(eq(contents.id, id)).limit(1))[0];
}

/**
 * What the visibility rule of a content needs (contents/policy.ts contentVisibility), published or
 * not, in ONE statement: the content by any slug or by its id (`key`, as comments and likes name
 * it in URLs; a slug wins over an id, as in show) or by id only (`id`, as likers lists, reports
 * and threads name it), with the viewer's valid entitlements and whether they bought it.
 */
export async function findContentVisibility(
  db: Db,
  ref: { key: string } | { id: number },
  userId: number | undefined,
): Promise<ContentVisibilityFacts | undefined> {
  const match =
    'id' in ref
      ? sql`c.id = ${ref.id}`
      : sql`(c.id = ${/^[0-9]{1,15}$/.test(ref.key) ? Number(ref.key) : -1}
          or c.id = (select s.content_id from content_slugs s where s.slug = ${ref.key}))`;
  const order =
    'id' in ref ? sql`c.id` : sql`(c.id = (select s.content_id from content_slugs s where s.slug = ${ref.key})) desc`;
  const viewer =
    userId === undefined
      ? sql`false as bought, '{}'::text[] as entitlements`
      : sql`exists (select 1 from content_purchases p where p.user_id = ${userId} and p.content_id = c.id) as bought,
          array(select e.audience from user_entitlements e
            where e.user_id = ${userId} and (e.valid_until is null or e.valid_until > now())) as entitlements`;
  const rows = rowsOf<{
    id: string | number;
    published: boolean;
    available_for: Audience[];
    bought: boolean;
    entitlements: Audience[];
  }>(
    await db.execute(sql`
      select c.id, c.published, c.available_for, ${viewer} from contents c
      where ${match} order by ${order} limit 1`),
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    published: row.published,
    availableFor: row.available_for,
    bought: row.bought,
    entitlements: row.entitlements,
  };
}

const viewerStateStatement = statement<{ userId: number; ids: string }>({
  build: (p) => {
    const ids = sql`string_to_array(${p.ids}, ',')::bigint[]`;
    return sql`
      select 'e' as k, e.audience as v from user_entitlements e
        where e.user_id = ${p.userId} and (e.valid_until is null or e.valid_until > now())
      union all
      select 'p', p.content_id::text from content_purchases p where p.user_id = ${p.userId} and p.content_id = any(${ids})
      union all
      select 'l', l.liked_id::text from likes l
        where l.user_id = ${p.userId} and l.liked_type = 'content' and l.liked_id = any(${ids})
      union all
      select distinct 'b', b.item_id::text from boosts b
        where b.user_id = ${p.userId} and b.item_type = 'content' and b.item_id = any(${ids})`;
  },
});

/** What the viewer holds for a page of contents: valid entitlements, purchases, likes and boosts, in ONE statement. */
export async function viewerState(db: Db, userId: number, contentIds: readonly number[]): Promise<ViewerState> {
  const rows = rowsOf<{ k: string; v: string }>(await viewerStateStatement(db, { userId, ids: contentIds.join(',') }));
  const entitlements: Audience[] = [];
  const purchased = new Set<number>();
  const liked = new Set<number>();
  const boosted = new Set<number>();
  for (const r of rows) {
    if (r.k === 'e') entitlements.push(r.v as Audience);
    else if (r.k === 'p') purchased.add(Number(r.v));
    else if (r.k === 'b') boosted.add(Number(r.v));
    else liked.add(Number(r.v));
  }
  return { entitlements, purchased, liked, boosted };
}
