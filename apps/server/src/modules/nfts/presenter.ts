/**
 * The NFT records as the API sends them (docs/NFTS.md "Records"): every field listed once here,
 * with its schema; rows never go out as they are.
 */
import { Type } from 'typebox';
import { NFT_MOVE_KINDS, NFT_RARITIES } from '@tribune/domain';
import { pick, type Lang } from '../../http/locale.ts';
import { Nullable, NullableString, recordSchema } from '../../http/schemas.ts';
import { presentUserSummary, type UserSummaryRow } from '../../platform/user-summary.ts';
import type { ContentMediumRow, PublicMediumFiles } from '../media/index.ts';
import type { BenefitRow, CollectionRow, HeldNftRow, HolderRow, MoveRow, NftRow } from './repository.ts';

const ref = (type: string) => Type.Object({ id: Type.String(), type: Type.Literal(type) });
const one = (type: string) => Type.Object({ data: Nullable(ref(type)) });

export const NftCollectionSchema = recordSchema(
  'nft_collection',
  {
    attributes: Type.Object({
      slug: Type.String(),
      translated_slugs: Type.Record(Type.String(), Type.String()),
      name: Type.String(),
      description: NullableString,
      cover_image: NullableString,
      contract_address: Type.String({
        description: 'The CommunityNFT address (EIP-55); empty while the chain is not up.',
      }),
      comments_count: Type.Integer(),
      nfts_count: Type.Integer({ description: 'Its publicly visible NFTs.' }),
    }),
    relationships: Type.Object({ public_blockchain_network: one('public_blockchain_network') }),
  },
  { $id: 'NftCollection', description: 'A collection of NFTs.' },
);

export const NftSchema = recordSchema(
  'nft',
  {
    id: Type.String({ description: 'The CommunityNFT token id (decimal).' }),
    attributes: Type.Object({
      name: Type.String(),
      description: NullableString,
      rarity: Type.String({ enum: [...NFT_RARITIES] }),
      amount: Type.Integer({ description: 'The supply.' }),
      minted: Type.Integer(),
      user_amount: Type.Integer({
        description: "The caller's copies (the listed user's in a user's list); 0 for guests.",
      }),
      user_frozen_amount: Type.Integer(),
      publicly_visible: Type.Boolean(),
      video_options: Type.Object({ autoplay: Type.Boolean(), loop: Type.Boolean(), show_controls: Type.Boolean() }),
    }),
    relationships: Type.Object({
      nft_collection: one('nft_collection'),
      nft_medium: one('nft_medium'),
      nft_benefits: Type.Object({ data: Type.Array(ref('nft_benefit')) }),
    }),
  },
  { $id: 'Nft', description: 'An NFT: a token id of CommunityNFT.' },
);

export const NftMediumSchema = recordSchema(
  'nft_medium',
  {
    attributes: Type.Object({
      original: Type.String(),
      media_type: Type.String({ enum: ['video', 'image'] }),
      dimensions: Nullable(Type.Object({ width: Type.Integer(), height: Type.Integer() })),
      file_hash: Type.String(),
      timestamp: Type.Integer({ description: 'Unix seconds.' }),
      url_template: Type.String({
        description: 'Contains [HASH] and [TimeStamp], filled from file_hash and timestamp.',
      }),
      threeq_output: Type.Object({
        progressive: Type.Array(Type.Object({ resolution: Type.Integer(), url: Type.String() })),
      }),
      poster: NullableString,
    }),
  },
  { $id: 'NftMedium', description: "An NFT's image or video (public)." },
);

export const NftBenefitSchema = recordSchema(
  'nft_benefit',
  {
    attributes: Type.Object({
      title: Type.String(),
      description: Type.String(),
      redeemed: Type.Boolean(),
      secret: Type.Union([Type.String(), Type.Null()], {
        description: 'The code or instructions: only for a holder who redeemed it.',
      }),
    }),
  },
  { $id: 'NftBenefit', description: 'What holders of an NFT may redeem once.' },
);

export const NftMoveSchema = recordSchema(
  'nft_move',
  {
    attributes: Type.Object({
      kind: Type.String({ enum: [...NFT_MOVE_KINDS] }),
      amount: Type.Integer(),
      at: Type.String(),
      tx_hash: Type.String(),
      from_address: Type.String(),
      to_address: Type.String(),
    }),
    relationships: Type.Object({ from_user: one('user'), to_user: one('user') }),
  },
  { $id: 'NftMove', description: "One move of an NFT's copies (its provenance)." },
);

