import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  backupPrivateKey,
  exportKeyFile,
  exportPublicKey,
  generateConversationKey,
  generateKeyPair,
  importKeyFile,
  publicKeyOf,
  restorePrivateKey,
  samePublicKey,
  unwrapConversationKey,
  wrapConversationKey,
} from '@tribune/chat-crypto';
import { chatDb } from '../store/db.ts';
import {
  clearConversationKeys,
  loadLocalKey,
  readBackupPrompt,
  readBackupStale,
  saveLocalKey,
  writeBackupPrompt,
  writeBackupStale,
} from './local-store.ts';
import { setupDecision } from './machine.ts';

let pair: CryptoKeyPair;
let publicKey: string;
let other: CryptoKeyPair;

beforeAll(async () => {
  [pair, other] = await Promise.all([generateKeyPair(), generateKeyPair()]);
  publicKey = await exportPublicKey(pair.publicKey);
}, 60_000);

describe('the device key store', () => {
  it('keeps the private key usable across the IndexedDB round trip', async () => {
    await saveLocalKey('store-user', pair.privateKey, publicKey);
    const stored = await loadLocalKey('store-user');
    expect(stored?.publicKeyJwk).toBe(publicKey);
    const conversationKey = await generateConversationKey();
    const wrapped = await wrapConversationKey(conversationKey, publicKey);
    if (!stored) throw new Error('no key stored');
    const unwrapped = await unwrapConversationKey(wrapped, stored.privateKey);
    expect(unwrapped.algorithm.name).toBe('AES-GCM');
  });

  it('has no key for a user who never set one up', async () => {
    expect(await loadLocalKey('nobody')).toBeUndefined();
  });

  it('stores the backup prompt and stale-backup flags per user', async () => {
    expect(await readBackupPrompt('flags-user')).toBe(false);
    await writeBackupPrompt('flags-user', true);
    expect(await readBackupPrompt('flags-user')).toBe(true);
    expect(await readBackupPrompt('flags-other')).toBe(false);
    await writeBackupStale('flags-user', true);
    expect(await readBackupStale('flags-user')).toBe(true);
    await writeBackupStale('flags-user', false);
    expect(await readBackupStale('flags-user')).toBe(false);
  });

  it('clears the conversation keys of a user when a new key pair replaces the old one', async () => {
    const db = chatDb('clear-user');
    await db.conversationKeys.bulkPut([
      { keyId: 'k1', conversationId: 'c1', encryptedKey: 'x' },
      { keyId: 'k2', conversationId: 'c2', encryptedKey: 'y' },
    ]);
    await clearConversationKeys('clear-user');
    expect(await db.conversationKeys.count()).toBe(0);
  });
});

describe('restore checks against the server key', () => {
  it('a password backup restores a key whose public half matches the registered key', async () => {
    const envelope = await backupPrivateKey(pair.privateKey, 'correct horse battery', { iterations: 100_000 });
    const restored = await restorePrivateKey(envelope, 'correct horse battery');
    const restoredPublic = await publicKeyOf(restored);
    expect(samePublicKey(restoredPublic, publicKey)).toBe(true);
    expect(setupDecision(restoredPublic, publicKey, samePublicKey)).toBe('use-local');
  });

  it('a key file of another key pair does not fit the registered key', async () => {
    const file = await exportKeyFile(other.privateKey);
    const imported = await importKeyFile(file);
    const importedPublic = await publicKeyOf(imported);
    expect(samePublicKey(importedPublic, publicKey)).toBe(false);
    expect(setupDecision(importedPublic, publicKey, samePublicKey)).toBe('needs-restore');
  });
});
