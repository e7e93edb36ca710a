import { Type, type Static } from 'typebox';
import { CHAT_CONTENT_MAX_CHARS, CHAT_SERVER_PAGE_MAX } from '@tribune/domain';
import { Int, Int64Cursor, Int64Id, PageQuery, Text } from '../../http/input.ts';

/** The longest idempotency key (body `client_id` or the `Idempotency-Key` header). */
export const CLIENT_ID_MAX = 100;
/** The longest wrapped conversation key (base64 of an RSA-4096 ciphertext is 684 characters). */
export const ENCRYPTED_KEY_MAX = 2048;
/** The most key shares one request may carry. */
export const KEY_SHARES_MAX = 100;
/** The most messages one update may change. */
export const UPDATE_MESSAGES_MAX = 100;
/** The longest backup or transfer envelope the server keeps for a user. */
export const PRIVATE_KEY_ENVELOPE_MAX = 16 * 1024;
/** The longest public key text (a 4096-bit JWK is about 800 characters). */
export const PUBLIC_KEY_MAX = 4096;

const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const BASE64_PATTERN = '^[A-Za-z0-9+/]+={0,2}$';

/** A UUID (conversation ids and key ids). */
export const Uuid = Type.String({
  pattern: UUID_PATTERN,
  description: 'A UUID in lower case (it is bound into message encryption as written).',
});
/** A numeric id as a string (users, messages: bigint columns). */
export const NumericId = Int64Id;
/** A message cursor: a message id, or 0. */
const Cursor = Int64Cursor;
/** A user's uid (the identity's subject). */
export const UidParam = Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9._~:@|+=-]+$' });
const ClientId = Text({ minLength: 1, maxLength: CLIENT_ID_MAX });
const Content = Text({ maxLength: CHAT_CONTENT_MAX_CHARS });
const EncryptedKey = Type.String({
  minLength: 4,
  maxLength: ENCRYPTED_KEY_MAX,
  pattern: BASE64_PATTERN,
  description: 'Base64 of the RSA-OAEP-wrapped raw AES key.',
});

/** `{id}` of a conversation in a path. */
export const ConversationParams = Type.Object({ id: Uuid });
/** `{id}` of a user in a path. */
export const UserParams = Type.Object({ id: NumericId });
/** `{uid}` in the chat key paths. */
export const UidParams = Type.Object({ uid: UidParam });
/** The optional Idempotency-Key header of a send or create. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Text({ minLength: 1, maxLength: CLIENT_ID_MAX })),
});

/** A conversation key wrapped for one participant, in a send or create. */
export const KeyShare = Type.Object(
  { user_id: NumericId, key_id: Uuid, encrypted_key: EncryptedKey },
  { additionalProperties: false },
);
/** A key share of POST /v2/chat_conversation_keys: with the conversation it belongs to. */
export const ConversationKeyShare = Type.Object(
  { chat_conversation_id: Uuid, user_id: NumericId, key_id: Uuid, encrypted_key: EncryptedKey },
  { additionalProperties: false },
);
const KeyShares = Type.Array(KeyShare, { maxItems: KEY_SHARES_MAX });

const MessageInput = Type.Object(
  {
    content: Content,
    key_id: Type.Optional(Type.Union([Uuid, Type.Null()])),
  },
  { additionalProperties: false },
);

/** POST /v2/chat_conversations/{id}/messages. */
export const SendBody = Type.Object(
  {
    id: Type.Optional(Uuid),
    client_id: Type.Optional(ClientId),
    message: MessageInput,
    conversation_keys: Type.Optional(KeyShares),
  },
  { additionalProperties: false },
);
/** The send body. */
export type SendInput = Static<typeof SendBody>;

/** POST /v2/chat_conversations. */
export const CreateBody = Type.Object(
  {
    conversation_data: Type.Object(
      {
        id: Type.Optional(Uuid),
        initial_message: Type.Object(
          { recipient_id: NumericId, content: Content, key_id: Type.Optional(Type.Union([Uuid, Type.Null()])) },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    conversation_keys: Type.Optional(KeyShares),
    client_id: Type.Optional(ClientId),
  },
  { additionalProperties: false },
);
/** The create body. */
export type CreateInput = Static<typeof CreateBody>;

/** POST /v2/chat_conversations/{id}/read. */
export const ReadBody = Type.Union([
  Type.Object({ last_message_id: Type.Optional(Type.Union([Cursor, Type.Null()])) }, { additionalProperties: false }),
  Type.Null(),
]);

/** PUT /v2/chat_conversations/{id}/messages. */
export const UpdateMessagesBody = Type.Object(
  {
    messages: Type.Array(
      Type.Object(
        { id: NumericId, content: Content, key_id: Type.Optional(Type.Union([Uuid, Type.Null()])) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: UPDATE_MESSAGES_MAX },
    ),
  },
  { additionalProperties: false },
);
/** The update body. */
export type UpdateMessagesInput = Static<typeof UpdateMessagesBody>;

/** POST /v2/chat_conversation_keys. */
export const CreateKeysBody = Type.Object(
  { conversation_keys: Type.Array(ConversationKeyShare, { minItems: 1, maxItems: KEY_SHARES_MAX }) },
  { additionalProperties: false },
);
/** The create keys body. */
export type CreateKeysInput = Static<typeof CreateKeysBody>;

/** GET /v2/chat_messages. */
export const MessagesQuery = Type.Object({
  chat_conversation_id: Uuid,
  after_message_id: Type.Optional(Cursor),
  before_message_id: Type.Optional(Cursor),
  per_page: Type.Optional(Int({ minimum: 1, maximum: CHAT_SERVER_PAGE_MAX })),
});
/** The messages query. */
export type MessagesQueryInput = Static<typeof MessagesQuery>;

/** GET /v2/chat_conversations. */
export const ConversationsQuery = Type.Object({ ...PageQuery });
/** GET /v2/chat_users. */
export const UserSearchQuery = Type.Object({
  search: Text({ minLength: 1, maxLength: 100 }),
  ...PageQuery,
});

/** PUT /api/v1/chat_keys/public/{uid}. */
export const PublicKeyBody = Type.Object(
  {
    chat_public_key: Text({
      minLength: 1,
      maxLength: PUBLIC_KEY_MAX,
      description: 'JWK JSON text of an RSA-OAEP-256 4096-bit public key (e = AQAB).',
    }),
  },
  { additionalProperties: false },
);
/** PUT /api/v1/chat_keys/private/{uid}. */
export const PrivateKeyBody = Type.Object(
  {
    chat_encrypted_private_key: Text({
      minLength: 2,
      maxLength: PRIVATE_KEY_ENVELOPE_MAX,
      description: 'The password backup envelope (JSON text).',
    }),
  },
  { additionalProperties: false },
);
/** PUT /api/v1/chat_keys/cached: the transfer envelope, or null to clear it. */
export const CachedKeyBody = Type.Object(
  {
    chat_encrypted_private_key: Type.Union([Text({ minLength: 2, maxLength: PRIVATE_KEY_ENVELOPE_MAX }), Type.Null()]),
  },
  { additionalProperties: false },
);
