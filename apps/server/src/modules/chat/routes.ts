import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import {
  ConversationParams,
  ConversationsQuery,
  CreateBody,
  CreateKeysBody,
  IdempotencyHeaders,
  MessagesQuery,
  ReadBody,
  SendBody,
  UpdateMessagesBody,
  UserParams,
  UserSearchQuery,
} from './input.ts';
import { ChatOwnKeySchema } from './presenter.ts';

const tags = ['chat'];
const Conversation = Type.Ref('ChatConversation');
const Message = Type.Ref('ChatMessage');
const SendDoc = Type.Object({ data: Conversation, included: Type.Array(Message) });

/** The /v2 chat calls of docs/CHAT.md: conversations, messages, read marks, key shares, user search. */
export async function chatRoutes(app: App): Promise<void> {
  app.get(
    '/v2/chat_conversations',
    {
      config: { access: 'user', module: 'chat' },
      schema: {
        tags,
        summary: "The current user's conversations, newest activity first",
        querystring: ConversationsQuery,
        response: { 200: Type.Object({ data: Type.Array(Conversation) }), ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const user = callerOf(req);
      const page = pageOf(req.query);
      const { data, total } = await app.chat.list(user, page);
      setListHeaders(reply, page, total);
      return { data };
    },
  );

  app.post(
    '/v2/chat_conversations',
    {
      config: { access: 'user', module: 'chat', rateLimit: 'send' },
      schema: {
        tags,
        summary: 'Create a conversation with its first message and conversation keys',
        headers: IdempotencyHeaders,
        body: CreateBody,
        response: { 200: SendDoc, 201: SendDoc, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      const result = await app.chat.create(callerOf(req), req.body, req.headers['idempotency-key']);
      return reply.code(result.status).send(result.doc);
    },
  );

  app.get(
    '/v2/chat_conversations/:id',
    {
      config: { access: 'user', module: 'chat' },
      schema: {
        tags,
        summary: 'A conversation of the current user',
        params: ConversationParams,
        response: { 200: Type.Object({ data: Conversation }), ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => app.chat.show(callerOf(req), req.params.id),
  );

  app.post(
    '/v2/chat_conversations/:id/messages',
    {
      config: { access: 'user', module: 'chat', rateLimit: 'send' },
      schema: {
        tags,
        summary: 'Send a message (idempotent with Idempotency-Key or client_id: a retry answers 200)',
        params: ConversationParams,
        headers: IdempotencyHeaders,
        body: SendBody,
        response: { 200: SendDoc, 201: SendDoc, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (req, reply) => {
      const user = callerOf(req);
      const result = await app.chat.send(user, req.params.id, req.body, req.headers['idempotency-key']);
      return reply.code(result.status).send(result.doc);
    },
  );

  app.put(
    '/v2/chat_conversations/:id/messages',
    {
      config: { access: 'user', module: 'chat' },
      schema: {
        tags,
        summary: "Replace the content of the current user's own messages (e.g. sealing plain ones)",
        params: ConversationParams,
        body: UpdateMessagesBody,
        response: { 200: Type.Object({ data: Type.Array(Message) }), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (req) => app.chat.updateMessages(callerOf(req), req.params.id, req.body),
  );

  app.post(
    '/v2/chat_conversations/:id/read',
    {
      config: { access: 'user', module: 'chat' },
      schema: {
        tags,
        summary: 'Mark the conversation read up to a message (default: the latest)',
        params: ConversationParams,
        body: ReadBody,
        response: { 200: Type.Object({ data: Conversation }), ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (req) => app.chat.markRead(callerOf(req), req.params.id, req.body?.last_message_id),
  );

  app.get(
    '/v2/chat_conversations/:id/users',
    {
      config: { access: 'user', module: 'chat' },
      schema: {
        tags,
        summary: 'The participants with their public keys (409 until every participant has one)',
        params: ConversationParams,
        response: {
          200: Type.Object({ data: Type.Array(Type.Ref('ChatConversationUser')) }),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (req) => app.chat.users(callerOf(req), req.params.id),
  );

  app.get(
    '/v2/chat_conversations/:id/keys',
    {
      config: { access: 'user', module: 'chat' },
      schema: {
        tags,
        summary: "The current user's own wrapped keys of a conversation",
        params: ConversationParams,
        response: { 200: Type.Object({ data: Type.Array(ChatOwnKeySchema) }), ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => app.chat.keys.own(callerOf(req), req.params.id),
  );

  app.get(
    '/v2/chat_messages',
    {
      config: { access: 'user', module: 'chat' },
      schema: {
        tags,
        summary: 'Messages of a conversation, ascending: after a cursor, before one, or the newest page',
        querystring: MessagesQuery,
        response: {
          200: Type.Object({ data: Type.Array(Message), meta: Type.Object({ has_more: Type.Boolean() }) }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req) => app.chat.messages(callerOf(req), req.query),
  );

  app.get(
    '/v2/chat_conversation_keys/missing',
    {
      config: { access: 'user', module: 'chat' },
      schema: {
        tags,
        summary: 'Keys the current user holds that a partner with a public key still lacks',
        response: { 200: Type.Object({ data: Type.Array(Type.Ref('ChatKeyShare')) }), ...errorResponses(401, 404) },
      },
    },
    async (req) => app.chat.keys.missing(callerOf(req)),
  );

  app.post(
    '/v2/chat_conversation_keys',
    {
      config: { access: 'user', module: 'chat' },
      schema: {
        tags,
        summary: 'Store conversation keys wrapped for participants (an existing one is kept)',
        body: CreateKeysBody,
        response: {
          200: Type.Object({ data: Type.Object({ created: Type.Integer() }) }),
          ...errorResponses(400, 401, 404, 422),
        },
      },
    },
    async (req) => app.chat.keys.create(callerOf(req), req.body),
  );

  app.delete(
    '/v2/chat_conversation_keys',
    {
      config: { access: 'user', module: 'chat' },
      schema: {
        tags,
        summary: 'Delete every conversation key wrapped for the current user (before a new key pair)',
        response: { 204: Type.Null(), ...errorResponses(401, 404) },
      },
    },
    async (req, reply) => {
      await app.chat.keys.deleteAll(callerOf(req));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v2/chat_users',
    {
      config: { access: 'user', module: 'chat', rateLimit: 'search' },
      schema: {
        tags,
        summary: 'Users to chat with (never the caller, deleted, banned or blocked users)',
        querystring: UserSearchQuery,
        response: { 200: Type.Object({ data: Type.Array(Type.Ref('ChatUser')) }), ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const user = callerOf(req);
      const page = pageOf(req.query);
      const { data, total } = await app.chat.search(user, req.query.search, page);
      setListHeaders(reply, page, total);
      return { data };
    },
  );

  app.get(
    '/v2/users/:id/chat_conversation',
    {
      config: { access: 'user', module: 'chat' },
      schema: {
        tags,
        summary: "The current user's conversation with a user, or null",
        params: UserParams,
        response: {
          200: Type.Object({ data: Type.Union([Conversation, Type.Null()]) }),
          ...errorResponses(400, 401, 404, 422),
        },
      },
    },
    async (req) => app.chat.withUser(callerOf(req), Number(req.params.id)),
  );
}
