import type { ChatRestoreError } from '@tribune/domain';

/** Where the user's chat key stands on this device. */
export type ChatKeyStatus = 'idle' | 'checking' | 'generating' | 'ready' | 'needs-restore' | 'restoring' | 'error';

/**
 * Why the last action failed, as a code the screens translate (`chatKeys.messages.{code}`):
 * the manager never holds display text, so a language switch needs no new state.
 */
export type ChatKeyMessage =
  | 'setupFailed'
  | 'generateFailed'
  | 'wrongPassword'
  | 'noBackup'
  | 'keyMismatch'
  | 'invalidKey'
  | 'restoreFailed'
  | 'transferFailed';

/** What the screens see of the key manager (useSyncExternalStore snapshot). */
export interface ChatKeySnapshot {
  status: ChatKeyStatus;
  userId: string;
  uid: string;
  /** This device's public key (JWK JSON text) once ready. */
  publicKey: string | null;
  /** The server holds a password backup of the user's key. */
  backedUp: boolean;
  /** The app should still ask the user to back the key up (metadata keyBackupPrompt). */
  backupPrompt: boolean;
  /** The last restore's failure kind (docs/CHAT.md "The app's rules"), cleared when a new restore starts. */
  restoreError: ChatRestoreError | null;
  message: ChatKeyMessage | null;
}

/** What happens to the key setup; the manager dispatches these as its async steps finish. */
export type ChatKeyEvent =
  | { type: 'check' }
  | { type: 'generate' }
  | { type: 'ready'; publicKey: string; backedUp: boolean; backupPrompt: boolean }
  | { type: 'needsRestore'; backedUp: boolean }
  | { type: 'restoreStarted' }
  | { type: 'restoreFailed'; error: ChatRestoreError; message: ChatKeyMessage }
  | { type: 'failed'; message: ChatKeyMessage }
  | { type: 'backedUp' }
  | { type: 'backupPromptDismissed' };

/** The snapshot before anything was checked. */
export function initialChatKeySnapshot(userId: string, uid: string): ChatKeySnapshot {
  return {
    status: 'idle',
    userId,
    uid,
    publicKey: null,
    backedUp: false,
    backupPrompt: false,
    restoreError: null,
    message: null,
  };
}

/**
 * The key setup's transitions (docs/CHAT.md "The app's rules"). Events that make no
 * sense in the current status are ignored, so a late answer of an abandoned step cannot
 * undo a newer one (e.g. a check finishing after the user already restored).
 */
export function chatKeyReducer(state: ChatKeySnapshot, event: ChatKeyEvent): ChatKeySnapshot {
  const { status } = state;
  switch (event.type) {
    case 'check':
      if (status === 'checking' || status === 'generating' || status === 'restoring') return state;
      return { ...state, status: 'checking', message: null, restoreError: null };
    case 'generate':
      if (status !== 'checking' && status !== 'needs-restore' && status !== 'ready') return state;
      return { ...state, status: 'generating', publicKey: null, message: null, restoreError: null };
    case 'ready':
      if (status !== 'checking' && status !== 'generating' && status !== 'restoring') return state;
      return {
        ...state,
        status: 'ready',
        publicKey: event.publicKey,
        backedUp: event.backedUp,
        backupPrompt: event.backupPrompt,
        message: null,
        restoreError: null,
      };
    case 'needsRestore':
      if (status !== 'checking') return state;
      return { ...state, status: 'needs-restore', publicKey: null, backedUp: event.backedUp };
    case 'restoreStarted':
      if (status !== 'needs-restore') return state;
      return { ...state, status: 'restoring', message: null, restoreError: null };
    case 'restoreFailed':
      if (status !== 'restoring') return state;
      return { ...state, status: 'needs-restore', restoreError: event.error, message: event.message };
    case 'failed':
      if (status !== 'checking' && status !== 'generating') return state;
      return { ...state, status: 'error', publicKey: null, message: event.message };
    case 'backedUp':
      if (status !== 'ready') return state;
      return { ...state, backedUp: true, backupPrompt: false };
    case 'backupPromptDismissed':
      return { ...state, backupPrompt: false };
  }
}

/** What the key setup does next, from this device's and the server's public key (docs/CHAT.md "The app's rules"). */
export type SetupDecision = 'use-local' | 'register-local' | 'needs-restore' | 'generate';

/**
 * Key setup's decision: a local key that the server knows is used; one the server lacks is
 * registered; one the server replaced (another device made a new key) needs a restore, as does
 * a device without a key while the server has one; with neither, a pair is generated.
 */
export function setupDecision(
  localPublicKey: string | null,
  serverPublicKey: string | null,
  same: (a: string, b: string) => boolean,
): SetupDecision {
  if (localPublicKey !== null) {
    if (serverPublicKey === null) return 'register-local';
    return same(serverPublicKey, localPublicKey) ? 'use-local' : 'needs-restore';
  }
  return serverPublicKey === null ? 'generate' : 'needs-restore';
}
