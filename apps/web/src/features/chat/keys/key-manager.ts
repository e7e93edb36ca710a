import { useEffect, useSyncExternalStore } from 'react';
import {
  backupPrivateKey,
  ChatCryptoError,
  exportKeyFile,
  exportPublicKey,
  importKeyFile,
  parseTransferCode,
  publicKeyOf,
  restorePrivateKey,
  samePublicKey,
  sealForTransfer,
} from '@tribune/chat-crypto';
import { ApiError } from '@tribune/api-client';
import { chatEncryptionEnabled, type ChatRestoreError } from '@tribune/domain';
import { useShell } from '../../../kernel/shell-context.ts';
import { useSession } from '../../../kernel/session/session.ts';
import * as keysApi from './api.ts';
import { generateKeyPairOffThread } from './keygen.ts';
import {
  clearConversationKeys,
  loadLocalKey,
  readBackupPrompt,
  readBackupStale,
  saveLocalKey,
  writeBackupPrompt,
  writeBackupStale,
} from './local-store.ts';
import {
  chatKeyReducer,
  initialChatKeySnapshot,
  setupDecision,
  type ChatKeyEvent,
  type ChatKeyMessage,
  type ChatKeySnapshot,
  type ChatKeyStatus,
} from './machine.ts';

export type { ChatKeySnapshot, ChatKeyStatus, ChatKeyMessage } from './machine.ts';

/** How a backup attempt ended (docs/CHAT.md "The app's rules"). */
export type BackupResult = { ok: true } | { ok: false; failure: 'noKey' | 'server' | 'unknown'; reason?: string };

/** How sharing the key with another device ended. */
export type ShareResult = { ok: true } | { ok: false; failure: 'invalidCode' | 'noKey' | 'unknown' };

// Two tabs of the same user must not generate two key pairs at once: the second would replace
// the first's public key. A Web Lock serialises the setup; without one, the tab runs alone.
async function withKeyLock<T>(userId: string, run: () => Promise<T>): Promise<T> {
  return typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request(`tribune-chat-keys-${userId}`, run)
    : run();
}

/**
 * The chat key of one signed-in user on this device (docs/CHAT.md "The app's rules"): a
 * state machine whose async steps dispatch events into {@link chatKeyReducer}.
 */
export class ChatKeyManager {
  private snapshot: ChatKeySnapshot;
  private readonly listeners = new Set<() => void>();
  private privateKey: CryptoKey | null = null;
  private started = false;

  constructor(
    readonly userId: string,
    readonly uid: string,
  ) {
    this.snapshot = initialChatKeySnapshot(userId, uid);
  }

  /** The current snapshot (stable between changes, for useSyncExternalStore). */
  readonly getSnapshot = (): ChatKeySnapshot => this.snapshot;

  /** Calls `listener` after every change; returns the unsubscribe. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Applies one event; listeners hear only real changes. */
  dispatch(event: ChatKeyEvent): void {
    const next = chatKeyReducer(this.snapshot, event);
    if (next === this.snapshot) return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }

  /** The private key while the status is ready, else null. */
  ownKey(): CryptoKey | null {
    return this.snapshot.status === 'ready' ? this.privateKey : null;
  }

  /**
   * The private key once the key check or the key generation under way has finished: a message
   * sent right after a page load, or a new chatter's first message while 'Setting up encryption
   * for your messages…' is still on screen, waits for the key instead of failing.
   */
  async settledKey(): Promise<CryptoKey | null> {
    if (this.snapshot.status === 'idle') this.ensureStarted();
    if (busy(this.snapshot.status)) {
      await new Promise<void>((resolve) => {
        const unsubscribe = this.subscribe(() => {
          if (busy(this.snapshot.status)) return;
          unsubscribe();
          resolve();
        });
      });
    }
    return this.ownKey();
  }

  /** Runs the first check once per manager. */
  ensureStarted(): void {
    if (this.started) return;
    this.started = true;
    void this.check();
  }

