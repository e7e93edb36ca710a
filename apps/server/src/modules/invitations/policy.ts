import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH, type InvitationType } from '@tribune/domain';
import { randomBytes } from 'node:crypto';
import { AppError } from '../../http/errors.ts';
import type { Caller } from '../auth/index.ts';
import type { CommunitySettingsRow, InvitationCodeRow } from './repository.ts';

/**
 * The rules of invitation codes (docs/COMMUNITY.md "Invitation codes"): the type of a new code,
 * the open-code limit, who may redeem which code, and who must redeem one.
 */
export const invitationPolicy = {
  /**
   * The type of a code by who makes it: `from_owner` for the instance's owners (the admins named
   * in ADMIN_EMAILS, who run the instance), `from_admin` for the other admins, `from_member` for
   * everybody else.
   */
  typeFor(caller: Caller, owner: boolean): InvitationType {
    if (!caller.admin) return 'from_member';
    return owner ? 'from_owner' : 'from_admin';
  },

  /** A member holds at most `openCodesPerMember` codes nobody redeemed yet; admins and owners have no limit. */
  assertMayCreate(caller: Caller, open: number, settings: CommunitySettingsRow): void {
    if (caller.admin) return;
    const limit = settings.openCodesPerMember;
    if (open >= limit) {
      throw new AppError(
        'INVITATION_CODE_LIMIT',
        limit === 0
          ? 'This community does not let members create invitation codes.'
          : `You already hold ${open} open invitation codes, the most you may: share them before creating more.`,
      );
    }
  },

  /** The open-code limit of a caller (null: none). */
  limitOf(caller: Caller, settings: CommunitySettingsRow): number | null {
    return caller.admin ? null : settings.openCodesPerMember;
  },

  /**
   * Whether the caller may redeem this code (read under its row lock): it exists, nobody has
   * redeemed it, it is not their own, and they have redeemed none before.
   */
  assertMayRedeem(caller: Caller, code: InvitationCodeRow | undefined, alreadyRedeemed: boolean): InvitationCodeRow {
    if (!code) throw new AppError('INVITATION_CODE_NOT_FOUND');
    if (code.inviteeId === caller.user.id || alreadyRedeemed) throw new AppError('INVITATION_ALREADY_REDEEMED');
    if (code.inviteeId !== null) throw new AppError('INVITATION_CODE_USED');
    if (code.ownerId === caller.user.id) throw new AppError('INVITATION_OWN_CODE');
    return code;
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
