import { chatDb, META, type LocalPrivateKey } from '../store/db.ts';

/** This device's key pair of the user, if one was stored. */
export async function loadLocalKey(userId: string): Promise<LocalPrivateKey | undefined> {
  return chatDb(userId).privateKeys.get(userId);
}

/** Stores (replacing) the user's key pair on this device. */
export async function saveLocalKey(userId: string, privateKey: CryptoKey, publicKeyJwk: string): Promise<void> {
  await chatDb(userId).privateKeys.put({ userId, privateKey, publicKeyJwk, createdAt: new Date().toISOString() });
}

/** Whether the app should still ask the user to back up the key (metadata keyBackupPrompt). */
export async function readBackupPrompt(userId: string): Promise<boolean> {
  const row = await chatDb(userId).metadata.get(META.keyBackupPrompt);
  return row?.value === true;
}

/** Sets or clears the backup prompt flag. */
export async function writeBackupPrompt(userId: string, value: boolean): Promise<void> {
  await chatDb(userId).metadata.put({ key: META.keyBackupPrompt, value });
}

/** Drops every conversation key on this device: they were wrapped for a key pair that is gone. */
export async function clearConversationKeys(userId: string): Promise<void> {
  await chatDb(userId).conversationKeys.clear();
}

// Not in META (the lead's list): only this module reads it. Set when a new key pair made the
// server's password backup useless, which the server cannot clear (PUT /private takes no null).
const BACKUP_STALE = 'keyBackupStale';

/** Whether the server's backup holds an older key than this device's (after "generate new key"). */
export async function readBackupStale(userId: string): Promise<boolean> {
  const row = await chatDb(userId).metadata.get(BACKUP_STALE);
  return row?.value === true;
}

/** Marks the server's backup as older than this device's key, or as current again after a backup. */
export async function writeBackupStale(userId: string, value: boolean): Promise<void> {
  await chatDb(userId).metadata.put({ key: BACKUP_STALE, value });
}