  /** Key setup: local key vs. the server's public key; generates a pair when neither exists. */
  async check(): Promise<void> {
    this.dispatch({ type: 'check' });
    if (this.snapshot.status !== 'checking') return;
    try {
      await withKeyLock(this.userId, async () => {
        const [local, serverPublic, backup] = await Promise.all([
          loadLocalKey(this.userId),
          keysApi.fetchPublicKey(this.uid),
          keysApi.fetchBackup(this.uid),
        ]);
        const decision = setupDecision(local?.publicKeyJwk ?? null, serverPublic, samePublicKey);
        if (decision === 'needs-restore') {
          // No key here, or another device made a new key pair since: this one cannot open new messages.
          this.dispatch({ type: 'needsRestore', backedUp: backup !== null });
          return;
        }
        if (local) {
          if (decision === 'register-local') await keysApi.storePublicKey(this.uid, local.publicKeyJwk);
          this.privateKey = local.privateKey;
          const [backupPrompt, stale] = await Promise.all([
            readBackupPrompt(this.userId),
            readBackupStale(this.userId),
          ]);
          const backedUp = backup !== null && !stale;
          this.dispatch({ type: 'ready', publicKey: local.publicKeyJwk, backedUp, backupPrompt });
          return;
        }
        this.dispatch({ type: 'generate' });
        await this.createKeyPair();
      });
    } catch (error) {
      console.error('chat key setup failed', error);
      this.dispatch({
        type: 'failed',
        message: this.getSnapshot().status === 'generating' ? 'generateFailed' : 'setupFailed',
      });
    }
  }

  // Local first, then the server: a failed PUT is repaired by the next check (local key, no server key).
  private async createKeyPair(): Promise<void> {
    const pair = await generateKeyPairOffThread();
    const publicKey = await exportPublicKey(pair.publicKey);
    await saveLocalKey(this.userId, pair.privateKey, publicKey);
    await writeBackupPrompt(this.userId, true);
    await keysApi.storePublicKey(this.uid, publicKey);
    this.privateKey = pair.privateKey;
    this.dispatch({ type: 'ready', publicKey, backedUp: false, backupPrompt: true });
  }

  /** Backs the key up under a password (PUT /private); the form validated the password already. */
  async backup(password: string): Promise<BackupResult> {
    const key = this.ownKey();
    if (!key) return { ok: false, failure: 'noKey' };
    try {
      const envelope = await backupPrivateKey(key, password);
      await keysApi.storeBackup(this.uid, envelope);
      await writeBackupPrompt(this.userId, false);
      await writeBackupStale(this.userId, false);
      this.dispatch({ type: 'backedUp' });
      return { ok: true };
    } catch (error) {
      console.error('chat key backup failed', error);
      if (error instanceof ApiError) return { ok: false, failure: 'server', reason: error.message };
      return { ok: false, failure: 'unknown' };
    }
  }

  /** The unencrypted key file chat-key.json, or null when there is no key to export. */
  async keyFile(): Promise<string | null> {
    const key = this.ownKey();
    return key ? exportKeyFile(key) : null;
  }

  /** Hides the backup prompt until a new key is made. */
  async dismissBackupPrompt(): Promise<void> {
    this.dispatch({ type: 'backupPromptDismissed' });
    await writeBackupPrompt(this.userId, false);
  }

  /** Restore (a): the password backup from the server. */
  async restoreWithPassword(password: string): Promise<void> {
    await this.restore(async () => {
      const envelope = await keysApi.fetchBackup(this.uid);
      if (!envelope) return { error: 'no-backup', message: 'noBackup' };
      try {
        return await restorePrivateKey(envelope, password);
      } catch (error) {
        if (error instanceof ChatCryptoError && error.kind === 'wrong-password') {
          return { error: 'exception', message: 'wrongPassword' };
        }
        throw error;
      }
    });
  }

  /** Restore (b): a chat-key.json file's text or the same text pasted. */
  async restoreFromKeyText(text: string): Promise<void> {
    await this.restore(async () => {
      try {
        return await importKeyFile(text.trim());
      } catch (error) {
        if (error instanceof ChatCryptoError) return { error: 'exception', message: 'invalidKey' };
        throw error;
      }
    });
  }

  /** Restore (c): a key another device sealed for this one; true when it was taken. */
  async restoreFromTransfer(key: CryptoKey): Promise<boolean> {
    await this.restore(async () => key);
    return this.snapshot.status === 'ready';
  }

  private async restore(
    obtain: () => Promise<CryptoKey | { error: ChatRestoreError; message: ChatKeyMessage }>,
  ): Promise<void> {
    this.dispatch({ type: 'restoreStarted' });
    if (this.snapshot.status !== 'restoring') return;
    try {
      const key = await obtain();
      if ('error' in key) {
        this.dispatch({ type: 'restoreFailed', ...key });
        return;
      }
      await this.adopt(key);
    } catch (error) {
      console.error('chat key restore failed', error);
      this.dispatch({ type: 'restoreFailed', error: 'exception', message: 'restoreFailed' });
    }
  }

