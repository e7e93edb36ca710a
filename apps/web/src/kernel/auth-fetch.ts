import { createSharedRefresh } from '@tribune/domain';

/** What the refreshing fetch needs from its surroundings (injected so it can be tested without a browser). */
export interface RefreshingFetchDeps {
  fetch: typeof fetch;
  /** The stored refresh token, or null. */
  readRefreshToken: () => string | null;
  /** Trades the refresh token for a new pair, stores it and returns the new access token. */
  refresh: (refreshToken: string) => Promise<string>;
  /** Called when the session cannot be renewed (no refresh token, or the identity service refused it). */
  onSessionEnded: (error: Error) => void;
  /** True when the refresh failure means the grant is gone (not a network hiccup). */
  isFatal: (error: unknown) => boolean;
  now?: () => number;
}

/**
 * A fetch that renews the session on 401 (docs/ACCOUNTS.md "The session in the app"): it refreshes once,
 * with one attempt shared by concurrent callers and reusable for 1000 ms, then repeats the
 * original request with the new bearer. Without a refresh token it raises 'refresh-token
 * missing'; a refused refresh raises that failure; both end the session. A network failure
 * of the refresh is raised without signing the user out, so going offline keeps the session.
 */
export function createRefreshingFetch(deps: RefreshingFetchDeps): typeof fetch {
  const shared = createSharedRefresh(async () => {
    const token = deps.readRefreshToken();
    if (!token) throw new Error('refresh-token missing');
    return deps.refresh(token);
  }, deps.now ?? Date.now);

  return async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    // Kept before sending: a body can be read only once.
    const retry = request.clone();
    const response = await deps.fetch(request);
    if (response.status !== 401) return response;
    let accessToken: string;
    try {
      accessToken = await shared();
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      if (err.message === 'refresh-token missing' || deps.isFatal(error)) deps.onSessionEnded(err);
      throw err;
    }
    retry.headers.set('Authorization', `Bearer ${accessToken}`);
    return deps.fetch(retry);
  };
}
