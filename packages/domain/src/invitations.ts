/**
 * Invitation codes (issue #13; docs/COMMUNITY.md "Invitation codes"): the enumerations and the
 * code format server and web share.
 */

/** Who made an invitation code (docs/COMMUNITY.md "Invitation codes", verbatim). */
export const INVITATION_TYPES = ['from_owner', 'from_admin', 'from_member'] as const;
/** An invitation code's type. */
export type InvitationType = (typeof INVITATION_TYPES)[number];

/** The characters of a code: lower-case letters without `l` and `o`, digits without `0` and `1` (32, unambiguous). */
export const INVITATION_CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** The length of a code: 12 characters of 5 bits each, 60 random bits. */
export const INVITATION_CODE_LENGTH = 12;

/** The query parameter of the register link that carries a code ("?invitation_code="). */
export const INVITATION_CODE_PARAM = 'invitation_code';

/**
 * A code as typed or pasted, in its stored form (trimmed, lower case, inner blanks and hyphens
 * removed), or undefined when it cannot be a code.
 */
export function normalizeInvitationCode(raw: string): string | undefined {
  const code = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '');
  if (code.length !== INVITATION_CODE_LENGTH) return undefined;
  for (const c of code) if (!INVITATION_CODE_ALPHABET.includes(c)) return undefined;
  return code;
}
