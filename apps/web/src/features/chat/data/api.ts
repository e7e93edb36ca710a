import { ApiError, readListHeaders, unwrap } from '@tribune/api-client';
import type { ChatMessageWire } from '@tribune/domain';
import { untypedApi } from '../../../app/api.ts';
import { fetchPublicKey } from '../keys/api.ts';
import type { ConversationWire } from './convert.ts';

const loose = untypedApi;

const enc = encodeURIComponent;

/** A page of messages as GET /v2/chat_messages answers it. */
export interface MessagesPage {
  data: ChatMessageWire[];
  meta?: { has_more?: boolean };
}

/** What send and create answer: the conversation plus the stored message. */
export interface SendAnswer {
  data: ConversationWire;
  included?: ChatMessageWire[];
}

/** A conversation key wrapped for one participant, as send/create and create keys take it. */
export interface WrappedKeyInput {
  user_id: string;
  key_id: string;
  encrypted_key: string;
}

/** One entry of GET /v2/chat_conversation_keys/missing. */
export interface KeyShareWire {
  id: string;
  attributes: {
    chat_conversation_id: string;
    chat_conversation_user_id: string;
    user_id: string;
    user_uid: string;
    public_key: string;
    key_ids: string[];
  };
}

/** A participant with a public key (get conversation users). */
export interface ConversationUserWire {
  id: string;
  attributes: { uid: string; display_name: string; slug: string; public_key: string };
}

/** A user of GET /v2/chat_users. */
export interface ChatUserWire {
  id: string;
  attributes: {
    uid: string;
    display_name: string;
    slug: string;
    avatar_thumbnail: string | null;
    has_chat_key: boolean;
  };
}

/** The chat calls of docs/CHAT.md; each rejects with ApiError (status + error body). */
export const chatApi = {
  async conversations(page: number, perPage: number): Promise<{ data: ConversationWire[]; totalPages: number | null }> {
    const result = await loose.GET('/v2/chat_conversations', { params: { query: { page, per_page: perPage } } });
    const body = unwrap(result) as { data: ConversationWire[] };
    return { data: body.data, totalPages: readListHeaders(result.response).totalPages };
  },
  async conversation(id: string): Promise<ConversationWire> {
    return (unwrap(await loose.GET(`/v2/chat_conversations/${enc(id)}`)) as { data: ConversationWire }).data;
  },
  async messages(query: {
    chat_conversation_id: string;
    after_message_id?: string;
    before_message_id?: string;
    per_page?: number;
  }): Promise<MessagesPage> {
    return unwrap(await loose.GET('/v2/chat_messages', { params: { query } })) as MessagesPage;
  },
  async send(conversationId: string, body: unknown, idempotencyKey: string): Promise<SendAnswer> {
    const result = await loose.POST(`/v2/chat_conversations/${enc(conversationId)}/messages`, {
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return unwrap(result) as SendAnswer;
  },
  async create(body: unknown, idempotencyKey: string): Promise<SendAnswer> {
    const result = await loose.POST('/v2/chat_conversations', { body, headers: { 'Idempotency-Key': idempotencyKey } });
    return unwrap(result) as SendAnswer;
  },
  async markRead(id: string, lastMessageId?: string): Promise<ConversationWire> {
    const body = lastMessageId ? { last_message_id: lastMessageId } : {};
    return (unwrap(await loose.POST(`/v2/chat_conversations/${enc(id)}/read`, { body })) as { data: ConversationWire })
      .data;
  },
  async myKeys(conversationId: string): Promise<Array<{ key_id: string; encrypted_key: string }>> {
    const result = await loose.GET(`/v2/chat_conversations/${enc(conversationId)}/keys`);
    return (unwrap(result) as { data: Array<{ key_id: string; encrypted_key: string }> }).data;
  },
  /** GET /v2/chat_conversations/{id}/users; 409 CHAT_PUBLIC_KEYS_MISSING unless everyone has a public key. */
  async conversationUsers(id: string): Promise<ConversationUserWire[]> {
    const result = await loose.GET(`/v2/chat_conversations/${enc(id)}/users`);
    return (unwrap(result) as { data: ConversationUserWire[] }).data;
  },
  /** The uid of a user by profile slug (GET /v2/profiles/{slug}). */
  async profileUid(slug: string): Promise<string> {
    const result = await loose.GET(`/v2/profiles/${enc(slug)}`);
    return (unwrap(result) as { data: { attributes: { uid: string } } }).data.attributes.uid;
  },
  async missingKeys(): Promise<KeyShareWire[]> {
    return (unwrap(await loose.GET('/v2/chat_conversation_keys/missing')) as { data: KeyShareWire[] }).data;
  },
  async createKeys(
    keys: Array<{ chat_conversation_id: string; user_id: string; key_id: string; encrypted_key: string }>,
  ): Promise<void> {
    unwrap(await loose.POST('/v2/chat_conversation_keys', { body: { conversation_keys: keys } }));
  },
  async userConversation(userId: string): Promise<ConversationWire | null> {
    const result = await loose.GET(`/v2/users/${enc(userId)}/chat_conversation`);
    return (unwrap(result) as { data: ConversationWire | null }).data;
  },
  async users(search: string, page: number, perPage: number): Promise<{ data: ChatUserWire[]; total: number }> {
    const result = await loose.GET('/v2/chat_users', { params: { query: { search, page, per_page: perPage } } });
    const body = unwrap(result) as { data: ChatUserWire[] };
    return { data: body.data, total: readListHeaders(result.response).totalCount };
  },
  /** GET /api/v1/chat_keys/public/{uid}: the JWK text, or null (the key manager's call). */
  publicKey: fetchPublicKey,
  /** A cheap authenticated call: the refreshing client renews an expired access token on its 401. */
  async touch(): Promise<void> {
    unwrap(await loose.GET('/v2/user/show'));
  },
};

/** The stable code of a failed call: the error body's code, `HTTP_{status}`, or NETWORK. */
export function errorCode(error: unknown): string {
  if (error instanceof ApiError) return error.body?.code ?? `HTTP_${error.status}`;
  return 'NETWORK';
}
