import { ApiError } from '@tribune/api-client';
import { generateConversationKey, newKeyId, publicKeyOf, seal, wrapConversationKey } from '@tribune/chat-crypto';
import { isEmptyChatMessage } from '@tribune/domain';
import type { LocalMessage } from '../store/db.ts';
import { errorCode, type SendAnswer, type WrappedKeyInput } from './api.ts';
import { currentKeyKey, type ChatContext } from './context.ts';
import { baseMessage, readableMessage, toLocalConversation, type ChatMessageWire } from './convert.ts';
import { chooseConversationKey } from './current-key.ts';
import { activeContext } from './session.ts';

/** A failed send: the server's error code (CHAT_BLOCKED_YOU, CHAT_READ_ONLY, ...) or NETWORK. */
export class ChatSendError extends Error {
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'ChatSendError';
  }
}

/** Where a message goes: an existing conversation, or a user to start one with. */
export type SendTarget =
  { conversationId: string } | { recipient: { id: string; slug: string; displayName: string; uid?: string } };

/** Network failures are retried this often with the same Idempotency-Key (the server answers the first message). */
const NETWORK_RETRIES = 2;

/**
 * Sends a message (sealed when end-to-end encryption is on) and stores it locally right away.
 * A new conversation is created with a client-chosen id; when the pair already has one (409), the
 * message goes there instead.
 */
export async function sendMessage(
  target: SendTarget,
  text: string,
): Promise<{ conversationId: string; message: LocalMessage }> {
  const ctx = activeContext();
  if (!ctx) throw new ChatSendError('NOT_READY');
  if (isEmptyChatMessage(text)) throw new ChatSendError('CHAT_EMPTY_MESSAGE');
  try {
    if ('conversationId' in target) return await sendTo(ctx, target.conversationId, text);
    return await createWith(ctx, target.recipient, text);
  } catch (error) {
    if (error instanceof ChatSendError) throw error;
    console.warn('chat: send failed', error);
    throw new ChatSendError(errorCode(error), error instanceof Error ? error.message : undefined);
  }
}

interface Sealed {
  content: string;
  keyId: string | null;
  keys: WrappedKeyInput[];
  remember: (() => Promise<void>) | null;
}

async function sealFor(
  ctx: ChatContext,
  conversationId: string,
  text: string,
  partner: () => Promise<{ userId: string; publicKey: string } | null>,
): Promise<Sealed> {
  if (!ctx.e2e) return { content: text, keyId: null, keys: [], remember: null };
  const privateKey = await ctx.privateKey();
  if (!privateKey) throw new ChatSendError('CHAT_KEY_NOT_READY');
  const existing = await chooseConversationKey(ctx, conversationId);
  const aad = (keyId: string) => ({ conversationId, senderId: ctx.userId, keyId });
  if (existing) {
    const sealed = await seal(text, existing.key, aad(existing.keyId));
    return { content: JSON.stringify(sealed), keyId: existing.keyId, keys: [], remember: null };
  }
  const key = await generateConversationKey();
  const keyId = newKeyId();
  const ownPublic = await ownPublicKey(ctx, privateKey);
  const forMe = await wrapConversationKey(key, ownPublic);
  const keys: WrappedKeyInput[] = [{ user_id: ctx.userId, key_id: keyId, encrypted_key: forMe }];
  const other = await partner();
  if (other)
    keys.push({ user_id: other.userId, key_id: keyId, encrypted_key: await wrapConversationKey(key, other.publicKey) });
  const sealed = await seal(text, key, aad(keyId));
  return {
    content: JSON.stringify(sealed),
    keyId,
    keys,
    remember: async () => {
      await ctx.keyring.remember(conversationId, keyId, key, forMe);
      await ctx.db.metadata.put({ key: currentKeyKey(conversationId), value: keyId });
    },
  };
}

async function ownPublicKey(ctx: ChatContext, privateKey: CryptoKey): Promise<string> {
  const row = await ctx.db.privateKeys.get(ctx.userId);
  // The stored public half is what the server holds; the private JWK's n and e give the same key.
  return row?.publicKeyJwk ?? publicKeyOf(privateKey);
}

