import { Type } from 'typebox';
import type { ChatMessageWire } from '@tribune/domain';
import { mediaUrl } from '../../platform/user-media.ts';
import type { ChatUserRow, ConversationRow, KeyShareRow, MemberRow, MessageRow } from './repository.ts';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });

/** The name a conversation or message shows for an account that no longer exists. */
export const DELETED_USER_NAME = 'Deleted user';

/** What presenting needs besides the rows: absolute media URLs. */
export interface ChatPresentContext {
  publicUrl: string;
}

/** A conversation as its participant sees it (docs/CHAT.md `chat_conversation`). */
export const ChatConversationSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    type: Type.Literal('chat_conversation'),
    attributes: Type.Object({
      name: Type.String({ description: "The partner's display name ('Deleted user' when gone)." }),
      avatar: NullableString,
      user_id: NullableString,
      user_slug: NullableString,
      user_verified: Type.Boolean({ description: "The partner's verified badge." }),
      created_at: DateTime,
      updated_at: DateTime,
      unread_messages: Type.Integer(),
      last_message_id: NullableString,
      last_message_at: Type.Union([DateTime, Type.Null()]),
      conversation_user_ids: Type.Array(Type.String()),
      read_only: Type.Boolean(),
      common_key_ids: Type.Array(Type.String(), { description: 'Key ids the current user holds here.' }),
      has_own_unencrypted_messages: Type.Boolean(),
      blocked_by_current_user: Type.Boolean(),
      current_user_blocked_by_user: Type.Boolean(),
    }),
  },
  { $id: 'ChatConversation' },
);

/** Presents a conversation row. */
export function presentConversation(row: ConversationRow, ctx: ChatPresentContext) {
  return {
    id: row.id,
    type: 'chat_conversation' as const,
    attributes: {
      name: row.partnerName ?? DELETED_USER_NAME,
      avatar: mediaUrl(ctx.publicUrl, row.partnerAvatarKey),
      user_id: row.partnerId === null ? null : String(row.partnerId),
      user_slug: row.partnerSlug,
      user_verified: row.partnerVerified,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      unread_messages: row.unread,
      last_message_id: row.lastMessageId === null ? null : String(row.lastMessageId),
      last_message_at: row.lastMessageAt ? row.lastMessageAt.toISOString() : null,
      conversation_user_ids: row.userIds.map(String),
      read_only: row.readOnly,
      common_key_ids: row.keyIds,
      has_own_unencrypted_messages: row.hasOwnPlain,
      blocked_by_current_user: row.blockedByMe,
      current_user_blocked_by_user: row.blockedMe,
    },
  };
}

/** A message (`ChatMessageWire` of @tribune/domain). */
export const ChatMessageSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('chat_message'),
    attributes: Type.Object({
      chat_conversation_id: Type.String({ format: 'uuid' }),
      sender_id: NullableString,
      sender_name: Type.String(),
      content: Type.String({ description: 'Plain text, or the JSON text {"ciphertext","iv"} when encrypted.' }),
      key_id: NullableString,
      encrypted: Type.Boolean(),
      sent_at: DateTime,
      updated_at: DateTime,
    }),
  },
  { $id: 'ChatMessage' },
);

/** Presents a message row. */
export function presentMessage(row: MessageRow): ChatMessageWire {
  return {
    id: String(row.id),
    type: 'chat_message',
    attributes: {
      chat_conversation_id: row.conversationId,
      sender_id: row.senderId === null ? null : String(row.senderId),
      sender_name: row.senderName ?? DELETED_USER_NAME,
      content: row.content,
      key_id: row.keyId,
      encrypted: row.encrypted,
      sent_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
  };
}

/** A participant with their public key (get conversation users). */
export const ChatConversationUserSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('chat_conversation_user'),
    attributes: Type.Object({
      uid: Type.String(),
      display_name: Type.String(),
      slug: Type.String(),
      avatar: NullableString,
      public_key: Type.String({ description: 'JWK JSON text.' }),
      chat_conversation_user_id: Type.String(),
    }),
  },
  { $id: 'ChatConversationUser' },
);

/** Presents a participant who has a public key. */
export function presentMember(row: MemberRow & { publicKey: string }, ctx: ChatPresentContext) {
  return {
    id: String(row.userId),
    type: 'chat_conversation_user' as const,
    attributes: {
      uid: row.uid,
      display_name: row.displayName,
      slug: row.slug,
      avatar: mediaUrl(ctx.publicUrl, row.avatarKey),
      public_key: row.publicKey,
      chat_conversation_user_id: String(row.conversationUserId),
    },
  };
}

/** Keys the current user holds that a participant lacks and can now receive (get missing keys). */
export const ChatKeyShareSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('chat_key_share'),
    attributes: Type.Object({
      chat_conversation_id: Type.String({ format: 'uuid' }),
      chat_conversation_user_id: Type.String(),
      user_id: Type.String(),
      user_uid: Type.String(),
      public_key: Type.String(),
      key_ids: Type.Array(Type.String()),
    }),
  },
  { $id: 'ChatKeyShare' },
);

/** Presents a missing-keys row. */
export function presentKeyShare(row: KeyShareRow) {
  return {
    id: String(row.conversationUserId),
    type: 'chat_key_share' as const,
    attributes: {
      chat_conversation_id: row.conversationId,
      chat_conversation_user_id: String(row.conversationUserId),
      user_id: String(row.userId),
      user_uid: row.uid,
      public_key: row.publicKey,
      key_ids: row.keyIds,
    },
  };
}

/** A user found by the chat user search. */
export const ChatUserSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('user'),
    attributes: Type.Object({
      uid: Type.String(),
      display_name: Type.String(),
      slug: Type.String(),
      avatar_thumbnail: NullableString,
      has_chat_key: Type.Boolean(),
      verified: Type.Boolean(),
    }),
  },
  { $id: 'ChatUser' },
);

/** Presents a search hit. */
export function presentChatUser(row: ChatUserRow, ctx: ChatPresentContext) {
  return {
    id: String(row.id),
    type: 'user' as const,
    attributes: {
      uid: row.uid,
      display_name: row.displayName,
      slug: row.slug,
      avatar_thumbnail: mediaUrl(ctx.publicUrl, row.avatarKey),
      has_chat_key: row.hasChatKey,
      verified: row.verified,
    },
  };
}

/** One of the caller's wrapped keys of a conversation. */
export const ChatOwnKeySchema = Type.Object({ key_id: Type.String(), encrypted_key: Type.String() });

/** Every chat schema with an $id, for app.addSchema. */
export const CHAT_SCHEMAS = [
  ChatConversationSchema,
  ChatMessageSchema,
  ChatConversationUserSchema,
  ChatKeyShareSchema,
  ChatUserSchema,
];
