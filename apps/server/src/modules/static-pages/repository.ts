import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staticPages } from '../../db/schema.ts';

/** A static page row. */
export type StaticPageRow = typeof staticPages.$inferSelect;

/** A published page by its canonical slug or any of its translated slugs. */
export async function findPublishedPageBySlug(db: Db, slug: string): Promise<StaticPageRow | undefined> {
  const rows = await db
    .select()
    .from(staticPages)
    .where(
      sql`${staticPages.published} and (${or(
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
