import { clearCredentials } from './credentials.ts';
import { sessionStore } from './session-store.ts';

/** What a feature does to this device when its user signs out on purpose (given the user's id). */
export type SignOutHook = (userId: string) => unknown;

const signOutHooks = new Set<SignOutHook>();

/**
 * Registers a clean-up for a deliberate sign-out or account deletion (the shell registers the
 * chat wipe, docs/CHAT.md): the kernel knows no feature, so features hook in here.
 */
export function onSignOut(hook: SignOutHook): () => void {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

/**
 * Signs out on purpose: the hooks clean the device for the signed-in user, then tokens and user
 * are dropped. `askIdentityLogout` opens the question about the identity service.
 */
export function signOut({ askIdentityLogout }: { askIdentityLogout: boolean }): void {
  const user = sessionStore.getSnapshot().user;
  if (user) {
    for (const hook of signOutHooks) {
      try {
        void Promise.resolve(hook(user.id)).catch((error: unknown) => console.warn('sign-out hook failed', error));
      } catch (error) {
        console.warn('sign-out hook failed', error);
      }
    }
  }
  clearCredentials();
  sessionStore.dispatch({ type: 'loggedOut', byUser: true, askIdentityLogout });
}

/** Drops a session that ran out (stale stored user, refused refresh) without asking anything. */
export function endSessionQuietly(): void {
  clearCredentials();
  if (sessionStore.getSnapshot().status !== 'signedOut') {
    sessionStore.dispatch({ type: 'loggedOut', byUser: false, askIdentityLogout: false });
  }
}
