import { asc, eq, or, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { pagedWithTotal } from '../../db/paged.ts';
import { staticPages } from '../../db/schema.ts';
import { updateStampedRow } from '../../platform/row-update-repository.ts';

/** A static page row. */
export type StaticPageRow = typeof staticPages.$inferSelect;

/** A published page (or any, for admins) by its canonical slug or any of its translated slugs. */
export async function findPublishedPageBySlug(
  db: Db,
  slug: string,
  opts: { includeUnpublished?: boolean } = {},
): Promise<StaticPageRow | undefined> {
  const rows = await db
    .select()
    .from(staticPages)
    .where(
      sql`(${staticPages.published} or ${opts.includeUnpublished === true}) and (${or(
        eq(staticPages.slug, slug),
        sql`exists (select 1 from jsonb_each_text(${staticPages.translatedSlugs}) t where t.value = ${slug})`,
      )})`,
    )
    .orderBy(sql`${staticPages.slug} = ${slug} desc`)
    .limit(1);
  return rows[0];
}

/** Inserts pages (seed and admin); bodies must already be sanitized. */
export async function insertStaticPages(db: Db, values: Array<typeof staticPages.$inferInsert>): Promise<void> {
  if (values.length) await db.insert(staticPages).values(values);
}

/** Inserts one page (admin); the body must already be sanitized. */
export async function insertStaticPage(db: Db, values: typeof staticPages.$inferInsert): Promise<StaticPageRow> {
  const [row] = await db.insert(staticPages).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Replaces a page's fields (admin); undefined when it does not exist. */
export async function updateStaticPage(
  db: Db,
  id: number,
  values: Omit<typeof staticPages.$inferInsert, 'id'>,
): Promise<StaticPageRow | undefined> {
  return updateStampedRow(db, staticPages, id, values);
}

/** The slugs of `candidates` another page answers to (canonical or translated). */
export async function takenStaticPageSlugs(db: Db, candidates: string[], exceptId?: number): Promise<string[]> {
  const rows = await db
    .select({ slug: sql<string>`s.slug` })
    .from(
      sql`(select p.id, p.slug from static_pages p
        union all select p.id, t.value from static_pages p, jsonb_each_text(p.translated_slugs) t) as s`,
    )
    .where(sql`s.slug = any(string_to_array(${candidates.join(',')}, ',')) and s.id <> ${exceptId ?? -1}`);
  return [...new Set(rows.map((r) => r.slug))];
}

/** The id of a published page (or any, for admins) by its id, or undefined. */
export async function findPageIdById(
  db: Db,
  id: number,
  opts: { includeUnpublished?: boolean } = {},
): Promise<number | undefined> {
  const rows = rowsOf<{ id: string | number }>(
    await db.execute(
      sql`select id from static_pages where id = ${id} and (published or ${opts.includeUnpublished === true})`,
    ),
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

/** The console's list: a search in slugs (canonical and translated) and titles (any language). */
export async function listStaticPages(
  db: Db,
  f: { search?: string },
  limit: number,
  offset: number,
): Promise<{ rows: StaticPageRow[]; total: number }> {
  const pattern = f.search ? likePattern(f.search) : undefined;
  const where = pattern
    ? sql`(${staticPages.slug} ilike ${pattern}
        or exists (select 1 from jsonb_each_text(${staticPages.translatedSlugs}) s where s.value ilike ${pattern})
        or exists (select 1 from jsonb_each_text(${staticPages.title}) t where t.value ilike ${pattern}))`
    : undefined;
  return pagedWithTotal(db, staticPages, { where, orderBy: [asc(staticPages.slug)], limit, offset });
}

/** `%text%` for `ilike`, its wildcards taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page by id, published or not (the console's form). */
export async function findStaticPageById(db: Db, id: number): Promise<StaticPageRow | undefined> {
  return (await db.select().from(staticPages).where(eq(staticPages.id, id)).limit(1))[0];
}

/** A page by id, its row locked until the transaction ends (an edit's or a deletion's before). */
export async function lockStaticPage(tx: Db, id: number): Promise<StaticPageRow | undefined> {
  return (await tx.select().from(staticPages).where(eq(staticPages.id, id)).for('update'))[0];
}

/** Deletes a page's row (what hangs on it goes first, in the same transaction). */
export async function deleteStaticPageRow(tx: Db, id: number): Promise<void> {
  await tx.delete(staticPages).where(eq(staticPages.id, id));
}
