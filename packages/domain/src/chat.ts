import type { NotificationRealtimeEvent } from './notifications.ts';
import type { FeatureFlags, ModuleConfig } from './module-config.ts';

/** Local chat message page size (docs/CHAT.md "The app's rules"). */
export const CHAT_LOCAL_PAGE_SIZE = 100;
/** The server's page for older or newer messages (not shown in the spec; ours). */
export const CHAT_SERVER_PAGE_SIZE = 100;
/** The most a message list call returns. */
export const CHAT_SERVER_PAGE_MAX = 200;
/** QR key import polls the key cache this often (docs/CHAT.md "The app's rules"). */
export const CHAT_QR_POLL_MS = 2_500;
/** A QR key transfer left in the cache is ignored after this long. */
export const CHAT_KEY_CACHE_TTL_MS = 10 * 60_000;
/** Timestamps show when the gap between two messages exceeds this (docs/CHAT.md "The app's rules"). */
export const CHAT_TIMESTAMP_GAP_MS = 60 * 60_000;
/** The longest message a user can type (plain text, before encryption). */
export const CHAT_MESSAGE_MAX_CHARS = 5_000;
/** The longest stored content: the ciphertext JSON of a maximal message, with room to spare. */
export const CHAT_CONTENT_MAX_CHARS = 30_000;
/** Chat key export file name (docs/CHAT.md "Crypto (`packages/chat-crypto`)"). */
export const CHAT_KEY_FILE_NAME = 'chat-key.json';
/** Backup password minimum (docs/CHAT.md "The app's rules"). */
export const CHAT_BACKUP_PASSWORD_MIN = 8;
/** The editor's empty value: a message equal to it is empty (docs/CHAT.md "The app's rules"). */
export const CHAT_EMPTY_EDITOR_VALUE = '<p></p>';
/** Refresh progress steps (docs/CHAT.md "The app's rules"): clearing local data, then conversations, messages, done. */
export const CHAT_REFRESH_PROGRESS = [25, 50, 75, 100] as const;

/** Sync status of the local chat store (docs/CHAT.md "The app's rules"). */
export const CHAT_SYNC_STATUSES = ['syncing-conversations', 'syncing-messages', 'synced', 'error'] as const;
/** A sync status. */
export type ChatSyncStatus = (typeof CHAT_SYNC_STATUSES)[number];

/** What a failed restore was (docs/CHAT.md "The app's rules"): no backup on the server, a key that does not match, or anything else. */
export const CHAT_RESTORE_ERRORS = ['no-backup', 'key-mismatch', 'exception'] as const;
/** A restore error flag. */
export type ChatRestoreError = (typeof CHAT_RESTORE_ERRORS)[number];

/** Chat requires the chat module and the chat feature (docs/CHAT.md "Gates"). */
export function chatEnabled(config: ModuleConfig, flags: FeatureFlags): boolean {
  return config.modules.chat && flags.chat === true;
}

/** Chat settings (key backup and restore) exist only with end-to-end encryption (docs/CHAT.md "Gates"). */
export function chatEncryptionEnabled(config: ModuleConfig, flags: FeatureFlags): boolean {
  return chatEnabled(config, flags) && flags.e2eEncryption === true;
}

/**
 * A message is empty when it has no visible text or equals the empty editor value (docs/CHAT.md "The app's rules").
 */
export function isEmptyChatMessage(text: string): boolean {
  const t = text.trim();
  return t.length === 0 || t === CHAT_EMPTY_EDITOR_VALUE;
}

/** The encrypted form of a message's content on the wire: base64 ciphertext (with tag) and 12-byte IV. */
export interface ChatCipherContent {
  ciphertext: string;
  iv: string;
}

/**
 * Events of the realtime socket, server to client. The server sends `ready` after the
 * client authenticated and `pong` to each `ping`; the rest follow changes in PostgreSQL (at most once: a client that
 * reconnects resyncs with `after_message_id`).
 */
export type ChatRealtimeEvent =
  | { type: 'ready' }
  | { type: 'pong' }
  | { type: 'message'; conversation_id: string; message: ChatMessageWire }
  | { type: 'messages_updated'; conversation_id: string; message_ids: string[] }
  | { type: 'read'; conversation_id: string; user_id: string; last_read_message_id: string }
  | { type: 'conversation'; conversation_id: string }
  | { type: 'keys'; conversation_id: string; key_ids: string[] }
  | { type: 'public_key'; user_id: string }
  | { type: 'keys_needed' }
  | NotificationRealtimeEvent;

/** Client to server on the socket: the first frame authenticates; ping keeps proxies from idling it out. */
export type ChatRealtimeCommand = { type: 'auth'; token: string } | { type: 'ping' };

/** A chat message as the API sends it (JSON:API resource `chat_message`). */
export interface ChatMessageWire {
  id: string;
  type: 'chat_message';
  attributes: {
    chat_conversation_id: string;
    sender_id: string | null;
    sender_name: string;
    /** Plain text, or the JSON text of a {@link ChatCipherContent}. */
    content: string;
    key_id: string | null;
    encrypted: boolean;
    sent_at: string;
    updated_at: string;
  };
}

/** WebSocket close codes of the realtime socket. */
export const CHAT_SOCKET_CLOSE = {
  /** No or an invalid token, or the token expired: reconnect with a fresh one. */
  unauthenticated: 4001,
  /** Chat is off on this instance. */
  disabled: 4003,
} as const;

/** The realtime socket's path. */
export const CHAT_SOCKET_PATH = '/v2/realtime';
