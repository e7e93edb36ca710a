import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '../kernel/router.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { needsActivityRefresh } from '@tribune/domain';
import { showAlert } from '../kernel/alerts.ts';
import { shellKeys } from '../kernel/shell-queries.ts';
import { credentialsValid, storeCredentials } from '../kernel/session/credentials.ts';
import { exchangeLoginToken, TokenError } from '../kernel/session/oidc.ts';
import { loadUser, signInBanned } from '../kernel/session/session-actions.ts';
import { endSessionQuietly } from '../kernel/session/sign-out.ts';
import { sessionStore } from '../kernel/session/session-store.ts';
import { useSessionState } from '../kernel/session/session.ts';
import { balanceQuery } from '../features/wallet/index.ts';

// Login tokens are one-time: each is exchanged once per page load, whatever re-renders happen.
const exchanged = new Set<string>();

async function signInWithLoginToken(token: string): Promise<void> {
  sessionStore.dispatch({ type: 'signInStarted' });
  try {
    storeCredentials(await exchangeLoginToken(token));
    await loadUser();
  } catch (error) {
    if (error instanceof TokenError && error.banned) signInBanned();
    else {
      sessionStore.dispatch({ type: 'signInFailed', failure: 'error' });
      showAlert('danger', { key: 'account.loginFailed' });
    }
  }
}

async function loadStoredSession(): Promise<void> {
  const wasSignedIn = sessionStore.getSnapshot().status === 'signedIn';
  if (!wasSignedIn) sessionStore.dispatch({ type: 'signInStarted' });
  try {
    await loadUser();
  } catch {
    // A refused refresh already ended the session; offline keeps the stored account.
    if (!wasSignedIn) sessionStore.dispatch({ type: 'signInFailed', failure: 'error' });
  }
}

/**
 * App start (docs/ACCOUNTS.md "The session in the app"), run by the shell: (1, 4) an auth_token query parameter is exchanged
 * through the login-token grant and removed from the URL; (2) the user is loaded when tokens
 * exist, a stale stored user is dropped otherwise; (3) configuration is loaded by the shell
 * itself; (6) on each path change the user is refreshed when last_day_active is not today.
 * Menu items are reloaded whenever someone signs in or out.
 */
export function useAppStart(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSessionState();
  const authToken = new URLSearchParams(location.search).get('auth_token');

  // Steps 1 and 4: the same parameter, handled once.
  useEffect(() => {
    if (!authToken) return;
    const rest = new URLSearchParams(location.search);
    rest.delete('auth_token');
    const search = rest.toString();
    // Removed at once (history.replaceState through the router, so it stays in sync): a reload must not replay it.
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
    if (exchanged.has(authToken)) return;
    exchanged.add(authToken);
    void signInWithLoginToken(authToken);
  }, [authToken, location.pathname, location.search, location.hash, navigate]);

  // Step 2, once at start (a login token in the URL takes its place).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (authToken) return;
    if (credentialsValid()) void loadStoredSession();
    else if (sessionStore.getSnapshot().user) endSessionQuietly();
  }, [authToken]);

  // Step 5: the credentials are the stored session (step 2); the balance is fetched once the user
  // with a wallet is known, so the wallet page opens with it. A refusal (no wallet yet, the chain
  // starting) is quiet here: the wallet page says it when it is opened.
  const walletAddress = session.status === 'signedIn' ? (session.user?.wallet_address ?? null) : null;
  const walletUser = walletAddress ? (session.user?.id ?? null) : null;
  useEffect(() => {
    if (!walletUser) return;
    void queryClient.prefetchQuery(balanceQuery(walletUser));
  }, [walletUser, queryClient]);

  // Step 6: a user last active on another day is refreshed on navigation (the server records the visit).
  const lastDayActive = session.user?.last_day_active;
  const signedIn = session.status === 'signedIn';
  useEffect(() => {
    if (!signedIn || !credentialsValid()) return;
    if (needsActivityRefresh(lastDayActive, new Date())) loadUser().catch(() => undefined);
    // Only the path matters here; the user's own updates must not trigger another load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  // The menu can differ for members: reload it when the signed-in user changes.
  const userId = session.user?.id ?? null;
  const previousUser = useRef(userId);
  useEffect(() => {
    if (previousUser.current === userId) return;
    previousUser.current = userId;
    void queryClient.invalidateQueries({ queryKey: [...shellKeys.all, 'menu-items'] });
  }, [userId, queryClient]);
}