/** The schemas of the module's records. */
export const NFT_SCHEMAS = [NftCollectionSchema, NftSchema, NftMediumSchema, NftBenefitSchema, NftMoveSchema];

/** What an included list may hold. */
export const NftIncluded = Type.Array(
  Type.Union([Type.Ref('NftMedium'), Type.Ref('NftCollection'), Type.Ref('NftBenefit')]),
);
export const MoveIncluded = Type.Array(Type.Ref('UserSummary'));

/** What presenting needs besides the rows. */
export interface NftPresentContext {
  lang: Lang;
  /** The chain's id and the CommunityNFT address, when the chain is up. */
  chain: { chainId: number; nftAddress: string } | null;
  /** The media of the rows, by id. */
  media: Map<number, ContentMediumRow>;
  files: (row: ContentMediumRow) => PublicMediumFiles;
  imageUrl: (row: ContentMediumRow, name: string) => string | null;
}

const text = (value: Record<string, string>, l: Lang): string | null => pick(value, l.locale, l.fallback) || null;

export function presentCollection(row: CollectionRow, nftsCount: number, ctx: NftPresentContext) {
  const cover = row.coverMediumId ? ctx.media.get(row.coverMediumId) : undefined;
  const chainId = row.networkChainId ?? ctx.chain?.chainId;
  return {
    id: String(row.id),
    type: 'nft_collection' as const,
    attributes: {
      slug: row.slug,
      translated_slugs: row.translatedSlugs,
      name: pick(row.name, ctx.lang.locale, ctx.lang.fallback),
      description: text(row.description, ctx.lang),
      cover_image: cover ? ctx.imageUrl(cover, 'large') : null,
      contract_address: ctx.chain?.nftAddress ?? '',
      comments_count: row.commentsCount,
      nfts_count: nftsCount,
    },
    relationships: {
      public_blockchain_network: {
        data: chainId ? { id: String(chainId), type: 'public_blockchain_network' as const } : null,
      },
    },
  };
}

export function presentNft(held: HeldNftRow, benefits: BenefitRow[], ctx: NftPresentContext) {
  const n = held.nft;
  const medium = n.mediumId && ctx.media.has(n.mediumId) ? n.mediumId : null;
  return {
    id: String(n.id),
    type: 'nft' as const,
    attributes: {
      name: pick(n.name, ctx.lang.locale, ctx.lang.fallback),
      description: text(n.description, ctx.lang),
      rarity: n.rarity,
      amount: n.supply,
      minted: n.minted,
      user_amount: held.amount,
      user_frozen_amount: held.frozen,
      publicly_visible: n.publiclyVisible,
      video_options: n.videoOptions,
    },
    relationships: {
      nft_collection: { data: { id: String(n.collectionId), type: 'nft_collection' as const } },
      nft_medium: { data: medium ? { id: String(medium), type: 'nft_medium' as const } : null },
      nft_benefits: {
        data: benefits.filter((b) => b.nftId === n.id).map((b) => ({ id: String(b.id), type: 'nft_benefit' as const })),
      },
    },
  };
}

/** An NFT's medium; undefined for a medium an NFT cannot show (an external embed, one without a file). */
export function presentNftMedium(row: ContentMediumRow, ctx: NftPresentContext) {
  if (row.mediaType !== 'image' && row.mediaType !== 'video') return undefined;
  const files = ctx.files(row);
  if (!files.original || !files.urlTemplate) return undefined;
  return {
    id: String(row.id),
    type: 'nft_medium' as const,
    attributes: {
      original: files.original,
      media_type: row.mediaType,
      dimensions: row.width && row.height ? { width: row.width, height: row.height } : null,
      file_hash: files.fileHash,
      timestamp: files.timestamp,
      url_template: files.urlTemplate,
      threeq_output: { progressive: files.progressive },
      poster: files.poster,
    },
  };
}

export function presentBenefit(row: BenefitRow, redeemed: boolean, ctx: NftPresentContext) {
  return {
    id: String(row.id),
    type: 'nft_benefit' as const,
    attributes: {
      title: pick(row.title, ctx.lang.locale, ctx.lang.fallback),
      description: pick(row.description, ctx.lang.locale, ctx.lang.fallback),
      redeemed,
      secret: redeemed ? row.secret : null,
    },
  };
}

