import { Type } from 'typebox';
import { recordSchema } from '../../http/schemas.ts';
import { pick } from '../../http/locale.ts';
import type { StaticPageRow } from './repository.ts';

/** The static_page resource as the API sends it. */
export const StaticPageSchema = recordSchema(
  'static_page',
  {
    attributes: Type.Object({
      slug: Type.String(),
      translated_slugs: Type.Array(Type.Object({ locale: Type.String(), slug: Type.String() })),
      locale: Type.String({ description: 'The language title and body are in.' }),
      title: Type.String(),
      description: Type.String(),
      body: Type.String({ description: 'Sanitized HTML.' }),
      menu_slug: Type.Union([Type.String(), Type.Null()]),
      no_crawl: Type.Boolean(),
      comments_count: Type.Integer(),
      updated_at: Type.String({ format: 'date-time' }),
    }),
    relationships: Type.Object({
      top_comments: Type.Object({ data: Type.Array(Type.Object({ id: Type.String(), type: Type.String() })) }),
    }),
  },
  { $id: 'StaticPage' },
);

/** Presents a page in the request's language (falling back to the instance default); `top` are its top comments. */
export function presentStaticPage(
  row: StaticPageRow,
  locale: string,
  fallback: string,
  top: Array<{ id: number }> = [],
) {
  const bodyLocale = row.body[locale] !== undefined ? locale : fallback;
  return {
    id: String(row.id),
    type: 'static_page' as const,
    attributes: {
      slug: row.slug,
      translated_slugs: Object.entries(row.translatedSlugs).map(([l, slug]) => ({ locale: l, slug })),
      locale: bodyLocale,
      title: pick(row.title, locale, fallback),
      description: pick(row.description, locale, fallback),
      body: pick(row.body, locale, fallback),
      menu_slug: row.menuSlug,
      no_crawl: row.noCrawl,
      comments_count: row.commentsCount,
      updated_at: row.updatedAt.toISOString(),
    },
    relationships: { top_comments: { data: top.map((c) => ({ id: String(c.id), type: 'comment' })) } },
  };
}
