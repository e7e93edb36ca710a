import { Type } from 'typebox';
import { Int, PageQuery, Text } from '../../http/input.ts';

/** A page of the caller's codes. */
export const CodeListQuery = Type.Object({ ...PageQuery });

/** The code to redeem, as typed (normalized by the service). */
export const RedeemBody = Type.Object({ code: Text({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

/** The admins' community settings: the requirement and the open-code limit. */
export const CommunitySettingsBody = Type.Object(
  {
    community_settings: Type.Object(
      {
        invitation_required: Type.Optional(Type.Boolean()),
        open_codes_per_member: Type.Optional(Int({ minimum: 0, maximum: 1000 })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
