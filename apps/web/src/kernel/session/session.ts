import { useContext, useMemo } from 'react';
import { ShellContext } from '../shell-context.ts';
import { apiLocale } from '../api.ts';
import { credentialsValid } from './credentials.ts';
import * as actions from './session-actions.ts';
import { SIGNED_OUT, sessionStore, type CurrentUser, type SessionState, type SessionStatus } from './session-store.ts';
import { useAfterHydration, useBrowserStore } from '../hydration.ts';

const serverSnapshot = (): SessionState => SIGNED_OUT;
/** Two session states that draw the same (a stranger's state in the browser is a copy of SIGNED_OUT's fields). */
const sameSession = (a: SessionState, b: SessionState): boolean =>
  a === b || (Object.keys(a) as Array<keyof SessionState>).every((key) => Object.is(a[key], b[key]));
import type { ProfileUpdate } from './user-api.ts';

export type { CurrentUser, SessionStatus };

/** What components know and can do about the session. */
export interface Session {
  status: SessionStatus;
  /** The user resource attributes plus id, or null. */
  user: CurrentUser | null;
  credentialsValid: boolean;
  /** Sends the browser to sign in; afterwards it comes back to `redirect` (a same-origin path). */
  login(redirect?: string): Promise<void>;
  /** Local logout, then the question about the identity service. */
  logout(): Promise<void>;
  refreshUser(): Promise<void>;
  /** PUT /auth (JSON, or multipart with FormData); shows the alerts of docs/ACCOUNTS.md "The session in the app"; rejects on failure. */
  updateProfile(input: ProfileUpdate | FormData): Promise<void>;
  deleteAccount(): Promise<void>;
}

/** The whole session state machine snapshot (status, flags, profile errors). */
export function useSessionState(): SessionState {
  // The server renders every page as a guest, and hydration draws what the server drew; the
  // stored session shows right after (docs/DECISIONS.md "Server rendering").
  return useBrowserStore(sessionStore.subscribe, sessionStore.getSnapshot, serverSnapshot, sameSession);
}

/** Field errors of the last failed profile update, until they are cleared (3 s or 5 s). */
export function useProfileErrors(): Record<string, string[]> | null {
  return useSessionState().profileErrors;
}

/** The session: status, user, credential validity and the account actions. */
export function useSession(): Session {
  const state = useSessionState();
  const shell = useContext(ShellContext);
  const locale = shell?.locale ?? apiLocale();
  // Read on every render: cookies change outside React (other tabs, the refresh on 401).
  const valid = useAfterHydration(false, credentialsValid());
  return useMemo(
    () => ({
      status: state.status,
      user: state.user,
      credentialsValid: valid,
      login: (redirect?: string) => actions.startLogin(redirect ?? null, locale),
      logout: async () => actions.logout(),
      refreshUser: async () => {
        await actions.loadUser();
      },
      updateProfile: actions.updateProfile,
      deleteAccount: actions.deleteAccount,
    }),
    [state.status, state.user, valid, locale],
  );
}
