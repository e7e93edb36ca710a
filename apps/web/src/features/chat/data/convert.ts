import type { components } from '@tribune/api-client';
import { compareIds, type LocalConversation, type LocalMessage } from '../store/db.ts';

/** A conversation as the API sends it (resource `chat_conversation`, docs/CHAT.md). */
export type ConversationWire = components['schemas']['ChatConversation'];

/** A chat message as the API sends it (resource `chat_message`; the socket sends the same shape). */
export type ChatMessageWire = components['schemas']['ChatMessage'];

/** The local row of a conversation resource. */
export function toLocalConversation(wire: ConversationWire): LocalConversation {
  const a = wire.attributes;
  return {
    id: wire.id,
    userId: a.user_id,
    userSlug: a.user_slug,
    name: a.name,
    avatar: a.avatar,
    createdAt: a.created_at,
    updatedAt: a.last_message_at && a.last_message_at > a.updated_at ? a.last_message_at : a.updated_at,
    unreadMessages: a.unread_messages,
    hasUnencryptedMessages: a.has_own_unencrypted_messages,
    readOnly: a.read_only,
    lastMessageId: a.last_message_id,
    lastMessageAt: a.last_message_at,
    blockedByCurrentUser: a.blocked_by_current_user,
    currentUserBlockedByUser: a.current_user_blocked_by_user,
    verified: a.user_verified,
  };
}

const SEPARATORS = /[^\p{L}\p{N}]+/u;

/** The search words of a text: lower-cased runs of letters and digits, each once. */
export function wordsOf(text: string): string[] {
  const words = new Set<string>();
  for (const w of text.toLocaleLowerCase().split(SEPARATORS)) if (w.length >= 1) words.add(w);
  return [...words];
}

/** The fields of a local message that come straight from the wire, before decrypting. */
export function baseMessage(wire: ChatMessageWire): Omit<LocalMessage, 'text' | 'words' | 'pending' | 'failed'> {
  const a = wire.attributes;
  return {
    id: wire.id,
    conversationId: a.chat_conversation_id,
    senderId: a.sender_id,
    senderName: a.sender_name,
    sentAt: a.sent_at,
    keyId: a.key_id,
    encrypted: a.encrypted,
    content: null,
  };
}

/** A readable local message with its word index. */
export function readableMessage(base: ReturnType<typeof baseMessage>, text: string): LocalMessage {
  return { ...base, content: null, text, words: wordsOf(text), pending: false, failed: false };
}

/** Conversation order of messages: by time, then by server id (ids only grow). */
export function compareMessages(
  a: Pick<LocalMessage, 'sentAt' | 'id'>,
  b: Pick<LocalMessage, 'sentAt' | 'id'>,
): number {
  return a.sentAt < b.sentAt ? -1 : a.sentAt > b.sentAt ? 1 : compareIds(a.id, b.id);
}

/** The larger of two optional server ids. */
export function maxId(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return compareIds(a, b) >= 0 ? a : b;
}

/** The id just below a server id (for `after_message_id` refetches); never below 0. */
export function previousId(id: string): string {
  try {
    const n = BigInt(id);
    return (n > 0n ? n - 1n : 0n).toString();
  } catch {
    return '0';
  }
}

/** Conversation list order: newest activity first. */
export function compareConversations(a: LocalConversation, b: LocalConversation): number {
  return a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : compareIds(b.id, a.id);
}
