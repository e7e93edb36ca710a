import { Type } from 'typebox';
import { recordSchema } from '../../http/schemas.ts';
import { presentUgcModeration, UgcModerationSchema } from '../../platform/ugc-presenter.ts';
import { mediaUrl } from '../../platform/user-media.ts';
import type { PostRow, PostType } from './repository.ts';

const Ref = (type: string) => Type.Object({ id: Type.String(), type: Type.Literal(type) });

/** The attributes group posts and feed posts share (docs/COMMUNITY.md "Group posts"). */
const PostAttributes = {
  id: Type.String(),
  slug: Type.String({ description: "The body's first words and '-{id}'; the id after the last hyphen finds it." }),
  body: Type.String({ description: 'Sanitized HTML; mentions are links with data-mention="{user id}".' }),
  images: Type.Array(Type.Object({ src: Type.String(), width: Type.Integer(), height: Type.Integer() })),
  contract_address: Type.Union([Type.String(), Type.Null()]),
  initial_boost: Type.String({ description: 'Base units (8 decimals), as a string.' }),
  boosts: Type.String({ description: 'Base units (8 decimals), as a string.' }),
  boosted_by_current_user: Type.Boolean(),
  comments_count: Type.Integer(),
  likes_count: Type.Integer(),
  liked_by_user: Type.Boolean(),
  reported_by_user: Type.Boolean(),
  editable: Type.Boolean({
    description:
      'The viewer may edit it (PUT): its author, for a group post only while they may still post in the group (muted or gone: false).',
  }),
  deletable: Type.Boolean({
    description: 'The author, and for group posts the moderators of the group who outrank the author.',
  }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  edited_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  ...UgcModerationSchema,
};

const PostRelationships = {
  user: Type.Object({ data: Ref('user') }),
  mentioned_users: Type.Object(
    { data: Type.Array(Ref('user')) },
    { description: 'The users the body mentions (in included), so their profiles can be linked.' },
  ),
  top_comments: Type.Object({ data: Type.Array(Ref('comment')) }),
  nfts: Type.Object(
    { data: Type.Array(Ref('nft')) },
    {
      description:
        'The NFTs the post shows, in their order (in included with their nft_medium), while the module nfts is on (docs/NFTS.md "NFTs in posts").',
    },
  ),
};

/** The group post resource. */
export const GroupPostSchema = recordSchema(
  'group_post',
  {
    attributes: Type.Object(PostAttributes),
    relationships: Type.Object({
      ...PostRelationships,
      fan_group: Type.Object({
        data: Type.Object({
          id: Type.String(),
          type: Type.Literal('fan_group'),
          slug: Type.String(),
          name: Type.String({ description: "The group's name, so a list of posts (the feed) names its groups." }),
        }),
      }),
    }),
  },
  { $id: 'GroupPost' },
);

/** The feed post resource. */
export const FeedPostSchema = recordSchema(
  'feed_post',
  { attributes: Type.Object(PostAttributes), relationships: Type.Object(PostRelationships) },
  { $id: 'FeedPost' },
);

/** The schemas of posts, for registerContract. */
export const POST_SCHEMAS = [GroupPostSchema, FeedPostSchema];

/** `included` of the post answers: their authors, the users they mention, their top comments and those comments' authors, the NFTs they show and their media. */
export const PostIncluded = Type.Array(
  Type.Union([Type.Ref('UserSummary'), Type.Ref('Comment'), Type.Ref('Nft'), Type.Ref('NftMedium')]),
);

/** What presenting a post needs besides the row. */
export interface PostPresentContext {
  publicUrl: string;
  viewerId?: number;
  /** Whether the viewer may delete it (its author, group moderators, instance admins): the policy's answer. */
  deletable: boolean;
  /** Whether the viewer may edit it (its author while they may still write there): the policy's answer. */
  editable: boolean;
  topCommentIds: number[];
  /** The NFTs it shows (those still shown of its own). */
  nftIds: number[];
}

/** Presents a post of either kind. */
export function presentPost(type: PostType, row: PostRow, ctx: PostPresentContext) {
  const base = {
    id: String(row.id),
    attributes: {
      id: String(row.id),
      slug: row.slug,
      body: row.body,
      images: row.images.map((i) => ({ src: mediaUrl(ctx.publicUrl, i.key), width: i.width, height: i.height })),
      contract_address: row.contractAddress,
      initial_boost: row.initialBoost,
      boosts: row.boosts,
      boosted_by_current_user: row.boostedByUser,
      comments_count: row.commentsCount,
      likes_count: row.likesCount,
      liked_by_user: row.likedByUser,
      reported_by_user: row.reportedByUser,
      editable: ctx.editable,
      deletable: ctx.deletable,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      edited_at: row.editedAt ? row.editedAt.toISOString() : null,
      ...presentUgcModeration(row),
    },
  };
  const relationships = {
    user: { data: { id: String(row.userId), type: 'user' as const } },
    mentioned_users: { data: row.mentionedUserIds.map((id) => ({ id: String(id), type: 'user' as const })) },
    top_comments: { data: ctx.topCommentIds.map((id) => ({ id: String(id), type: 'comment' as const })) },
    nfts: { data: ctx.nftIds.map((id) => ({ id: String(id), type: 'nft' as const })) },
  };
  if (type === 'feed_post') return { ...base, type: 'feed_post' as const, relationships };
  return {
    ...base,
    type: 'group_post' as const,
    relationships: {
      ...relationships,
      fan_group: {
        data: {
          id: String(row.groupId),
          type: 'fan_group' as const,
          slug: row.groupSlug ?? '',
          name: row.groupName ?? '',
        },
      },
    },
  };
}

/** A presented post. */
export type PostResource = ReturnType<typeof presentPost>;
