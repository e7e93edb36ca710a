import { ApiError } from '@tribune/api-client';
import { ALERT_DISPLAY_MS, ERROR_CLEAR_MS, isQuietProfileUpdate } from '@tribune/domain';
import { showAlert } from '../alerts.ts';
import { authorizeUrl, endSessionUrl } from './oidc.ts';
import { sessionStore, type CurrentUser } from './session-store.ts';
import { signOut } from './sign-out.ts';
import { deleteAuth, fetchCurrentUser, putProfile, type ProfileUpdate } from './user-api.ts';

const { dispatch } = sessionStore;

/** Sends the browser to the identity service's authorize page; the redirect travels in the state. */
export async function startLogin(redirect: string | null, locale: string): Promise<void> {
  dispatch({ type: 'signInStarted' });
  try {
    window.location.assign(await authorizeUrl({ redirect, locale }));
  } catch (error) {
    dispatch({ type: 'signInFailed', failure: 'error' });
    throw error;
  }
}

let loading: Promise<CurrentUser> | null = null;

/** Loads the user from GET /v2/user/show; concurrent callers share one request. */
export function loadUser(): Promise<CurrentUser> {
  loading ??= fetchCurrentUser()
    .then((user) => {
      dispatch({ type: 'userLoaded', user });
      return user;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Shows the banned alert: login failure with code 404. */
export function signInBanned(): void {
  dispatch({ type: 'signInFailed', failure: 'banned' });
  showAlert('danger', { key: 'alerts.banned' });
}

/** Local logout: drops tokens and user, then asks whether to sign out of the identity service too. */
export function logout(): void {
  signOut({ askIdentityLogout: true });
}

/**
 * Opens the identity service's sign-out page in a new window. The confirm flag is set for the
 * attempt and cleared on success or failure; a blocked popup falls back to this window.
 */
export function confirmIdentityLogout(): void {
  dispatch({ type: 'confirmLogoutStarted' });
  const url = endSessionUrl();
  try {
    const popup = window.open(url, '_blank');
    if (popup) popup.opener = null;
    else window.location.assign(url);
  } finally {
    dispatch({ type: 'confirmLogoutSettled' });
  }
}

/** Closes the identity sign-out question without signing out there. */
export function dismissIdentityLogout(): void {
  dispatch({ type: 'identityLogoutPromptClosed' });
}

let errorTimer: ReturnType<typeof setTimeout> | undefined;

// Fields may come flat or nested under `user` (`{ user: {...} }`, `user[welcomed_at]`).
function fieldsOf(input: ProfileUpdate | FormData): string[] {
  if (input instanceof FormData) return [...new Set([...input.keys()].map((k) => k.replace(/^user\[(.+)\]$/, '$1')))];
  const nested = input.user;
  const inner = nested && typeof nested === 'object' && !Array.isArray(nested) ? Object.keys(nested) : [];
  return [...Object.keys(input).filter((k) => k !== 'user' || inner.length === 0), ...inner];
}

/**
 * PUT /auth and the alerts (docs/ACCOUNTS.md "The session in the app"): success (unless only quiet fields changed); a failure
 * with full_messages shows a danger alert for 3 s and then clears the errors, any other
 * failure clears them after 5 s. Rejects with the failure so the caller can keep its form.
 */
export async function updateProfile(input: ProfileUpdate | FormData): Promise<void> {
  try {
    const user = await putProfile(input);
    clearTimeout(errorTimer);
    dispatch({ type: 'userLoaded', user });
    dispatch({ type: 'profileErrors', errors: null });
    if (!isQuietProfileUpdate(fieldsOf(input))) showAlert('success', { key: 'alerts.profileUpdated' });
  } catch (error) {
    const errors = error instanceof ApiError ? readErrors(error) : null;
    const messages = errors?.full_messages ?? [];
    dispatch({ type: 'profileErrors', errors: errors ?? { full_messages: [] } });
    if (messages.length > 0) showAlert('danger', { text: messages.join(' ') });
    clearTimeout(errorTimer);
    errorTimer = setTimeout(
      () => dispatch({ type: 'profileErrors', errors: null }),
      messages.length > 0 ? ALERT_DISPLAY_MS : ERROR_CLEAR_MS,
    );
    throw error;
  }
}

function readErrors(error: ApiError): Record<string, string[]> | null {
  const raw = (error.body as { errors?: unknown } | null)?.errors;
  if (!raw || typeof raw !== 'object') return null;
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === 'string');
  }
  return out;
}

/** DELETE /auth, then a local logout without the identity question (that account is gone). */
export async function deleteAccount(): Promise<void> {
  await deleteAuth();
  signOut({ askIdentityLogout: false });
}
