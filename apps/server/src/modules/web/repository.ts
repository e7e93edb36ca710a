/**
 * Queries of the server-rendered page metadata (SQL only, no rules): at most one row a navigation
 * (docs/DECISIONS.md "Data access").
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

/** A published content as its page's metadata reads it, with its category title and hero medium. */
export interface ContentMetaRow {
  slug: string;
  translated_slugs: Record<string, string>;
  title: Record<string, string>;
  teaser: Record<string, string>;
  tags: string[];
  no_crawl: boolean;
  published_at: string | Date | null;
  updated_at: string | Date;
  category_title: Record<string, string> | null;
  medium: Record<string, unknown> | null;
}

/** A published content by any of its slugs with its category title and hero medium, in ONE statement. */
export async function contentMeta(db: Db, slug: string): Promise<ContentMetaRow | undefined> {
  return rowsOf<ContentMetaRow>(
    await db.execute(sql`
      select c.slug, c.translated_slugs, c.title, c.teaser, c.tags, c.no_crawl, c.published_at, c.updated_at,
        k.title as category_title, row_to_json(m) as medium
      from content_slugs s
      join contents c on c.id = s.content_id and c.published
      left join categories k on k.id = c.category_id
      left join content_media m on m.id = c.hero_medium_id
      where s.slug = ${slug}`),
  )[0];
}

/** A category's title texts by its slug, or undefined when there is no such category. */
export async function categoryBySlug(db: Db, slug: string): Promise<{ title: Record<string, string> } | undefined> {
  return rowsOf<{ title: Record<string, string> }>(
    await db.execute(sql`select title from categories where slug = ${slug}`),
  )[0];
}
