import type { WalletFacts } from '../chain/index.ts';
import { Type } from 'typebox';
import { recordSchema } from '../../http/schemas.ts';
import { mediaUrl } from '../../platform/user-media.ts';
import type { UserRow } from './repository.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const NullableString = Nullable(Type.String());
const Ref = Type.Object({ id: Type.String(), type: Type.String() });

/** How the two users see each other, from the caller's side. */
export interface BlockView {
  blockedByCurrentUser: boolean;
  currentUserBlockedByUser: boolean;
  /** The caller's chat conversation with this user (signed-in viewers only). */
  commonChatConversationId?: string | null;
}

/** What a presenter needs besides the row: absolute media URLs and the profile route word. */
export interface PresentContext {
  publicUrl: string;
  profilesWord: string;
  /**
   * Organization names show with users only while the organizations module is on (docs/COMMUNITY.md "Organizations"):
   * the routes set it from the instance, the presenters and `included` follow it.
   */
  organizations: boolean;
}

/** The organization shown with a user's name, or null (none, or the organizations module is off). */
export function shownOrganizationId(row: Pick<UserRow, 'organizationId'>, ctx: PresentContext): number | null {
  return ctx.organizations ? row.organizationId : null;
}

const organizationRef = (row: Pick<UserRow, 'organizationId'>, ctx: PresentContext) => {
  const id = shownOrganizationId(row, ctx);
  return { data: id === null ? null : { id: String(id), type: 'organization' as const } };
};

const profilePath = (ctx: PresentContext, slug: string) => `/${ctx.profilesWord}/${encodeURIComponent(slug)}`;

/** The signed-in user as GET /v2/user/show and PUT /auth send it: every current-user attribute of the spec. */
export const CurrentUserSchema = recordSchema(
  'user',
  {
    attributes: Type.Object({
      uid: Type.String(),
      display_name: Type.String(),
      slug: Type.String(),
      locale: Type.String(),
      email: NullableString,
      created_at: Type.String({ format: 'date-time' }),
      last_day_active: Nullable(Type.String({ format: 'date' })),
      path_to_profile: Type.String(),
      status: Type.String({ enum: ['unlocked', 'locked', 'banned'] }),
      verified: Type.Boolean(),
      avatar_thumbnail: NullableString,
      hero_medium_image: NullableString,
      wallet_address: NullableString,
      token_contract: NullableString,
      nft_address: NullableString,
      admin_wallet_address: NullableString,
      actions_address: NullableString,
      uses_hotwallet: Type.Boolean(),
      frozen_tokens: Type.String({ description: 'Base units (8 decimals), as a string.' }),
      paid_subscription: Type.Boolean(),
      welcomed_at: Nullable(Type.String({ format: 'date-time' })),
      oembed_consent: Nullable(Type.String({ description: 'JSON object as a string.' })),
      notification_token: Nullable(Type.String({ description: 'JSON as a string.' })),
      open_notifications: Type.Integer(),
      skip_boost_modal: Type.Boolean(),
      nft_trading_help_seen: Type.Boolean(),
      blocked_by_current_user: Type.Boolean(),
      current_user_blocked_by_user: Type.Boolean(),
      common_chat_conversation_id: NullableString,
      invitation_required: Type.Boolean({
        description:
          'The instance requires an invitation and this user has redeemed none: only the session routes and POST /v2/invitation_codes/redeem answer them.',
      }),
    }),
    relationships: Type.Object({
      organization: Type.Object({ data: Nullable(Ref) }),
      user_profile_fields: Type.Optional(
        Type.Object(
          { data: Type.Array(Ref) },
          { description: "The user's profile field answers (user_profile_field records in included)." },
        ),
      ),
    }),
  },
  { $id: 'CurrentUser' },
);

/** Adds the user's profile field answers (already presented, for `included`) to the current user. */
export function withProfileFieldAnswers<U extends { relationships: object }>(
  user: U,
  answers: Array<{ id: string; type: 'user_profile_field' }>,
) {
  return {
    ...user,
    relationships: {
      ...user.relationships,
      user_profile_fields: { data: answers.map((a) => ({ id: a.id, type: a.type })) },
    },
  };
}

/**
 * The signed-in user (`openNotifications`: their unopened count; `wallet`: the chain's contracts and
 * whether the server holds their key, absent while the chain is off or starting; `invitationRequired`:
 * they must redeem an invitation code first).
 */
