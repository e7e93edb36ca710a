import { createApiClient } from '@tribune/api-client';
import { createRefreshingFetch } from './auth-fetch.ts';
import { readCredentials, storeCredentials } from './session/credentials.ts';
import { refreshTokens, TokenError } from './session/oidc.ts';
import { endSessionQuietly } from './session/sign-out.ts';

let currentLocale = 'en';

/** How requests leave: the browser's fetch, or what the server's rendering gives (setApiTransport). */
let transport: typeof fetch = (input, init) => globalThis.fetch(input, init);

/**
 * Sends the API client's requests through `fetch` (the server's rendering answers them in process,
 * as a guest, in the page's language). Only the server calls it.
 */
export function setApiTransport(fetchImpl: typeof fetch): void {
  transport = fetchImpl;
}

/** Tells the API client which locale the current path has (Requested-Language). */
export function setApiLocale(locale: string): void {
  currentLocale = locale;
}

/** The locale of the current path, as last told to the API client. */
export function apiLocale(): string {
  return currentLocale;
}

// Tabs share the cookies, so they must not refresh with the same rotating token at once (reuse
// revokes the grant): a Web Lock serialises them, and a tab that waited takes the pair the other stored.
async function refreshStoredPair(refreshToken: string): Promise<string> {
  const run = async (): Promise<string> => {
    const now = readCredentials();
    if (now.refreshToken && now.refreshToken !== refreshToken && now.accessToken) return now.accessToken;
    if (!now.refreshToken) throw new Error('refresh-token missing');
    const pair = await refreshTokens(now.refreshToken);
    storeCredentials(pair);
    return pair.access_token;
  };
  return typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request('tribune-token-refresh', run)
    : run();
}

/** fetch with the spec's refresh-on-401; used by the API client for every call. */
export const refreshingFetch = createRefreshingFetch({
  fetch: (input, init) => transport(input, init),
  readRefreshToken: () => readCredentials().refreshToken,
  refresh: refreshStoredPair,
  isFatal: (error) => error instanceof TokenError && error.status >= 400 && error.status < 500 && error.status !== 429,
  onSessionEnded: () => endSessionQuietly(),
});

/** The one API client of the app, same origin. */
export const api = createApiClient({
  // Same origin in the browser; the server's rendering needs an absolute URL for its Request objects.
  baseUrl: typeof window === 'undefined' ? 'http://tribune.internal' : '',
  getLocale: () => currentLocale,
  build: 'PWA',
  platform: 'Web',
  fetch: refreshingFetch,
});
