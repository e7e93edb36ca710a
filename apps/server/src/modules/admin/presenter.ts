import { Type } from 'typebox';
import { AUDIENCES, CONTENT_TYPES } from '@tribune/domain';
import type { CategoryRow, ContentRow } from '../contents/index.ts';
import type { StaticPageRow } from '../static-pages/index.ts';

const Texts = Type.Record(Type.String(), Type.String());
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** A content as admins edit it: every language, unpublished state included. */
export const AdminContentSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('admin_content'),
    attributes: Type.Object({
      slug: Type.String(),
      translated_slugs: Texts,
      content_type: Type.Enum(CONTENT_TYPES),
      title: Texts,
      teaser: Texts,
      body: Texts,
      tags: Type.Array(Type.String()),
      category_id: Nullable(Type.String()),
      hero_medium_id: Nullable(Type.String()),
      available_for: Type.Array(Type.Enum(AUDIENCES)),
      no_crawl: Type.Boolean(),
      price: Nullable(
        Type.String({ description: 'The unlock price (buyer audience), base units; null: not for sale.' }),
      ),
      published: Type.Boolean(),
      published_at: Nullable(Type.String({ format: 'date-time' })),
      created_at: Type.String({ format: 'date-time' }),
      updated_at: Type.String({ format: 'date-time' }),
    }),
  },
  { $id: 'AdminContent' },
);

/** A category as admins edit it. */
export const AdminCategorySchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('admin_category'),
    attributes: Type.Object({
      slug: Type.String(),
      title: Texts,
      bg_color: Type.String(),
      text_color: Type.String(),
      medium_id: Nullable(Type.String()),
      sort_order: Type.Integer(),
    }),
  },
  { $id: 'AdminCategory' },
);

/** A static page as admins edit it. */
export const AdminStaticPageSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('admin_static_page'),
    attributes: Type.Object({
      slug: Type.String(),
      translated_slugs: Texts,
      title: Texts,
      description: Texts,
      body: Texts,
      menu_slug: Nullable(Type.String()),
      no_crawl: Type.Boolean(),
      published: Type.Boolean(),
      updated_at: Type.String({ format: 'date-time' }),
    }),
  },
  { $id: 'AdminStaticPage' },
);

const idOrNull = (id: number | null) => (id === null ? null : String(id));

/** Presents a content for the admin API. */
export function presentAdminContent(row: ContentRow) {
  return {
    id: String(row.id),
    type: 'admin_content' as const,
    attributes: {
      slug: row.slug,
      translated_slugs: row.translatedSlugs,
      content_type: row.contentType,
      title: row.title,
      teaser: row.teaser,
      body: row.body,
      tags: row.tags,
      category_id: idOrNull(row.categoryId),
      hero_medium_id: idOrNull(row.heroMediumId),
      available_for: row.availableFor,
      no_crawl: row.noCrawl,
      price: row.price,
      published: row.published,
      published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
  };
}

/** Presents a category for the admin API. */
export function presentAdminCategory(row: CategoryRow) {
  return {
    id: String(row.id),
    type: 'admin_category' as const,
    attributes: {
      slug: row.slug,
      title: row.title,
      bg_color: row.bgColor,
      text_color: row.textColor,
      medium_id: idOrNull(row.mediumId),
      sort_order: row.sortOrder,
    },
  };
}

/** Presents a static page for the admin API. */
export function presentAdminStaticPage(row: StaticPageRow) {
  return {
    id: String(row.id),
    type: 'admin_static_page' as const,
    attributes: {
      slug: row.slug,
      translated_slugs: row.translatedSlugs,
      title: row.title,
      description: row.description,
      body: row.body,
      menu_slug: row.menuSlug,
      no_crawl: row.noCrawl,
      published: row.published,
      updated_at: row.updatedAt.toISOString(),
    },
  };
}