export function presentCurrentUser(
  row: UserRow,
  ctx: PresentContext,
  openNotifications = 0,
  wallet?: WalletFacts,
  invitationRequired = false,
) {
  return {
    id: String(row.id),
    type: 'user' as const,
    attributes: {
      uid: row.uid,
      display_name: row.displayName,
      slug: row.slug,
      locale: row.locale,
      email: row.email,
      created_at: row.createdAt.toISOString(),
      last_day_active: row.lastDayActive,
      path_to_profile: profilePath(ctx, row.slug),
      status: row.status,
      verified: row.verified,
      avatar_thumbnail: mediaUrl(ctx.publicUrl, row.avatarThumbKey),
      hero_medium_image: mediaUrl(ctx.publicUrl, row.heroKey),
      wallet_address: row.walletAddress,
      token_contract: wallet?.token_contract ?? null,
      nft_address: wallet?.nft_address ?? null,
      admin_wallet_address: wallet?.admin_wallet_address ?? null,
      actions_address: wallet?.actions_address ?? null,
      uses_hotwallet: wallet?.uses_hotwallet ?? false,
      frozen_tokens: wallet?.frozen_tokens ?? '0',
      paid_subscription: false,
      welcomed_at: row.welcomedAt ? row.welcomedAt.toISOString() : null,
      oembed_consent: row.oembedConsent,
      notification_token: row.notificationToken,
      open_notifications: openNotifications,
      skip_boost_modal: row.skipBoostModal,
      nft_trading_help_seen: row.nftTradingHelpSeen,
      blocked_by_current_user: false,
      current_user_blocked_by_user: false,
      common_chat_conversation_id: null,
      invitation_required: invitationRequired,
    },
    relationships: { organization: organizationRef(row, ctx) },
  };
}

/** An organization in `included`. */
export const OrganizationSchema = recordSchema(
  'organization',
  { attributes: Type.Object({ name: Type.String() }) },
  { $id: 'Organization' },
);

/** Presents an organization for `included`. */
export function presentOrganization(org: { id: number; name: string }) {
  return { id: String(org.id), type: 'organization' as const, attributes: { name: org.name } };
}

/** Another user's public profile: never e-mail, locale, consent, tokens or notification fields. */
export const PublicProfileSchema = recordSchema(
  'user',
  {
    attributes: Type.Object({
      uid: Type.String(),
      slug: Type.String(),
      display_name: Type.String(),
      avatar_thumbnail: NullableString,
      hero_medium_image: NullableString,
      verified: Type.Boolean(),
      status: Type.String({ enum: ['unlocked', 'locked', 'banned'] }),
      wallet_address: NullableString,
      path_to_profile: Type.String(),
      blocked_by_current_user: Type.Boolean(),
      current_user_blocked_by_user: Type.Boolean(),
      daily_nft_gift_count: Type.Integer(),
      nft_trade_info: Type.Object({ has_tradable_duplicates: Type.Boolean() }),
      common_chat_conversation_id: NullableString,
    }),
    relationships: Type.Object({ organization: Type.Object({ data: Nullable(Ref) }) }),
  },
  { $id: 'PublicProfile' },
);

/** Presents a public profile as the caller (or a guest) sees it. */
export function presentPublicProfile(row: UserRow, blocks: BlockView, ctx: PresentContext) {
  return {
    id: String(row.id),
    type: 'user' as const,
    attributes: {
      uid: row.uid,
      slug: row.slug,
      display_name: row.displayName,
      avatar_thumbnail: mediaUrl(ctx.publicUrl, row.avatarThumbKey),
      hero_medium_image: mediaUrl(ctx.publicUrl, row.heroKey),
      verified: row.verified,
      status: row.status,
      wallet_address: row.walletAddress,
      path_to_profile: profilePath(ctx, row.slug),
      blocked_by_current_user: blocks.blockedByCurrentUser,
      current_user_blocked_by_user: blocks.currentUserBlockedByUser,
      daily_nft_gift_count: 0,
      nft_trade_info: { has_tradable_duplicates: false },
      common_chat_conversation_id: blocks.commonChatConversationId ?? null,
    },
    relationships: { organization: organizationRef(row, ctx) },
  };
}

/** The answer of toggle_block. */
export const BlockStateSchema = recordSchema(
  'user',
  {
    attributes: Type.Object({
      blocked_by_current_user: Type.Boolean(),
      current_user_blocked_by_user: Type.Boolean(),
    }),
  },
  { $id: 'UserBlockState' },
);

/** Presents the block state between the caller and another user. */
export function presentBlockState(otherId: number, blocks: BlockView) {
  return {
    id: String(otherId),
    type: 'user' as const,
    attributes: {
      blocked_by_current_user: blocks.blockedByCurrentUser,
      current_user_blocked_by_user: blocks.currentUserBlockedByUser,
    },
  };
}