async function sendTo(ctx: ChatContext, conversationId: string, text: string) {
  const sealed = await sealFor(ctx, conversationId, text, async () => {
    try {
      const users = await ctx.api.conversationUsers(conversationId);
      const other = users.find((u) => u.id !== ctx.userId);
      return other ? { userId: other.id, publicKey: other.attributes.public_key } : null;
    } catch (error) {
      // 409: the partner has no public key yet; the key is shared once they set one up.
      if (error instanceof ApiError && error.status === 409) return null;
      throw error;
    }
  });
  const body = {
    message: { content: sealed.content, key_id: sealed.keyId },
    ...(sealed.keys.length > 0 ? { conversation_keys: sealed.keys } : {}),
  };
  const answer = await withRetries((idem) => ctx.api.send(conversationId, body, idem));
  await sealed.remember?.();
  return storeAnswer(ctx, answer, text);
}

async function createWith(ctx: ChatContext, recipient: { id: string; slug: string; uid?: string }, text: string) {
  const conversationId = crypto.randomUUID();
  const sealed = await sealFor(ctx, conversationId, text, async () => {
    const uid = recipient.uid ?? (await ctx.api.profileUid(recipient.slug));
    const publicKey = await ctx.api.publicKey(uid);
    return publicKey ? { userId: recipient.id, publicKey } : null;
  });
  const body = {
    conversation_data: {
      id: conversationId,
      initial_message: { recipient_id: recipient.id, content: sealed.content, key_id: sealed.keyId },
    },
    ...(sealed.keys.length > 0 ? { conversation_keys: sealed.keys } : {}),
  };
  let answer: SendAnswer;
  try {
    answer = await withRetries((idem) => ctx.api.create(body, idem));
  } catch (error) {
    const existing = existingConversationId(error);
    if (!existing) throw error;
    // Sealed for the id we chose: the AAD binds it, so seal again for the existing conversation.
    await ctx.db.conversations.put(toLocalConversation(await ctx.api.conversation(existing)));
    return sendTo(ctx, existing, text);
  }
  await sealed.remember?.();
  return storeAnswer(ctx, answer, text);
}

function existingConversationId(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.body?.code !== 'CHAT_CONVERSATION_EXISTS')
    return null;
  const ids = (error.body.errors as Record<string, unknown> | undefined)?.conversation_id;
  return Array.isArray(ids) && typeof ids[0] === 'string' ? ids[0] : null;
}

async function withRetries(call: (idempotencyKey: string) => Promise<SendAnswer>): Promise<SendAnswer> {
  const idempotencyKey = crypto.randomUUID();
  for (let attempt = 0; ; attempt++) {
    try {
      return await call(idempotencyKey);
    } catch (error) {
      // Only a lost request is retried; the server's answer to a retry is the first message (200).
      if (error instanceof ApiError || attempt >= NETWORK_RETRIES) throw error;
    }
  }
}

async function storeAnswer(ctx: ChatContext, answer: SendAnswer, text: string) {
  const conversation = toLocalConversation(answer.data);
  const wire: ChatMessageWire | undefined =
    answer.included?.find((m) => m.type === 'chat_message') ?? answer.included?.[0];
  if (!wire) throw new ChatSendError('MALFORMED_ANSWER');
  // The sender knows the text: no need to open its own ciphertext again.
  const message = readableMessage(baseMessage(wire), text);
  await ctx.db.transaction('rw', [ctx.db.conversations, ctx.db.messages], async () => {
    const old = await ctx.db.conversations.get(conversation.id);
    // The answer's unread count is the truth for this user; keep a newer local activity time.
    await ctx.db.conversations.put(
      old && old.updatedAt > conversation.updatedAt ? { ...conversation, updatedAt: old.updatedAt } : conversation,
    );
    await ctx.db.messages.put(message);
  });
  return { conversationId: conversation.id, message };
}
