import { describe, expect, it } from 'vitest';
import {
  chatKeyReducer,
  initialChatKeySnapshot,
  setupDecision,
  type ChatKeyEvent,
  type ChatKeySnapshot,
} from './machine.ts';

const start = initialChatKeySnapshot('user-1', 'uid-1');
const run = (events: ChatKeyEvent[], from: ChatKeySnapshot = start): ChatKeySnapshot =>
  events.reduce(chatKeyReducer, from);
const ready: ChatKeyEvent = { type: 'ready', publicKey: '{"kty":"RSA"}', backedUp: false, backupPrompt: true };

describe('chatKeyReducer', () => {
  it('starts idle for the user, with no key and no error', () => {
    expect(start).toEqual({
      status: 'idle',
      userId: 'user-1',
      uid: 'uid-1',
      publicKey: null,
      backedUp: false,
      backupPrompt: false,
      restoreError: null,
      message: null,
    });
  });

  it('goes checking, generating, ready for a user without any key', () => {
    const s = run([{ type: 'check' }, { type: 'generate' }, ready]);
    expect(s.status).toBe('ready');
    expect(s.publicKey).toBe('{"kty":"RSA"}');
    expect(s.backupPrompt).toBe(true);
  });

  it('needs a restore when the server has a key this device lacks, and keeps the backed-up flag', () => {
    const s = run([{ type: 'check' }, { type: 'needsRestore', backedUp: true }]);
    expect(s.status).toBe('needs-restore');
    expect(s.backedUp).toBe(true);
    expect(s.publicKey).toBeNull();
  });

  it('records a failed restore with its error flag and message, and clears them on the next attempt', () => {
    const failed = run([
      { type: 'check' },
      { type: 'needsRestore', backedUp: true },
      { type: 'restoreStarted' },
      { type: 'restoreFailed', error: 'key-mismatch', message: 'keyMismatch' },
    ]);
    expect(failed.status).toBe('needs-restore');
    expect(failed.restoreError).toBe('key-mismatch');
    expect(failed.message).toBe('keyMismatch');
    const again = chatKeyReducer(failed, { type: 'restoreStarted' });
    expect(again.status).toBe('restoring');
    expect(again.restoreError).toBeNull();
    expect(again.message).toBeNull();
  });

  it('becomes ready after a successful restore', () => {
    const s = run([{ type: 'check' }, { type: 'needsRestore', backedUp: true }, { type: 'restoreStarted' }, ready]);
    expect(s.status).toBe('ready');
    expect(s.restoreError).toBeNull();
  });

  it('ignores a restore that is not asked for while the key is ready or being made', () => {
    const readyState = run([{ type: 'check' }, { type: 'generate' }, ready]);
    expect(chatKeyReducer(readyState, { type: 'restoreStarted' })).toBe(readyState);
    const generating = run([{ type: 'check' }, { type: 'generate' }]);
    expect(chatKeyReducer(generating, { type: 'restoreStarted' })).toBe(generating);
    expect(chatKeyReducer(generating, { type: 'check' })).toBe(generating);
  });

  it('ignores a late answer: a restore failure after the key became ready changes nothing', () => {
    const readyState = run([{ type: 'check' }, { type: 'generate' }, ready]);
    expect(chatKeyReducer(readyState, { type: 'restoreFailed', error: 'exception', message: 'restoreFailed' })).toBe(
      readyState,
    );
    expect(chatKeyReducer(readyState, { type: 'needsRestore', backedUp: false })).toBe(readyState);
  });

  it('shows a setup failure as error and retries from there', () => {
    const failed = run([{ type: 'check' }, { type: 'failed', message: 'setupFailed' }]);
    expect(failed.status).toBe('error');
    expect(failed.message).toBe('setupFailed');
    const retry = chatKeyReducer(failed, { type: 'check' });
    expect(retry.status).toBe('checking');
    expect(retry.message).toBeNull();
  });

  it('generates a new key from ready or needs-restore (destructive path), dropping the old public key', () => {
    const readyState = run([{ type: 'check' }, { type: 'generate' }, ready]);
    const fromReady = chatKeyReducer(readyState, { type: 'generate' });
    expect(fromReady.status).toBe('generating');
    expect(fromReady.publicKey).toBeNull();
    const fromRestore = run([{ type: 'check' }, { type: 'needsRestore', backedUp: false }, { type: 'generate' }]);
    expect(fromRestore.status).toBe('generating');
  });

  it('marks the key backed up only while ready, and the backup ends the prompt', () => {
    const readyState = run([{ type: 'check' }, { type: 'generate' }, ready]);
    const backed = chatKeyReducer(readyState, { type: 'backedUp' });
    expect(backed.backedUp).toBe(true);
    expect(backed.backupPrompt).toBe(false);
    const restoring = run([{ type: 'check' }, { type: 'needsRestore', backedUp: false }]);
    expect(chatKeyReducer(restoring, { type: 'backedUp' })).toBe(restoring);
  });

  it('dismisses the backup prompt without claiming a backup', () => {
    const readyState = run([{ type: 'check' }, { type: 'generate' }, ready]);
    const dismissed = chatKeyReducer(readyState, { type: 'backupPromptDismissed' });
    expect(dismissed.backupPrompt).toBe(false);
    expect(dismissed.backedUp).toBe(false);
  });
});

describe('setupDecision', () => {
  const same = (a: string, b: string) => a === b;

  it('generates when neither the device nor the server has a key', () => {
    expect(setupDecision(null, null, same)).toBe('generate');
  });

  it('needs a restore when only the server has a key', () => {
    expect(setupDecision(null, 'server', same)).toBe('needs-restore');
  });

  it('registers a local key the server does not know', () => {
    expect(setupDecision('local', null, same)).toBe('register-local');
  });

  it('uses a local key that matches the server', () => {
    expect(setupDecision('key', 'key', same)).toBe('use-local');
  });

  it('needs a restore when another device replaced the server key', () => {
    expect(setupDecision('old', 'new', same)).toBe('needs-restore');
  });
});
