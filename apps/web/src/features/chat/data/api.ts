import { ApiError, readListHeaders, unwrap, type components, type paths } from '@tribune/api-client';
import { api } from '../../../kernel/api.ts';
import { fetchPublicKey } from '../keys/api.ts';
import type { ConversationWire } from './convert.ts';

type SendCall = paths['/v2/chat_conversations/{id}/messages']['post'];
type CreateCall = paths['/v2/chat_conversations']['post'];

/** A page of messages as GET /v2/chat_messages answers it. */
export type MessagesPage = paths['/v2/chat_messages']['get']['responses'][200]['content']['application/json'];

/** What send and create answer: the conversation plus the stored message (201, or 200 for a repeat). */
export type SendAnswer = SendCall['responses'][201]['content']['application/json'];

/** The body of POST /v2/chat_conversations/{id}/messages. */
export type SendBody = SendCall['requestBody']['content']['application/json'];

/** The body of POST /v2/chat_conversations. */
export type CreateBody = CreateCall['requestBody']['content']['application/json'];

/** A conversation key wrapped for one participant, as send/create take it. */
export type WrappedKeyInput = NonNullable<SendBody['conversation_keys']>[number];

/** A conversation key wrapped for a participant of another conversation (POST /v2/chat_conversation_keys). */
export type ConversationKeyInput =
  paths['/v2/chat_conversation_keys']['post']['requestBody']['content']['application/json']['conversation_keys'][number];

/** One entry of GET /v2/chat_conversation_keys/missing. */
export type KeyShareWire = components['schemas']['ChatKeyShare'];

/** A participant with a public key (get conversation users). */
export type ConversationUserWire = components['schemas']['ChatConversationUser'];

/** A user of GET /v2/chat_users. */
export type ChatUserWire = components['schemas']['ChatUser'];

/** The query of GET /v2/chat_messages. */
export type MessagesQuery = paths['/v2/chat_messages']['get']['parameters']['query'];

/** The chat calls of docs/CHAT.md; each rejects with ApiError (status + error body). */
export const chatApi = {
  async conversations(page: number, perPage: number): Promise<{ data: ConversationWire[]; totalPages: number | null }> {
    const result = await api.GET('/v2/chat_conversations', { params: { query: { page, per_page: perPage } } });
    return { data: unwrap(result).data, totalPages: readListHeaders(result.response).totalPages };
  },
  async conversation(id: string): Promise<ConversationWire> {
    return unwrap(await api.GET('/v2/chat_conversations/{id}', { params: { path: { id } } })).data;
  },
  async messages(query: MessagesQuery): Promise<MessagesPage> {
    return unwrap(await api.GET('/v2/chat_messages', { params: { query } }));
  },
  async send(conversationId: string, body: SendBody, idempotencyKey: string): Promise<SendAnswer> {
    const result = await api.POST('/v2/chat_conversations/{id}/messages', {
      params: { path: { id: conversationId }, header: { 'idempotency-key': idempotencyKey } },
      body,
    });
    return unwrap(result);
  },
  async create(body: CreateBody, idempotencyKey: string): Promise<SendAnswer> {
    const result = await api.POST('/v2/chat_conversations', {
      params: { header: { 'idempotency-key': idempotencyKey } },
      body,
    });
    return unwrap(result);
  },
  async markRead(id: string, lastMessageId?: string): Promise<ConversationWire> {
    const body = lastMessageId ? { last_message_id: lastMessageId } : {};
    return unwrap(await api.POST('/v2/chat_conversations/{id}/read', { params: { path: { id } }, body })).data;
  },
  async myKeys(conversationId: string): Promise<Array<{ key_id: string; encrypted_key: string }>> {
    const result = await api.GET('/v2/chat_conversations/{id}/keys', { params: { path: { id: conversationId } } });
    return unwrap(result).data;
  },
  /** GET /v2/chat_conversations/{id}/users; 409 CHAT_PUBLIC_KEYS_MISSING unless everyone has a public key. */
  async conversationUsers(id: string): Promise<ConversationUserWire[]> {
    return unwrap(await api.GET('/v2/chat_conversations/{id}/users', { params: { path: { id } } })).data;
  },
  /** The uid of a user by profile slug (GET /v2/profiles/{slug}). */
  async profileUid(slug: string): Promise<string> {
    return unwrap(await api.GET('/v2/profiles/{slug}', { params: { path: { slug } } })).data.attributes.uid;
  },
  async missingKeys(): Promise<KeyShareWire[]> {
    return unwrap(await api.GET('/v2/chat_conversation_keys/missing')).data;
  },
  async createKeys(keys: ConversationKeyInput[]): Promise<void> {
    unwrap(await api.POST('/v2/chat_conversation_keys', { body: { conversation_keys: keys } }));
  },
  async userConversation(userId: string): Promise<ConversationWire | null> {
    return unwrap(await api.GET('/v2/users/{id}/chat_conversation', { params: { path: { id: userId } } })).data;
  },
  async users(search: string, page: number, perPage: number): Promise<{ data: ChatUserWire[]; total: number }> {
    const result = await api.GET('/v2/chat_users', { params: { query: { search, page, per_page: perPage } } });
    return { data: unwrap(result).data, total: readListHeaders(result.response).totalCount };
  },
  /** GET /api/v1/chat_keys/public/{uid}: the JWK text, or null (the key manager's call). */
  publicKey: fetchPublicKey,
};

/** The stable code of a failed call: the error body's code, `HTTP_{status}`, or NETWORK. */
export function errorCode(error: unknown): string {
  if (error instanceof ApiError) return error.body?.code ?? `HTTP_${error.status}`;
  return 'NETWORK';
}