  // A restored key is taken only when its public half is the one the server holds (modulus and
  // exponent, docs/CHAT.md "The app's rules"); otherwise messages wrapped for the server key would stay unreadable.
  private async adopt(key: CryptoKey): Promise<void> {
    const publicKey = await publicKeyOf(key);
    const serverPublic = await keysApi.fetchPublicKey(this.uid);
    if (serverPublic && !samePublicKey(serverPublic, publicKey)) {
      this.dispatch({ type: 'restoreFailed', error: 'key-mismatch', message: 'keyMismatch' });
      return;
    }
    if (!serverPublic) await keysApi.storePublicKey(this.uid, publicKey);
    const registered = serverPublic ?? publicKey;
    await saveLocalKey(this.userId, key, registered);
    await writeBackupStale(this.userId, false);
    const backedUp = (await keysApi.fetchBackup(this.uid)) !== null;
    // A key that lives only on devices is one lost phone away from gone: keep asking for a backup.
    await writeBackupPrompt(this.userId, !backedUp);
    this.privateKey = key;
    this.dispatch({ type: 'ready', publicKey: registered, backedUp, backupPrompt: !backedUp });
  }

  /** The old device's half of the QR transfer: seals the key for the code's one-time key (PUT /cached). */
  async shareWithDevice(code: string): Promise<ShareResult> {
    const key = this.ownKey();
    if (!key) return { ok: false, failure: 'noKey' };
    let oneTimeKey: CryptoKey;
    try {
      oneTimeKey = await parseTransferCode(code.trim());
    } catch {
      return { ok: false, failure: 'invalidCode' };
    }
    try {
      await keysApi.storeCachedKey(await sealForTransfer(key, oneTimeKey));
      return { ok: true };
    } catch (error) {
      console.error('chat key share failed', error);
      return { ok: false, failure: 'unknown' };
    }
  }

  /**
   * Restore (d), destructive: drops every conversation key of the user (server and device),
   * then a new pair; partners re-share their conversation keys when they see the new public key.
   */
  async generateNewKey(): Promise<void> {
    this.dispatch({ type: 'generate' });
    if (this.snapshot.status !== 'generating') return;
    try {
      await withKeyLock(this.userId, async () => {
        await keysApi.deleteAllConversationKeys();
        await clearConversationKeys(this.userId);
        this.privateKey = null;
        // The server drops the old backup when the new public key arrives; the device flag keeps
        // the indicator honest in between, until the next backup.
        await writeBackupStale(this.userId, true);
        await this.createKeyPair();
      });
    } catch (error) {
      console.error('new chat key failed', error);
      this.dispatch({ type: 'failed', message: 'generateFailed' });
    }
  }
}

const managers = new Map<string, ChatKeyManager>();

/**
 * The key check: one short round trip to the server. Generating or restoring can take long
 * (seconds to a minute for RSA-4096 on a slow phone); nothing waits for those, the status bar says so.
 */
/** The steps a send waits out: they end in ready (or an error) without the user doing anything. */
function busy(status: ChatKeyStatus): boolean {
  return status === 'checking' || status === 'generating';
}

/** The key manager of a signed-in user (one per user and page). */
export function getChatKeyManager(userId: string, uid: string): ChatKeyManager {
  const existing = managers.get(userId);
  if (existing && existing.uid === uid) return existing;
  const manager = new ChatKeyManager(userId, uid);
  managers.set(userId, manager);
  return manager;
}

/** Forgets every manager (sign-out): the next user starts with a fresh check. */
export function resetChatKeyManagers(): void {
  managers.clear();
}

/**
 * The user's private key for the data layer: from the manager once ready (null before, or
 * while the device needs a restore); from the device's store when no manager runs.
 */
export async function ownPrivateKey(userId: string): Promise<CryptoKey | null> {
  const manager = managers.get(userId);
  if (manager) return manager.settledKey();
  return (await loadLocalKey(userId))?.privateKey ?? null;
}

const OFF: ChatKeySnapshot = initialChatKeySnapshot('', '');
const noop = () => () => undefined;

/** The signed-in user's key manager when chat encryption is on, else null. */
export function useChatKeyManager(): ChatKeyManager | null {
  const { config, flags } = useShell();
  const { user } = useSession();
  const uid = typeof user?.uid === 'string' && user.uid.length > 0 ? user.uid : null;
  return user && uid && chatEncryptionEnabled(config, flags) ? getChatKeyManager(user.id, uid) : null;
}

/** The chat key snapshot; starts the key setup the first time a screen asks (idle when encryption is off). */
export function useChatKeys(): ChatKeySnapshot {
  const manager = useChatKeyManager();
  useEffect(() => manager?.ensureStarted(), [manager]);
  return useSyncExternalStore(manager?.subscribe ?? noop, manager?.getSnapshot ?? (() => OFF), () => OFF);
}