export function presentMove(row: MoveRow, users: Map<string, number>) {
  const user = (address: string) => {
    const id = users.get(address.toLowerCase());
    return { data: id ? { id: String(id), type: 'user' as const } : null };
  };
  return {
    id: String(row.id),
    type: 'nft_move' as const,
    attributes: {
      kind: row.kind,
      amount: Number(row.amount),
      at: row.at.toISOString(),
      tx_hash: row.txHash,
      from_address: row.fromAddress,
      to_address: row.toAddress,
    },
    relationships: { from_user: user(row.fromAddress), to_user: user(row.toAddress) },
  };
}

export { presentUserSummary, type UserSummaryRow };

/** An NFT as admins edit it: the fan record's fields, every text per locale, the benefits' secrets. */
export const AdminNftSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('nft'),
    attributes: Type.Object({
      nft_collection_id: Type.String(),
      name: Type.Record(Type.String(), Type.String()),
      description: Type.Record(Type.String(), Type.String()),
      rarity: Type.String({ enum: [...NFT_RARITIES] }),
      amount: Type.Integer(),
      minted: Type.Integer(),
      publicly_visible: Type.Boolean(),
      video_options: Type.Object({ autoplay: Type.Boolean(), loop: Type.Boolean(), show_controls: Type.Boolean() }),
      nft_medium_id: NullableString,
      benefits: Type.Array(
        Type.Object({
          id: Type.String(),
          title: Type.Record(Type.String(), Type.String()),
          description: Type.Record(Type.String(), Type.String()),
          secret: Type.String(),
        }),
      ),
    }),
  },
  { $id: 'AdminNft' },
);

export function presentAdminNft(row: NftRow, benefits: BenefitRow[]) {
  return {
    id: String(row.id),
    type: 'nft' as const,
    attributes: {
      nft_collection_id: String(row.collectionId),
      name: row.name,
      description: row.description,
      rarity: row.rarity,
      amount: row.supply,
      minted: row.minted,
      publicly_visible: row.publiclyVisible,
      video_options: row.videoOptions,
      nft_medium_id: row.mediumId ? String(row.mediumId) : null,
      benefits: benefits.map((b) => ({
        id: String(b.id),
        title: b.title,
        description: b.description,
        secret: b.secret,
      })),
    },
  };
}

/** A collection as admins edit it: every text per locale. */
export const AdminNftCollectionSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('nft_collection'),
    attributes: Type.Object({
      slug: Type.String(),
      translated_slugs: Type.Record(Type.String(), Type.String()),
      name: Type.Record(Type.String(), Type.String()),
      description: Type.Record(Type.String(), Type.String()),
      cover_medium_id: NullableString,
      network_chain_id: Nullable(Type.Integer()),
      nfts_count: Type.Integer(),
    }),
  },
  { $id: 'AdminNftCollection' },
);

export function presentAdminCollection(row: CollectionRow, nftsCount: number) {
  return {
    id: String(row.id),
    type: 'nft_collection' as const,
    attributes: {
      slug: row.slug,
      translated_slugs: row.translatedSlugs,
      name: row.name,
      description: row.description,
      cover_medium_id: row.coverMediumId ? String(row.coverMediumId) : null,
      network_chain_id: row.networkChainId,
      nfts_count: nftsCount,
    },
  };
}

/** A holder of an NFT as admins see it (the freeze screen): the address's copies, its user. */
export const AdminNftHolderSchema = Type.Object(
  {
    id: Type.String({ description: 'The holding address (EIP-55).' }),
    type: Type.Literal('nft_holder'),
    attributes: Type.Object({
      address: Type.String(),
      balance: Type.Integer(),
      frozen: Type.Integer(),
      user: Nullable(Type.Object({ id: Type.String(), display_name: Type.String(), slug: Type.String() })),
    }),
  },
  { $id: 'AdminNftHolder' },
);

export function presentAdminHolder(row: HolderRow) {
  return {
    id: row.address,
    type: 'nft_holder' as const,
    attributes: {
      address: row.address,
      balance: row.balance,
      frozen: row.frozen,
      user: row.user ? { id: String(row.user.id), display_name: row.user.displayName, slug: row.user.slug } : null,
    },
  };
}

export const ADMIN_NFT_SCHEMAS = [AdminNftSchema, AdminNftCollectionSchema, AdminNftHolderSchema];
