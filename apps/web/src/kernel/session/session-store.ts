import type { components } from '@tribune/api-client';

/**
 * The signed-in user: the attributes of GET /v2/user/show plus the resource id. Partial because
 * the copy persisted on this device may come from an older build that knew fewer attributes.
 */
export type CurrentUser = { id: string } & Partial<components['schemas']['CurrentUser']['attributes']>;

/** Signed-out becomes signing-in becomes signed-in (docs/ACCOUNTS.md "The session in the app"). */
export type SessionStatus = 'signedOut' | 'signingIn' | 'signedIn';

/** Why the last sign-in failed: the account is banned (login failure with code 404), or anything else. */
export type SignInFailure = 'banned' | 'error';

/** The session machine's state. */
export interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  /** A logout was just done: protected pages send to the login page even if cookies linger. */
  loggedOut: boolean;
  /** The "also sign out of the identity service?" dialog is open. */
  identityLogoutPrompt: boolean;
  /** Set while the identity sign-out page is being opened; cleared on success or failure. */
  confirmLogoutFromFanId: boolean;
  failure: SignInFailure | null;
  /** Field errors of the last failed profile update (`errors` of the error body), until cleared. */
  profileErrors: Record<string, string[]> | null;
}

/** What can happen to the session. */
export type SessionEvent =
  | { type: 'signInStarted' }
  | { type: 'userLoaded'; user: CurrentUser }
  | { type: 'signInFailed'; failure: SignInFailure }
  | { type: 'failureCleared' }
  /** `byUser`: the user signed out (or deleted the account), as opposed to a session that ran out. */
  | { type: 'loggedOut'; byUser: boolean; askIdentityLogout: boolean }
  | { type: 'identityLogoutPromptClosed' }
  | { type: 'confirmLogoutStarted' }
  | { type: 'confirmLogoutSettled' }
  | { type: 'profileErrors'; errors: Record<string, string[]> | null };

/** The state of a browser that never signed in. */
export const SIGNED_OUT: SessionState = {
  status: 'signedOut',
  user: null,
  loggedOut: false,
  identityLogoutPrompt: false,
  confirmLogoutFromFanId: false,
  failure: null,
  profileErrors: null,
};

/** The session transitions, pure. */
export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'signInStarted':
      return state.status === 'signedIn' ? state : { ...state, status: 'signingIn', failure: null };
    case 'userLoaded':
      return { ...state, status: 'signedIn', user: event.user, loggedOut: false, failure: null };
    case 'signInFailed':
      return { ...state, status: 'signedOut', user: null, failure: event.failure };
    case 'failureCleared':
      return { ...state, failure: null };
    case 'loggedOut':
      return {
        ...SIGNED_OUT,
        loggedOut: event.byUser,
        identityLogoutPrompt: event.askIdentityLogout,
        confirmLogoutFromFanId: state.confirmLogoutFromFanId,
      };
    case 'identityLogoutPromptClosed':
      return { ...state, identityLogoutPrompt: false };
    case 'confirmLogoutStarted':
      return { ...state, confirmLogoutFromFanId: true };
    case 'confirmLogoutSettled':
      return { ...state, confirmLogoutFromFanId: false, identityLogoutPrompt: false };
    case 'profileErrors':
      return { ...state, profileErrors: event.errors };
  }
}

/** The storage the account slice is persisted to (localStorage in the browser). */
export type AccountStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The localStorage key of the persisted account (docs/ACCOUNTS.md "The session in the app"). */
export const ACCOUNT_STORAGE_KEY = 'tribune-account';

function loadUser(storage: AccountStorage | null): CurrentUser | null {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(ACCOUNT_STORAGE_KEY) ?? 'null');
    const user = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : null;
    return user && typeof user.id === 'string' ? (user as CurrentUser) : null;
  } catch {
    return null;
  }
}

/** A session store: the machine plus subscribe/getSnapshot for useSyncExternalStore. */
export interface SessionStore {
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  dispatch(event: SessionEvent): void;
}

/**
 * Creates the store. A persisted account starts it signed in (the app start then checks the
 * credentials and reloads or drops the user); the user is written back on every change.
 */
export function createSessionStore(storage: AccountStorage | null): SessionStore {
  const stored = loadUser(storage);
  let state: SessionState = stored ? { ...SIGNED_OUT, status: 'signedIn', user: stored } : SIGNED_OUT;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(event) {
      const next = sessionReducer(state, event);
      if (next === state) return;
      if (next.user !== state.user) {
        try {
          if (next.user) storage?.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify(next.user));
          else storage?.removeItem(ACCOUNT_STORAGE_KEY);
        } catch {
          // Storage full or blocked: the session still works for this page load.
        }
      }
      state = next;
      listeners.forEach((l) => l());
    },
  };
}

/** The app's one session store. */
export const sessionStore: SessionStore = createSessionStore(typeof localStorage === 'undefined' ? null : localStorage);
