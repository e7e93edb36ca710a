import { describe, expect, it } from 'vitest';
import { SYNC_IDLE, syncReducer, type SyncEvent, type SyncState } from './sync-machine.ts';

const run = (events: SyncEvent[], from: SyncState = SYNC_IDLE) => {
  const seen: SyncState[] = [];
  let state = from;
  for (const e of events) {
    state = syncReducer(state, e);
    seen.push(state);
  }
  return seen;
};

describe('sync machine', () => {
  it('goes syncing-conversations -> syncing-messages -> synced without progress', () => {
    const states = run([
      { type: 'syncStarted' },
      { type: 'conversationsSynced' },
      { type: 'messagesSynced' },
      { type: 'finished' },
    ]);
    expect(states.map((s) => s.status)).toEqual([
      'syncing-conversations',
      'syncing-messages',
      'syncing-messages',
      'synced',
    ]);
    expect(states.every((s) => s.progress === null)).toBe(true);
  });

  it('reports refresh progress 25, 50, 75, 100', () => {
    const states = run([
      { type: 'refreshStarted' },
      { type: 'cleared' },
      { type: 'syncStarted' },
      { type: 'conversationsSynced' },
      { type: 'messagesSynced' },
      { type: 'finished' },
    ]);
    expect(states.map((s) => s.progress)).toEqual([null, 25, 25, 50, 75, 100]);
    expect(states.at(-1)).toEqual({ status: 'synced', progress: 100, refreshing: false, error: null });
  });

  it('an ordinary sync after a refresh clears the 100', () => {
    const done: SyncState = { status: 'synced', progress: 100, refreshing: false, error: null };
    expect(syncReducer(done, { type: 'syncStarted' })).toEqual({
      status: 'syncing-conversations',
      progress: null,
      refreshing: false,
      error: null,
    });
  });

  it('a failure at any step is error with the message; the next start leaves it', () => {
    const [, failed, again] = run([
      { type: 'syncStarted' },
      { type: 'failed', message: 'HTTP 503' },
      { type: 'syncStarted' },
    ]);
    expect(failed).toEqual({ status: 'error', progress: null, refreshing: false, error: 'HTTP 503' });
    expect(again?.status).toBe('syncing-conversations');
    expect(again?.error).toBeNull();
  });

  it('ignores steps that do not fit the status (a late answer of an older pass)', () => {
    const synced: SyncState = { status: 'synced', progress: null, refreshing: false, error: null };
    expect(syncReducer(synced, { type: 'conversationsSynced' })).toBe(synced);
    expect(syncReducer(synced, { type: 'finished' })).toBe(synced);
    expect(syncReducer(SYNC_IDLE, { type: 'cleared' })).toBe(SYNC_IDLE);
    expect(syncReducer(synced, { type: 'stopped' })).toEqual(SYNC_IDLE);
  });
});
