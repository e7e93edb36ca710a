import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH, type InvitationType } from '@tribune/domain';
import { randomBytes } from 'node:crypto';
import { definePolicy, refuse } from '../../platform/policy.ts';
import type { Caller } from '../auth/index.ts';
import type { CommunitySettingsRow, InvitationCodeRow } from './repository.ts';

/** What a member's creation of a code reads: their open codes (counted under their row lock) and the settings. */
export interface CreationFacts {
  open: number;
  settings: CommunitySettingsRow;
}

/** What a redemption reads under the code's row lock: the code (undefined: none) and whether the caller redeemed one. */
export interface RedemptionFacts {
  code: InvitationCodeRow | undefined;
  alreadyRedeemed: boolean;
}

/** Admins and owners create codes without a limit. */
const unlimited = (caller: Caller | undefined) => caller?.admin === true;

/**
 * Who may do what with invitation codes (docs/COMMUNITY.md "Invitation codes"): creating within
 * the open-code limit, redeeming.
 */
const codesPolicy = definePolicy('invitations', {
  /** Create codes with no limit (admins and owners). */
  create_unlimited: (caller, _settings: CommunitySettingsRow) => unlimited(caller),
  /** A member holds at most `openCodesPerMember` codes nobody redeemed yet; admins and owners have no limit. */
  create: (caller, { open, settings }: CreationFacts) => {
    if (unlimited(caller)) return true;
    const limit = settings.openCodesPerMember;
    if (open < limit) return true;
    return refuse(
      'INVITATION_CODE_LIMIT',
      limit === 0
        ? 'This community does not let members create invitation codes.'
        : `You already hold ${open} open invitation codes, the most you may: share them before creating more.`,
    );
  },
  /**
   * Redeem this code (read under its row lock): it exists, nobody has redeemed it, it is not
   * their own, and they have redeemed none before.
   */
  redeem: (caller, { code, alreadyRedeemed }: RedemptionFacts) => {
    if (!code) return refuse('INVITATION_CODE_NOT_FOUND');
    if (code.inviteeId === caller?.user.id || alreadyRedeemed) return refuse('INVITATION_ALREADY_REDEEMED');
    if (code.inviteeId !== null) return refuse('INVITATION_CODE_USED');
    if (code.ownerId === caller?.user.id) return refuse('INVITATION_OWN_CODE');
    return caller !== undefined;
  },
});

/**
 * The rules of invitation codes (docs/COMMUNITY.md "Invitation codes"): the policy (`can` /
 * `authorize`: creating, redeeming) and the plain helpers: the type of a new code, the open-code
 * limit, who must redeem one, a new code.
 */
export const invitationPolicy = {
  ...codesPolicy,

  /**
   * The type of a code by who makes it: `from_owner` for the instance's owners (the admins named
   * in ADMIN_EMAILS, who run the instance), `from_admin` for the other admins, `from_member` for
   * everybody else.
   */
  typeFor(caller: Caller, owner: boolean): InvitationType {
    if (!caller.admin) return 'from_member';
    return owner ? 'from_owner' : 'from_admin';
  },

  /** The open-code limit of a caller (null: none). */
  limitOf(caller: Caller, settings: CommunitySettingsRow): number | null {
    return codesPolicy.can(caller, 'create_unlimited', settings) ? null : settings.openCodesPerMember;
  },

  /**
   * Whether a user must redeem a code before anything else: the instance requires an invitation,
   * the account was made after the requirement was last switched on (older accounts keep their
   * access), and they redeemed none. Admins never (the caller resolver asks this only for others).
   */
  mustRedeem(settings: CommunitySettingsRow, since: Date | undefined, createdAt: Date, redeemed: boolean): boolean {
    if (!settings.invitationRequired || redeemed) return false;
    return since === undefined || createdAt >= since;
  },

  /** A new random code: INVITATION_CODE_LENGTH characters of a 32-character alphabet (5 random bits each, no bias). */
  newCode(): string {
    const bytes = randomBytes(INVITATION_CODE_LENGTH);
    let code = '';
    for (const b of bytes) code += INVITATION_CODE_ALPHABET[b & 31];
    return code;
  },
};
