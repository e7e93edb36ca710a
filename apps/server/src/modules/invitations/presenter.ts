import { Type } from 'typebox';
import { recordSchema } from '../../http/schemas.ts';
import { INVITATION_TYPES } from '@tribune/domain';
import type { CommunitySettingsRow, InvitationCodeRow } from './repository.ts';

const Ref = (type: string) => Type.Object({ id: Type.String(), type: Type.Literal(type) });
const NullableDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** An invitation code of its owner (docs/COMMUNITY.md "Invitation codes": "A code is redeemed when it has an invitee"). */
export const InvitationCodeSchema = recordSchema(
  'invitation_code',
  {
    attributes: Type.Object({
      code: Type.String(),
      invitation_type: Type.String({ enum: [...INVITATION_TYPES] }),
      redeemed: Type.Boolean({ description: 'The code has an invitee.' }),
      redeemed_at: NullableDate,
      created_at: Type.String({ format: 'date-time' }),
    }),
    relationships: Type.Object({
      invitee: Type.Object({ data: Type.Union([Ref('user'), Type.Null()]) }),
    }),
  },
  { $id: 'InvitationCode' },
);

/** The answer of redeeming a code (the spec's `invitation_code_redemption` record). */
export const InvitationCodeRedemptionSchema = recordSchema(
  'invitation_code_redemption',
  {
    attributes: Type.Object({
      code: Type.String(),
      invitation_type: Type.String({ enum: [...INVITATION_TYPES] }),
      redeemed_at: Type.String({ format: 'date-time' }),
    }),
    relationships: Type.Object({
      invitation_code: Type.Object({ data: Ref('invitation_code') }),
      invitee: Type.Object({ data: Ref('user') }),
    }),
  },
  { $id: 'InvitationCodeRedemption' },
);

/** The instance's community settings (admins). */
export const CommunitySettingsSchema = recordSchema(
  'community_settings',
  {
    attributes: Type.Object({
      invitation_required: Type.Boolean({
        description:
          'Accounts made after this was switched on use nothing but the session routes until they redeem a code.',
      }),
      open_codes_per_member: Type.Integer({
        description: 'How many unredeemed codes a member may hold at once (admins: no limit).',
      }),
      invitation_required_since: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        description: 'When an admin last switched the requirement on; older accounts keep their access.',
      }),
    }),
  },
  { $id: 'CommunitySettings' },
);

/** The schemas this module adds to the contract. */
export const INVITATION_SCHEMAS = [InvitationCodeSchema, InvitationCodeRedemptionSchema, CommunitySettingsSchema];

/** Presents a code to its owner. */
export function presentCode(row: InvitationCodeRow) {
  return {
    id: String(row.id),
    type: 'invitation_code' as const,
    attributes: {
      code: row.code,
      invitation_type: row.invitationType,
      redeemed: row.inviteeId !== null,
      redeemed_at: row.redeemedAt ? row.redeemedAt.toISOString() : null,
      created_at: row.createdAt.toISOString(),
    },
    relationships: {
      invitee: { data: row.inviteeId === null ? null : { id: String(row.inviteeId), type: 'user' as const } },
    },
  };
}

/** Presents a redemption to the invitee. */
export function presentRedemption(row: InvitationCodeRow) {
  return {
    id: String(row.id),
    type: 'invitation_code_redemption' as const,
    attributes: {
      code: row.code,
      invitation_type: row.invitationType,
      redeemed_at: (row.redeemedAt ?? new Date()).toISOString(),
    },
    relationships: {
      invitation_code: { data: { id: String(row.id), type: 'invitation_code' as const } },
      invitee: { data: { id: String(row.inviteeId), type: 'user' as const } },
    },
  };
}

/** Presents the community settings. */
export function presentSettings(s: CommunitySettingsRow, since: Date | undefined) {
  return {
    id: 'default',
    type: 'community_settings' as const,
    attributes: {
      invitation_required: s.invitationRequired,
      open_codes_per_member: s.openCodesPerMember,
      invitation_required_since: since ? since.toISOString() : null,
    },
  };
}
