/**
 * Deletes this device's chat database of a user: the private key and every decrypted message.
 * Called on a deliberate sign-out and on account deletion, so a shared device keeps nothing
 * readable; the user restores the key from a backup or another device on the next sign-in.
 * Plain IndexedDB on purpose: the shell must not load Dexie (the chat bundle stays lazy), and an
 * open Dexie connection closes itself on the `versionchange` this causes.
 */
export function wipeChatDevice(userId: string): Promise<void> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') {
      resolve();
      return;
    }
    const request = indexedDB.deleteDatabase(`tribune-chat-${userId}`);
    request.onsuccess = () => resolve();
    // A failure or a connection that refuses to close must not block the sign-out.
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
}
