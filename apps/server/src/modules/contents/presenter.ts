import { Type } from 'typebox';
import { recordSchema } from '../../http/schemas.ts';
import { AUDIENCES, CONTENT_TYPES, type Audience } from '@tribune/domain';
import { pick } from '../../http/locale.ts';
import type { CategoryRow, ContentRow } from './repository.ts';

const Ref = (type: string) => Type.Object({ id: Type.String(), type: Type.Literal(type) });
const AudienceSchema = Type.Enum(AUDIENCES);

/** The category resource. */
export const CategorySchema = recordSchema(
  'category',
  {
    attributes: Type.Object({
      title: Type.String(),
      slug: Type.String(),
      bg_color: Type.String(),
      text_color: Type.String(),
      category_medium: Type.Union([
        Type.Object({
          id: Type.String(),
          original_tiny: Type.String(),
          dimensions: Type.Object({ width: Type.Integer(), height: Type.Integer() }),
        }),
        Type.Null(),
      ]),
    }),
  },
  { $id: 'Category' },
);

/** The content resource (contract: issue #4). */
export const ContentSchema = recordSchema(
  'content',
  {
    attributes: Type.Object({
      slug: Type.String(),
      translated_slugs: Type.Array(Type.Object({ locale: Type.String(), slug: Type.String() })),
      content_type: Type.Enum(CONTENT_TYPES),
      locale: Type.String({ description: 'The language title, teaser and body are in.' }),
      title: Type.String(),
      teaser: Type.String(),
      body: Type.Union([Type.String(), Type.Null()], { description: 'Sanitized HTML; null when not available.' }),
      tags: Type.Array(Type.String()),
      published_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      updated_at: Type.String({ format: 'date-time' }),
      no_crawl: Type.Boolean(),
      available_for: Type.Array(AudienceSchema),
      available: Type.Boolean(),
      unlock_audiences: Type.Array(AudienceSchema),
      boosts: Type.String(),
      boosted_by_current_user: Type.Boolean(),
      comments_count: Type.Integer(),
      likes_count: Type.Integer(),
      liked_by_user: Type.Boolean(),
      bought_by_user: Type.Boolean(),
      price: Type.Union([Type.String(), Type.Null()], {
        description: 'The unlock price for the buyer audience, base units (× 1e8); null: not for sale.',
      }),
    }),
    relationships: Type.Object({
      category: Type.Object({ data: Type.Union([Ref('category'), Type.Null()]) }),
      hero_medium: Type.Object({ data: Type.Union([Ref('content_medium'), Type.Null()]) }),
      top_comments: Type.Object({ data: Type.Array(Ref('comment')) }),
    }),
  },
  { $id: 'Content' },
);

/** `included` of the content answers: the contents' categories, their hero media, top comments and those comments' authors. */
export const ContentIncluded = Type.Array(
  Type.Union([Type.Ref('Category'), Type.Ref('ContentMedium'), Type.Ref('Comment'), Type.Ref('UserSummary')]),
);

/** A category medium as categories carry it. */
export interface CategoryMedium {
  id: string;
  original_tiny: string;
  dimensions: { width: number; height: number };
}

/** Presents a category in the request's language. */
export function presentCategory(row: CategoryRow, locale: string, fallback: string, medium: CategoryMedium | null) {
  return {
    id: String(row.id),
    type: 'category' as const,
    attributes: {
      title: pick(row.title, locale, fallback),
      slug: row.slug,
      bg_color: row.bgColor,
      text_color: row.textColor,
      category_medium: medium,
    },
  };
}

/** What the service decided about one content for this viewer. */
export interface ContentView {
  available: boolean;
  unlockAudiences: Audience[];
  liked: boolean;
  bought: boolean;
  boosted: boolean;
  topCommentIds: number[];
}

/** Presents a content in the request's language; the body only when the viewer may have it. */
export function presentContent(row: ContentRow, locale: string, fallback: string, view: ContentView) {
  const textLocale = row.title[locale] !== undefined ? locale : row.title[fallback] !== undefined ? fallback : 'en';
  return {
    id: String(row.id),
    type: 'content' as const,
    attributes: {
      slug: row.slug,
      translated_slugs: Object.entries(row.translatedSlugs).map(([l, slug]) => ({ locale: l, slug })),
      content_type: row.contentType,
      locale: textLocale,
      title: pick(row.title, locale, fallback),
      teaser: pick(row.teaser, locale, fallback),
      body: view.available ? pick(row.body, locale, fallback) : null,
      tags: row.tags,
      published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
      updated_at: row.updatedAt.toISOString(),
      no_crawl: row.noCrawl,
      available_for: row.availableFor,
      available: view.available,
      unlock_audiences: view.unlockAudiences,
      boosts: row.boosts,
      boosted_by_current_user: view.boosted,
      comments_count: row.commentsCount,
      likes_count: row.likesCount,
      liked_by_user: view.liked,
      bought_by_user: view.bought,
      price: row.price,
    },
    relationships: {
      category: { data: row.categoryId === null ? null : { id: String(row.categoryId), type: 'category' as const } },
      hero_medium: {
        data: row.heroMediumId === null ? null : { id: String(row.heroMediumId), type: 'content_medium' as const },
      },
      top_comments: { data: view.topCommentIds.map((id) => ({ id: String(id), type: 'comment' as const })) },
    },
  };
}

/** A presented content. */
export type ContentResource = ReturnType<typeof presentContent>;
