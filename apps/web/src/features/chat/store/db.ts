import Dexie, { type EntityTable } from 'dexie';
import type { ChatSyncStatus } from '@tribune/domain';
import { readMessagesAfter, searchIndexMiddleware, searchIndexOf, type SearchIndex } from './search-index.ts';

export { compareIds } from './ids.ts';

/** A message on this device: decrypted text (or why it cannot be read yet) and its word index. */
export interface LocalMessage {
  /** The server id (a decimal string; compare with `compareIds`). */
  id: string;
  conversationId: string;
  senderId: string | null;
  senderName: string;
  /** The readable text; empty while `pending` or `failed`. */
  text: string;
  /** Lower-cased words of the text, read into the on-device search index (`search-index.ts`). */
  words: string[];
  /** ISO time the server stored it. */
  sentAt: string;
  keyId: string | null;
  encrypted: boolean;
  /** The conversation key is not on this device yet (the sender will share it). */
  pending: boolean;
  /** The ciphertext did not open (tampered, or a key that does not fit). */
  failed: boolean;
  /** The wire content, kept while pending so it can be opened once the key arrives. */
  content: string | null;
}

/** A conversation on this device (docs/CHAT.md "The app's local store (Dexie, `features/chat/store/db.ts`)"). */
export interface LocalConversation {
  id: string;
  /** The partner's user id. */
  userId: string | null;
  userSlug: string | null;
  name: string;
  avatar: string | null;
  createdAt: string;
  updatedAt: string;
  unreadMessages: number;
  hasUnencryptedMessages: boolean;
  readOnly: boolean;
  lastMessageId: string | null;
  lastMessageAt: string | null;
  blockedByCurrentUser: boolean;
  currentUserBlockedByUser: boolean;
  /** The partner's verified badge (absent on rows stored before it existed). */
  verified?: boolean;
}

/** The user's chat key pair on this device. */
export interface LocalPrivateKey {
  userId: string;
  /** RSA-OAEP private key, stored by structured clone (extractable: backups export it). */
  privateKey: CryptoKey;
  /** The matching public key, JWK JSON text as registered on the server. */
  publicKeyJwk: string;
  createdAt: string;
}

/** A conversation key as the server holds it for this user (wrapped with the user's public key). */
export interface LocalConversationKey {
  keyId: string;
  conversationId: string;
  encryptedKey: string;
}

/** Small state by key: `syncStatus`, `keyBackupPrompt`, `partnerKey:{userId}` fingerprints, cursors. */
export interface LocalMetadata {
  key: string;
  value: unknown;
}

/** Metadata keys used across the chat feature. */
export const META = {
  syncStatus: 'syncStatus',
  /** Whether the app should still prompt the user to back up the key (docs/CHAT.md "The app's local store (Dexie, `features/chat/store/db.ts`)"). */
  keyBackupPrompt: 'keyBackupPrompt',
  /** The fingerprint of a partner's public key as last seen: `partnerKey:{userId}`. */
  partnerKey: (userId: string) => `partnerKey:${userId}`,
} as const;

/** The sync status as stored in metadata. */
export type StoredSyncStatus = ChatSyncStatus;

/** The chat database of one signed-in user. */
export type ChatDb = Dexie & {
  messages: EntityTable<LocalMessage, 'id'>;
  conversations: EntityTable<LocalConversation, 'id'>;
  privateKeys: EntityTable<LocalPrivateKey, 'userId'>;
  conversationKeys: EntityTable<LocalConversationKey, 'keyId'>;
  metadata: EntityTable<LocalMetadata, 'key'>;
};

const open = new Map<string, ChatDb>();

/** Opens (once per user) the chat database `tribune-chat-{userId}`. */
export function chatDb(userId: string): ChatDb {
  const existing = open.get(userId);
  if (existing) return existing;
  const db = new Dexie(`tribune-chat-${userId}`) as ChatDb;
  db.version(1).stores({
    messages: 'id, conversationId, [conversationId+sentAt], *words, sentAt',
    conversations: 'id, userId, updatedAt',
    privateKeys: 'userId',
    conversationKeys: 'keyId, conversationId',
    metadata: 'key',
  });
  // Version 2: search moves to the in-memory index of search-index.ts; the multiEntry `*words` index
  // (a dozen IndexedDB entries written per message, a range read per query word) is dropped.
  db.version(2).stores({ messages: 'id, conversationId, [conversationId+sentAt], sentAt' });
  const index = searchIndexOf(db);
  db.use(searchIndexMiddleware(db));
  // After every open (the first one upgrades an existing database), read the stored messages into the
  // index in small chunks in the background; a closed or deleted database forgets its index.
  db.on('ready', () => {
    index.reset();
    setTimeout(() => {
      if (db.isOpen()) buildSearchIndex(db).catch(() => index.reset());
    }, 0);
  });
  db.on('close', () => index.reset());
  open.set(userId, db);
  return db;
}

/** Resolves once the database's search index holds every stored message (starting its build if needed). */
export async function buildSearchIndex(db: ChatDb): Promise<SearchIndex> {
  if (!db.isOpen()) await db.open();
  const index = searchIndexOf(db);
  await index.build((after, chunk) => readMessagesAfter(db, after, chunk));
  return index;
}

/** Closes every open chat database (sign-out). */
export function closeChatDbs(): void {
  for (const db of open.values()) db.close();
  open.clear();
}
