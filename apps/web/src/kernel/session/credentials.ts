import { decodeJwt } from 'jose';
import { AUTH_COOKIE_MAX_AGE_S, areCredentialsValid, type StoredCredentials } from '@tribune/domain';

/** The cookie names of docs/ACCOUNTS.md. */
export const ACCESS_COOKIE = 'access-token';
/** The refresh-token cookie. */
export const REFRESH_COOKIE = 'refresh-token';

/** A token pair as the token endpoint answers it. */
export interface TokenPair {
  access_token: string;
  refresh_token?: string | null;
}

/** Reads one cookie from a cookie string; undecodable values count as empty. */
export function parseCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      const value = decodeURIComponent(part.slice(eq + 1).trim());
      return value.length > 0 ? value : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** `document.cookie` as read in the running script (until its microtasks), or null before its first read. */
let cookiesOfThisTask: string | null = null;

/**
 * `document.cookie`, read once per run of script: each read is a synchronous call into the
 * browser's cookie store, and every component that reads the session checks the credentials while
 * it renders (#11: a few dozen reads, 6 ms at full speed, in the first view's hydration). Forgotten
 * at the next microtask checkpoint and on every write, so a response's or another tab's change is
 * seen by the next callback.
 */
function currentCookies(): string {
  if (typeof document === 'undefined') return '';
  if (cookiesOfThisTask === null) {
    cookiesOfThisTask = document.cookie;
    queueMicrotask(() => (cookiesOfThisTask = null));
  }
  return cookiesOfThisTask;
}

/** The token pair currently stored in the cookies. */
export function readCredentials(cookieString: string = currentCookies()): StoredCredentials {
  return {
    accessToken: parseCookie(cookieString, ACCESS_COOKIE),
    refreshToken: parseCookie(cookieString, REFRESH_COOKIE),
  };
}

/** The `exp` claim of a JWT, via jose's decodeJwt (which throws on anything that is not a JWT). */
export function jwtExp(token: string): number | undefined {
  return decodeJwt(token).exp;
}

/** The validity of the stored credentials (docs/ACCOUNTS.md "The session in the app"), now (or at `nowMs`). */
export function credentialsValid(cookieString?: string, nowMs: number = Date.now()): boolean {
  return areCredentialsValid(readCredentials(cookieString), nowMs, jwtExp);
}

function writeCookie(name: string, value: string, maxAge: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  cookiesOfThisTask = null;
}

/** Stores a pair: cookies for one year, SameSite=Lax, Secure on https. */
export function storeCredentials(pair: TokenPair): void {
  writeCookie(ACCESS_COOKIE, pair.access_token, AUTH_COOKIE_MAX_AGE_S);
  if (pair.refresh_token) writeCookie(REFRESH_COOKIE, pair.refresh_token, AUTH_COOKIE_MAX_AGE_S);
}

/** Removes both cookies. */
export function clearCredentials(): void {
  writeCookie(ACCESS_COOKIE, '', 0);
  writeCookie(REFRESH_COOKIE, '', 0);
}
