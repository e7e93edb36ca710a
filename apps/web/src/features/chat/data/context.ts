import type { ChatDb } from '../store/db.ts';
import type { chatApi } from './api.ts';
import type { ConversationKeyring } from './keyring.ts';

/** The calls the data layer makes (docs/CHAT.md); `chatApi` in the app. */
export type ChatApi = typeof chatApi;

/** What every data-layer step works with: the signed-in user's store, keys and the API. */
export interface ChatContext {
  userId: string;
  uid: string;
  /** End-to-end encryption is on: messages are sealed, keys are shared. */
  e2e: boolean;
  db: ChatDb;
  keyring: ConversationKeyring;
  api: ChatApi;
  /** The user's RSA private key on this device, or null. */
  privateKey: () => Promise<CryptoKey | null>;
}

/** Metadata key of a conversation's sync cursor: the newest message id fetched without a gap. */
export const cursorKey = (conversationId: string) => `cursor:${conversationId}`;

/** Metadata key of the conversation key this device last created or used to send. */
export const currentKeyKey = (conversationId: string) => `currentKey:${conversationId}`;
