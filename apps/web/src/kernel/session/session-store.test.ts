import { describe, expect, it } from 'vitest';
import { ACCOUNT_STORAGE_KEY, createSessionStore, SIGNED_OUT, type AccountStorage } from './session-store.ts';

function memory(initial: Record<string, string> = {}): AccountStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

describe('session store', () => {
  it('goes from signed out through signing in to signed in, persisting the account', () => {
    const storage = memory();
    const store = createSessionStore(storage);
    expect(store.getSnapshot()).toEqual(SIGNED_OUT);
    store.dispatch({ type: 'signInStarted' });
    expect(store.getSnapshot().status).toBe('signingIn');
    store.dispatch({ type: 'userLoaded', user: { id: '7', display_name: 'Ann' } });
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', user: { id: '7' } });
    expect(JSON.parse(storage.data[ACCOUNT_STORAGE_KEY] ?? 'null')).toEqual({ id: '7', display_name: 'Ann' });
  });

  it('starts signed in from a persisted account and ignores a broken one', () => {
    expect(createSessionStore(memory({ [ACCOUNT_STORAGE_KEY]: '{"id":"1"}' })).getSnapshot().status).toBe('signedIn');
    expect(createSessionStore(memory({ [ACCOUNT_STORAGE_KEY]: '{nope' })).getSnapshot()).toEqual(SIGNED_OUT);
  });

  it('logout clears the user, sets the logout flag and can ask about the identity service', () => {
    const storage = memory({ [ACCOUNT_STORAGE_KEY]: '{"id":"1"}' });
    const store = createSessionStore(storage);
    store.dispatch({ type: 'loggedOut', byUser: true, askIdentityLogout: true });
    expect(store.getSnapshot()).toMatchObject({
      status: 'signedOut',
      user: null,
      loggedOut: true,
      identityLogoutPrompt: true,
    });
    expect(storage.data[ACCOUNT_STORAGE_KEY]).toBeUndefined();
    store.dispatch({ type: 'confirmLogoutStarted' });
    expect(store.getSnapshot().confirmLogoutFromFanId).toBe(true);
    store.dispatch({ type: 'confirmLogoutSettled' });
    expect(store.getSnapshot()).toMatchObject({ confirmLogoutFromFanId: false, identityLogoutPrompt: false });
    store.dispatch({ type: 'userLoaded', user: { id: '2' } });
    expect(store.getSnapshot().loggedOut).toBe(false);
    store.dispatch({ type: 'loggedOut', byUser: false, askIdentityLogout: false });
    expect(store.getSnapshot()).toMatchObject({ user: null, loggedOut: false, identityLogoutPrompt: false });
  });

  it('remembers a banned sign-in until cleared, and notifies subscribers only on change', () => {
    const store = createSessionStore(null);
    let calls = 0;
    const off = store.subscribe(() => calls++);
    store.dispatch({ type: 'signInFailed', failure: 'banned' });
    expect(store.getSnapshot()).toMatchObject({ status: 'signedOut', failure: 'banned' });
    store.dispatch({ type: 'signInStarted' });
    expect(store.getSnapshot().failure).toBeNull();
    off();
    store.dispatch({ type: 'failureCleared' });
    expect(calls).toBe(2);
  });
});
