import type { RouteMatch } from './routes.ts';

/** Credentials whose access token expires sooner than this are not valid (docs/ACCOUNTS.md "The session in the app"). */
export const CREDENTIAL_EXPIRY_MARGIN_MS = 60_000;
/** A finished token refresh is reused by callers within this window (docs/ACCOUNTS.md "The session in the app"). */
export const REFRESH_REUSE_MS = 1_000;
/** Profile-update errors without full messages are cleared after this (docs/ACCOUNTS.md "The session in the app"). */
export const ERROR_CLEAR_MS = 5_000;
/** Auth cookies live one year (docs/ACCOUNTS.md "App (`apps/web`)"). */
export const AUTH_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/** The grant type of the login-token ("social login") exchange (docs/ACCOUNTS.md). */
export const LOGIN_TOKEN_GRANT = 'urn:tribune:params:oauth:grant-type:login-token';
/** The scope the app asks the identity service for. */
export const OIDC_SCOPE = 'openid offline_access';

/** The stored token pair; either may be missing. */
export interface StoredCredentials {
  accessToken: string | null;
  refreshToken: string | null;
}

/**
 * docs/ACCOUNTS.md "The session in the app": credentials are valid when a refresh token is present; otherwise the access token
 * must decode with an expiry more than 60 s away. A token that fails to decode counts as empty.
 * `decodeExp` returns the `exp` claim (seconds) or throws.
 */
export function areCredentialsValid(
  credentials: StoredCredentials,
  nowMs: number,
  decodeExp: (token: string) => number | undefined,
): boolean {
  if (credentials.refreshToken) return true;
  if (!credentials.accessToken) return false;
  let exp: number | undefined;
  try {
    exp = decodeExp(credentials.accessToken);
  } catch {
    return false;
  }
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 - nowMs > CREDENTIAL_EXPIRY_MARGIN_MS;
}

/**
 * Shares one refresh among concurrent callers (docs/ACCOUNTS.md "The session in the app"): while an
 * attempt runs every caller gets it, and once it settles it stays reusable for `reuseMs`.
 * Measuring the window from the settlement (not the start) means a slow refresh is never
 * run twice with the same rotating refresh token, which would revoke the whole grant.
 */
export function createSharedRefresh<T>(
  refresh: () => Promise<T>,
  now: () => number,
  reuseMs = REFRESH_REUSE_MS,
): () => Promise<T> {
  let current: { promise: Promise<T>; settledAt: number | null } | null = null;
  return () => {
    if (current && (current.settledAt === null || now() - current.settledAt < reuseMs)) return current.promise;
    const attempt: { promise: Promise<T>; settledAt: number | null } = {
      promise: Promise.resolve() as Promise<T>,
      settledAt: null,
    };
    const mark = () => {
      attempt.settledAt = now();
    };
    attempt.promise = refresh().then(
      (value) => {
        mark();
        return value;
      },
      (error: unknown) => {
        mark();
        throw error;
      },
    );
    current = attempt;
    return attempt.promise;
  };
}

