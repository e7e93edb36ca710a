import type { ChatSyncStatus } from '@tribune/domain';

/** The sync part of the chat session (docs/CHAT.md "The app's rules"): status and the refresh progress. */
export interface SyncState {
  status: ChatSyncStatus | 'idle';
  /** 25, 50, 75, 100 during and after a full refresh; null for ordinary syncs. */
  progress: number | null;
  /** Whether the running pass is a refresh (clears local data first). */
  refreshing: boolean;
  /** The last failure, for the log and the retry affordance. */
  error: string | null;
}

/** What happens during a sync pass. */
export type SyncEvent =
  | { type: 'refreshStarted' }
  /** Local messages and conversations are cleared (refresh only). */
  | { type: 'cleared' }
  | { type: 'syncStarted' }
  | { type: 'conversationsSynced' }
  | { type: 'messagesSynced' }
  /** Pending messages retried and keys shared: the pass is over. */
  | { type: 'finished' }
  | { type: 'failed'; message: string }
  | { type: 'stopped' };

/** The state before the first sync. */
export const SYNC_IDLE: SyncState = { status: 'idle', progress: null, refreshing: false, error: null };

/** The sync transitions, pure: syncing-conversations -> syncing-messages -> synced, or error. */
export function syncReducer(state: SyncState, event: SyncEvent): SyncState {
  switch (event.type) {
    case 'refreshStarted':
      return { status: 'syncing-conversations', progress: null, refreshing: true, error: null };
    case 'cleared':
      return state.refreshing ? { ...state, progress: 25 } : state;
    case 'syncStarted':
      // A refresh keeps its progress; an ordinary pass clears a finished refresh's 100.
      return state.refreshing
        ? { ...state, status: 'syncing-conversations' }
        : { status: 'syncing-conversations', progress: null, refreshing: false, error: null };
    case 'conversationsSynced':
      if (state.status !== 'syncing-conversations') return state;
      return { ...state, status: 'syncing-messages', progress: state.refreshing ? 50 : null };
    case 'messagesSynced':
      if (state.status !== 'syncing-messages') return state;
      return { ...state, progress: state.refreshing ? 75 : null };
    case 'finished':
      if (state.status !== 'syncing-messages') return state;
      return { status: 'synced', progress: state.refreshing ? 100 : null, refreshing: false, error: null };
    case 'failed':
      return { status: 'error', progress: null, refreshing: false, error: event.message };
    case 'stopped':
      return SYNC_IDLE;
  }
}
