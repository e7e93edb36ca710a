import { useEffect, useSyncExternalStore } from 'react';
import { chatEnabled, chatEncryptionEnabled } from '@tribune/domain';
import { useShell } from '../../../kernel/shell-context.ts';
import { useSession } from '../../../kernel/session/session.ts';
import { sessionStore } from '../../../kernel/session/session-store.ts';
import { resetChatKeyManagers } from '../keys/key-manager.ts';
import { closeChatDbs } from '../store/db.ts';
import type { ChatContext } from './context.ts';
import { ChatRuntime, NO_SESSION, type ChatSessionSnapshot } from './runtime.ts';

export type { ChatSessionSnapshot } from './runtime.ts';

let current: ChatRuntime | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Subscribes to session changes (a new session, sync, socket). */
export function subscribeChatSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The running session's snapshot, or the idle one. */
export function chatSessionSnapshot(): ChatSessionSnapshot {
  return current?.getSnapshot() ?? NO_SESSION;
}

/** The running session (for the data-layer calls), or null. */
export function activeRuntime(): ChatRuntime | null {
  return current;
}

/** The running session's context (store, keys, API), or null. */
export function activeContext(): ChatContext | null {
  return current?.ctx ?? null;
}

/** Starts the session of a user (once); another user's session is stopped first. */
export function ensureChatSession(userId: string, uid: string, e2e: boolean): void {
  if (current && current.ctx.userId === userId && current.ctx.e2e === e2e) return;
  current?.stop();
  current = new ChatRuntime(userId, uid, e2e, notify);
  current.start();
  notify();
}

/** Stops the session and closes the chat databases (sign-out). */
export function stopChatSession(): void {
  if (!current) return;
  current.stop();
  current = null;
  closeChatDbs();
  notify();
}

// Sign-out (or another user signing in) ends the session and forgets the key managers: the
// database and the keys are per user.
let signedInAs: string | null = sessionStore.getSnapshot().user?.id ?? null;
sessionStore.subscribe(() => {
  const userId = sessionStore.getSnapshot().user?.id ?? null;
  if (userId === signedInAs) return;
  const previous = signedInAs;
  signedInAs = userId;
  if (current && current.ctx.userId !== userId) stopChatSession();
  if (previous) {
    resetChatKeyManagers();
    closeChatDbs();
  }
});

/**
 * The chat session of the signed-in user; mounting it (inside the chat pages, with chat enabled)
 * starts sync, socket and (with end-to-end encryption) the key setup.
 */
export function useChatSession(): ChatSessionSnapshot {
  const { config, flags } = useShell();
  const { user } = useSession();
  const enabled = chatEnabled(config, flags);
  const e2e = chatEncryptionEnabled(config, flags);
  const userId = user?.id ?? null;
  const uid = typeof user?.uid === 'string' ? user.uid : '';
  useEffect(() => {
    if (enabled && userId) ensureChatSession(userId, uid, e2e);
  }, [enabled, userId, uid, e2e]);
  return useSyncExternalStore(subscribeChatSession, chatSessionSnapshot, chatSessionSnapshot);
}

/** Full refresh of the local chat store (docs/CHAT.md "The app's rules": progress 25, 50, 75, 100). */
export async function refreshChat(): Promise<void> {
  await current?.refresh();
}
