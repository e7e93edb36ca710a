import { unwrapConversationKey } from '@tribune/chat-crypto';
import type { ChatDb } from '../store/db.ts';

/** What the keyring needs from outside: the store, the own private key and the server's key list. */
export interface KeyringDeps {
  db: ChatDb;
  /** The user's RSA private key, or null while there is none on this device (not set up or restoring). */
  privateKey: () => Promise<CryptoKey | null>;
  /** GET /v2/chat_conversations/{id}/keys: the caller's own wrapped keys of a conversation. */
  fetchKeys: (conversationId: string) => Promise<Array<{ key_id: string; encrypted_key: string }>>;
}

/**
 * The conversation keys this device can use, unwrapped once and kept in memory by key id.
 * Missing keys are looked up in the local store, then on the server, at most once per conversation
 * until `invalidate` (a `keys` event, a new private key): a page of 100 pending messages makes one call.
 */
export class ConversationKeyring {
  private readonly cache = new Map<string, { conversationId: string; key: CryptoKey }>();
  private readonly fetched = new Map<string, Promise<void>>();

  constructor(private readonly deps: KeyringDeps) {}

  /** The unwrapped key `keyId` of a conversation, or null when this device cannot have it (yet). */
  async get(conversationId: string, keyId: string): Promise<CryptoKey | null> {
    const hit = this.cache.get(keyId);
    if (hit) return hit.conversationId === conversationId ? hit.key : null;
    const privateKey = await this.deps.privateKey();
    if (!privateKey) return null;
    const local = await this.fromStore(conversationId, keyId, privateKey);
    if (local) return local;
    await this.fetchOnce(conversationId);
    return this.fromStore(conversationId, keyId, privateKey);
  }

  /** Remembers a key this device just made (it is wrapped for the user in the same request). */
  async remember(conversationId: string, keyId: string, key: CryptoKey, wrappedForMe: string): Promise<void> {
    this.cache.set(keyId, { conversationId, key });
    await this.deps.db.conversationKeys.put({ keyId, conversationId, encryptedKey: wrappedForMe });
  }

  /** Key ids of a conversation this device holds in its store (after fetching them once). */
  async heldKeyIds(conversationId: string): Promise<string[]> {
    await this.fetchOnce(conversationId);
    const rows = await this.deps.db.conversationKeys.where('conversationId').equals(conversationId).toArray();
    return rows.map((r) => r.keyId);
  }

  /** Allows another server lookup: for one conversation (keys arrived) or all (a new private key). */
  invalidate(conversationId?: string): void {
    if (conversationId) this.fetched.delete(conversationId);
    else this.fetched.clear();
  }

  /** Forgets every unwrapped key (the private key changed: old unwraps may not hold). */
  forgetAll(): void {
    this.cache.clear();
    this.fetched.clear();
  }

  private async fromStore(conversationId: string, keyId: string, privateKey: CryptoKey): Promise<CryptoKey | null> {
    const row = await this.deps.db.conversationKeys.get(keyId);
    if (!row || row.conversationId !== conversationId) return null;
    try {
      const key = await unwrapConversationKey(row.encryptedKey, privateKey);
      this.cache.set(keyId, { conversationId, key });
      return key;
    } catch {
      // Wrapped for another key pair of this user (a restore is due): not usable, not tampering.
      return null;
    }
  }

  private fetchOnce(conversationId: string): Promise<void> {
    let pending = this.fetched.get(conversationId);
    if (!pending) {
      pending = this.deps
        .fetchKeys(conversationId)
        .then(async (keys) => {
          await this.deps.db.conversationKeys.bulkPut(
            keys.map((k) => ({ keyId: k.key_id, conversationId, encryptedKey: k.encrypted_key })),
          );
        })
        .catch((error: unknown) => {
          // A failed lookup may be retried by the next message that needs the key.
          this.fetched.delete(conversationId);
          console.warn('chat: could not load conversation keys', error);
        });
      this.fetched.set(conversationId, pending);
    }
    return pending;
  }
}
