import { INVITATION_CODE_PARAM, localePath, normalizeInvitationCode, type RouteWords } from '@tribune/domain';

/**
 * The code of a register link (`?invitation_code=`), kept on this device until the first sign-in
 * redeems it (docs/COMMUNITY.md "Invitation codes"). In local storage, not the session's: the
 * identity service's e-mail confirmation may open a new tab, and the code must still be there.
 * It is forgotten once redeemed (or refused), and after 30 days.
 */
const KEY = 'tribune.invitationCode';
const MAX_AGE_MS = 30 * 24 * 3600 * 1000;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Remembers a code from a register link; anything that cannot be a code is ignored. */
export function rememberInvitationCode(raw: string | null | undefined): void {
  const code = raw ? normalizeInvitationCode(raw) : undefined;
  if (!code) return;
  storage()?.setItem(KEY, JSON.stringify({ code, at: Date.now() }));
}

/** The remembered code, if any and not too old. */
export function rememberedInvitationCode(now = Date.now()): string | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const { code, at } = JSON.parse(raw) as { code?: unknown; at?: unknown };
    if (typeof code === 'string' && typeof at === 'number' && now - at < MAX_AGE_MS) {
      return normalizeInvitationCode(code) ?? null;
    }
  } catch {
    // a broken entry is dropped below
  }
  forgetInvitationCode();
  return null;
}

/** Forgets the remembered code. */
export function forgetInvitationCode(): void {
  storage()?.removeItem(KEY);
}

/** The register link of a code: `/{locale}/account/register?invitation_code=…` on this origin. */
export function registerLink(origin: string, locale: string, code: string): string {
  return `${origin}/${locale}/account/register?${INVITATION_CODE_PARAM}=${encodeURIComponent(code)}`;
}

/** `{settings}/{invitationcodes}`: the signed-in user's invitation codes. */
export function invitationCodesPath(locale: string, words: RouteWords): string {
  return localePath(locale, words.settings, words.invitationcodes);
}