const LOGIN_PATH = /^\/(?:[a-z]{2}(?:[-_][a-zA-Z]{2})?\/)?account\/(?:login|redirect)\/?(?:[?#]|$)/;

/**
 * Where to go after sign-in (docs/ACCOUNTS.md "The session in the app"): the stored redirect, or the locale root when there is
 * none, when it points at the login (or callback) page, or when it is not a same-origin path.
 */
export function redirectAfterLogin(stored: string | null | undefined, locale: string): string {
  const root = `/${locale}/`;
  if (!stored || !stored.startsWith('/') || stored.startsWith('//') || stored.includes('\\')) return root;
  if (LOGIN_PATH.test(stored)) return root;
  return stored;
}

/** The login page for a wanted path: `/{locale}/account/login?redirect=...`. */
export function loginPath(locale: string, redirect?: string): string {
  const base = `/${locale}/account/login`;
  return redirect ? `${base}?redirect=${encodeURIComponent(redirect)}` : base;
}

/** Profile fields whose update alone never shows the success alert (docs/ACCOUNTS.md "The session in the app"). */
export const QUIET_PROFILE_FIELDS = ['welcomed_at', 'nft_trading_help_seen', 'notification_token'] as const;

/** True when a profile update sets only quiet fields, so no success alert is shown. */
export function isQuietProfileUpdate(fields: Iterable<string>): boolean {
  const keys = [...fields];
  return keys.length > 0 && keys.every((k) => (QUIET_PROFILE_FIELDS as readonly string[]).includes(k));
}

/** The local calendar day of a date as yyyy-mm-dd. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** docs/ACCOUNTS.md "The session in the app": the user is refreshed when last_day_active is not today (local date). */
export function needsActivityRefresh(lastDayActive: string | null | undefined, now: Date): boolean {
  return (lastDayActive ?? '').slice(0, 10) !== localDay(now);
}

/** Static pages a guest may read on a registered-users-only instance. */
export const GATE_FREE_PAGE_SLUGS = ['imprint', 'privacy', 'tos'] as const;

/** Whether a static page slug, or one of the page's translated slugs, is gate-free (imprint, privacy, tos). */
export function isGateFreePage(slug: string, translatedSlugs: readonly string[] = []): boolean {
  return [slug, ...translatedSlugs].some((s) => (GATE_FREE_PAGE_SLUGS as readonly string[]).includes(s.toLowerCase()));
}

/**
 * docs/ACCOUNTS.md "The session in the app": on registered-users-only instances guests see the gate on every path except the
 * error page, the account screens (they must stay reachable to sign in) and the imprint,
 * privacy and tos pages, under any of their translated slugs (`pageSlugs`: the translations of
 * the static page on the path, once known; /de/p/datenschutz/ is the privacy page).
 */
export function registrationGateApplies(input: {
  enabled: boolean;
  guest: boolean;
  match: RouteMatch;
  pageSlugs?: readonly string[];
}): boolean {
  if (!input.enabled || !input.guest) return false;
  const { match } = input;
  if (match.kind !== 'page') return true;
  switch (match.name) {
    case 'error':
    case 'login':
    case 'accountRedirect':
    case 'register':
    case 'recover':
    case 'reset':
      return false;
    case 'staticPage':
    case 'staticPageInMenu':
      return !isGateFreePage(match.params.slug ?? '', input.pageSlugs);
    case 'home':
    case 'homeCategory':
    case 'styleguide':
    case 'settings':
    case 'profile':
    case 'staticPageComment':
    case 'staticPageInMenuComment':
    case 'contents':
    case 'content':
    case 'contentComment':
    case 'messages':
    case 'messagesConversation':
    case 'messagesNew':
    case 'messagesSettings':
    case 'notifications':
    case 'notification':
    case 'participate':
    case 'votings':
    case 'voting':
    case 'votingComment':
    case 'ideationMissions':
    case 'ideationMission':
    case 'idea':
    case 'ideaComment':
    case 'amaSessions':
    case 'amaSession':
    case 'amaSessionAnswers':
    case 'amaQuestion':
    case 'amaQuestionComment':
    case 'events':
    case 'eventsAll':
    case 'event':
    case 'eventComment':
    case 'spaces':
    case 'spaceNew':
    case 'space':
    case 'spaceInfo':
    case 'spaceMembers':
    case 'spaceEdit':
    case 'spacePosts':
    case 'spacePost':
    case 'spacePostComment':
    case 'feedPost':
    case 'feedPostComment':
    case 'organizations':
    case 'organizationNew':
    case 'organization':
    case 'invitationCodes':
    case 'wallet':
    case 'nfts':
    case 'myNfts':
    case 'nftExchange':
    case 'console':
    case 'nftCollection':
    case 'nft':
      return true;
  }
}

/** The identity service as module-config.json's `identity` object describes it (docs/ACCOUNTS.md). */
export interface IdentityConfig {
  issuer: string;
  client_id: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint: string;
  registration_url: string;
  recovery_url: string;
}

/** The endpoints of an identity service at `issuer`: the layout of apps/identity (docs/ACCOUNTS.md). */
export function identityEndpoints(issuer: string, clientId = 'tribune-web'): IdentityConfig {
  return {
    issuer,
    client_id: clientId,
    authorization_endpoint: `${issuer}/oauth/authorize`,
    token_endpoint: `${issuer}/oauth/token`,
    end_session_endpoint: `${issuer}/oauth/logout`,
    registration_url: `${issuer}/identity/register`,
    recovery_url: `${issuer}/identity/recover`,
  };
}

/**
 * Reads module-config.json's `identity` object. Missing fields fall back to the embedded
 * identity service at `origin` (issuer = origin, endpoints under /oauth and /identity).
 */
export function parseIdentityConfig(input: unknown, origin: string): IdentityConfig {
  const o = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const str = (key: string): string | undefined => {
    const v = o[key];
    return typeof v === 'string' && v.length > 0 ? v : undefined;
  };
  const fallback = identityEndpoints((str('issuer') ?? origin).replace(/\/+$/, ''), str('client_id'));
  // The issuer is already normalised; every other field the document names wins over the layout.
  const named = Object.keys(fallback).filter((key) => key !== 'issuer' && str(key) !== undefined);
  return { ...fallback, ...Object.fromEntries(named.map((key) => [key, str(key)])) };
}
