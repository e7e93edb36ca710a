import { Type } from 'typebox';
import { recordSchema } from '../../http/schemas.ts';
import { pick } from '../../http/locale.ts';
import { FEED_ITEM_TYPES, type FeedEntry, type ParticipationSummary } from './repository.ts';

/** The feed item (docs/COMMUNITY.md "Feed"): `id` as `type-id`, `item_type`, the relationship `item`. */
export const FeedItemSchema = recordSchema(
  'feed_item',
  {
    id: Type.String({ description: '<item_type>-<item id>' }),
    attributes: Type.Object({
      item_type: Type.String({ enum: [...FEED_ITEM_TYPES] }),
      created_at: Type.String({ format: 'date-time', description: 'When the item was posted or published.' }),
    }),
    relationships: Type.Object({
      item: Type.Object({
        data: Type.Object({ id: Type.String(), type: Type.String({ enum: [...FEED_ITEM_TYPES] }) }),
      }),
    }),
  },
  { $id: 'FeedItem' },
);

/** A votings, ideation mission or AMA session as the feed includes it (its page has the rest). */
export const FeedParticipationSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.String({ enum: ['voting', 'ideation_mission', 'ama_session'] }),
    attributes: Type.Object({
      slug: Type.String(),
      title: Type.String(),
      ends_at: Type.String({ format: 'date-time' }),
      published_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    }),
  },
  { $id: 'FeedParticipation' },
);

/**
 * `included` of `GET /v2/feed`: the items (feed posts, group posts, contents, votings, ideation
 * missions, AMA sessions), then what they include: users and comments of the posts, the
 * contents' categories, hero media, top comments and their authors.
 */
export const FeedIncluded = Type.Array(
  Type.Union([
    Type.Ref('FeedPost'),
    Type.Ref('GroupPost'),
    Type.Ref('Content'),
    Type.Ref('FeedParticipation'),
    Type.Ref('UserSummary'),
    Type.Ref('Comment'),
    Type.Ref('Category'),
    Type.Ref('ContentMedium'),
    Type.Ref('Nft'),
    Type.Ref('NftMedium'),
  ]),
);

/** `included` of a profile's posts: the posts, then their authors, mentioned users, top comments and their authors. */
export const ProfilePostsIncluded = Type.Array(
  Type.Union([
    Type.Ref('FeedPost'),
    Type.Ref('GroupPost'),
    Type.Ref('UserSummary'),
    Type.Ref('Comment'),
    Type.Ref('Nft'),
    Type.Ref('NftMedium'),
  ]),
);

/** The schemas of the feed, for registerContract. */
export const FEED_SCHEMAS = [FeedItemSchema, FeedParticipationSchema];

/** Presents a feed item. */
export function presentFeedItem(e: FeedEntry) {
  return {
    id: `${e.type}-${e.id}`,
    type: 'feed_item' as const,
    attributes: { item_type: e.type, created_at: e.createdAt.toISOString() },
    relationships: { item: { data: { id: String(e.id), type: e.type } } },
  };
}

/** Presents a participation item for the feed in the request's language. */
export function presentParticipation(
  type: 'voting' | 'ideation_mission' | 'ama_session',
  row: ParticipationSummary,
  locale: string,
  fallback: string,
) {
  return {
    id: String(row.id),
    type,
    attributes: {
      slug: row.slug,
      title: pick(row.title, locale, fallback),
      ends_at: row.endsAt.toISOString(),
      published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
    },
  };
}

/** The cursor of the next page: the last item's sort time, type and id, base64url JSON. */
export function encodeCursor(e: FeedEntry): string {
  return Buffer.from(JSON.stringify({ a: e.at, t: e.type, i: e.id })).toString('base64url');
}
