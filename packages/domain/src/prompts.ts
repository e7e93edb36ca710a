import { nameHasDisallowedCharacters } from './names.ts';

/** Pure rules of the shell's prompts: cookie consent, intro slides, install prompt, account settings. */

/** The three consent flags (docs/ACCOUNTS.md "Prompts and consent"). */
export interface ConsentFlags {
  advertising: boolean;
  customization: boolean;
  analyze: boolean;
}

/** 'Accept all': every flag true. */
export const CONSENT_ALL: ConsentFlags = { advertising: true, customization: true, analyze: true };
/** 'Only essential': every flag false. */
export const CONSENT_ESSENTIAL: ConsentFlags = { advertising: false, customization: false, analyze: false };
/** The names of the consent flags, in display order. */
export const CONSENT_FLAG_NAMES = ['advertising', 'customization', 'analyze'] as const;
/** How long after load the consent dialog appears (docs/ACCOUNTS.md "Prompts and consent"). */
export const CONSENT_DIALOG_DELAY_MS = 1_000;
/** Lifetime of the consentId cookie the consent service sets (docs/ACCOUNTS.md "Prompts and consent"). */
export const CONSENT_COOKIE_MAX_AGE_S = 2_592_000;
/** The install prompt is offered only to accounts older than this (docs/ACCOUNTS.md "Prompts and consent"). */
export const INSTALL_PROMPT_MIN_ACCOUNT_AGE_MS = 86_400_000;
/** Display names are 1 to 50 characters. */
export const DISPLAY_NAME_LIMITS = { min: 1, max: 50 } as const;
/** Images above this size are flagged before upload (the server default UPLOAD_MAX_BYTES); the server decides finally. */
export const IMAGE_UPLOAD_HINT_BYTES = 5 * 1024 * 1024;
/** Static page slugs on which the consent dialog never shows (it links to them). */
export const CONSENT_EXEMPT_SLUGS = ['imprint', 'privacy'] as const;
/** The query that always opens the intro slides without saving anything. */
export const INTRO_PREVIEW_QUERY = { name: 'intro', value: 'preview' } as const;

/** Reads consent flags from a consent-service body (flat, `{data}` or JSON:API attributes); null when absent. */
export function parseConsentFlags(input: unknown): ConsentFlags | null {
  const obj = (v: unknown): Record<string, unknown> | null =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  const root = obj(input);
  const data = obj(root?.data);
  const candidates = [obj(data?.attributes), data, root];
  for (const c of candidates) {
    if (c && CONSENT_FLAG_NAMES.every((k) => typeof c[k] === 'boolean')) {
      return {
        advertising: c.advertising === true,
        customization: c.customization === true,
        analyze: c.analyze === true,
      };
    }
  }
  return null;
}

/** The consent a native iOS tracking-permission answer implies; null when there is no answer. */
export function consentFromTrackingAnswer(answer: 'authorized' | 'denied' | undefined | null): ConsentFlags | null {
  if (answer === 'authorized') return CONSENT_ALL;
  if (answer === 'denied') return CONSENT_ESSENTIAL;
  return null;
}

/** True on a static page whose slug (or one of its translations) is imprint or privacy. */
export function isConsentExemptPage(routeName: string | null, slugs: readonly string[]): boolean {
  if (routeName !== 'staticPage' && routeName !== 'staticPageInMenu') return false;
  return slugs.some((s) => (CONSENT_EXEMPT_SLUGS as readonly string[]).includes(s.toLowerCase()));
}

/** Everything that decides whether the cookie-consent dialog shows. */
export interface ConsentDialogInput {
  hideCookieConsent: boolean;
  registrationGateActive: boolean;
  /** On imprint or privacy (see isConsentExemptPage). */
  exemptPage: boolean;
  /** 'unknown' while the saved setting is still being looked up. */
  saved: 'yes' | 'no' | 'unknown';
}

/** Whether the cookie-consent dialog should be visible now (docs/ACCOUNTS.md "Prompts and consent"). */
export function shouldShowConsentDialog(input: ConsentDialogInput): boolean {
  if (input.hideCookieConsent || input.registrationGateActive || input.exemptPage) return false;
  return input.saved === 'no';
}

/** Which intro the user gets: none, the one-time welcome (saved), or the preview (never saved). */
export type IntroMode = 'none' | 'welcome' | 'preview';

/** Decides the intro slides: the preview query always opens them; otherwise once for signed-in users never welcomed. */
export function introMode(input: {
  signedIn: boolean;
  welcomedAt: string | null | undefined;
  search: string;
}): IntroMode {
  const query = new URLSearchParams(input.search);
  if (query.get(INTRO_PREVIEW_QUERY.name) === INTRO_PREVIEW_QUERY.value) return 'preview';
  if (input.signedIn && input.welcomedAt === null) return 'welcome';
  return 'none';
}

/** A native wrapper's user agent carries 'TribuneApp/{version}' (docs/ACCOUNTS.md "Prompts and consent"). */
export function isNativeUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && /\bTribuneApp\/\d+(?:\.\d+)*/.test(userAgent);
}

/** True for iPhone, iPad and iPod browsers (including iPadOS, which reports itself as a Mac with touch). */
export function isIosUserAgent(userAgent: string | null | undefined, maxTouchPoints = 0): boolean {
  if (!userAgent) return false;
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}

/** Everything that decides whether the install-app prompt shows. */
export interface InstallPromptInput {
  /** display-mode: standalone, a native bridge, a native X-Build or user agent. */
  insideApp: boolean;
  signedIn: boolean;
  /** The account's created_at (ISO string). */
  createdAt: string | null | undefined;
  now: number;
  onAccountRedirect: boolean;
  dismissed: boolean;
}

/** Whether the install prompt should show (docs/ACCOUNTS.md "Prompts and consent"). */
export function shouldShowInstallPrompt(input: InstallPromptInput): boolean {
  if (input.insideApp || !input.signedIn || input.onAccountRedirect || input.dismissed) return false;
  const created = input.createdAt ? Date.parse(input.createdAt) : NaN;
  if (!Number.isFinite(created)) return false;
  return input.now - created > INSTALL_PROMPT_MIN_ACCOUNT_AGE_MS;
}

/** Validates a display name: the translation key of the problem, or null when it is fine. */
export function displayNameError(name: string): 'required' | 'tooLong' | 'disallowed' | null {
  const length = [...name.trim()].length;
  if (length < DISPLAY_NAME_LIMITS.min) return 'required';
  if (length > DISPLAY_NAME_LIMITS.max) return 'tooLong';
  if (nameHasDisallowedCharacters(name)) return 'disallowed';
  return null;
}

/** The delete-account confirmation holds when the typed text is the display name (surrounding spaces ignored). */
export function deleteConfirmationMatches(typed: string, displayName: string): boolean {
  return typed.trim().length > 0 && typed.trim() === displayName.trim();
}

/** Replaces the locale prefix of a path (`/en/settings` → `/de/settings`), keeping the rest. */
export function switchLocalePath(pathname: string, locale: string): string {
  return /^\/[^/]+/.test(pathname) ? pathname.replace(/^\/[^/]+/, `/${locale}`) : `/${locale}/`;
}

/** The image types the profile upload accepts (the server checks the content). */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
