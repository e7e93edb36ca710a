import { parseSealedContent } from '@tribune/chat-crypto';
import { CHAT_MESSAGE_MAX_CHARS, isEmptyChatMessage } from '@tribune/domain';
import { AppError } from '../../http/errors.ts';
import { definePolicy, refuse } from '../../platform/policy.ts';
import type { ChatPeer, MemberRow } from './repository.ts';

/** A key share as the rules see it: which conversation, for whom, which key. */
export interface ShareRequest {
  conversationId: string;
  userId: number;
  keyId: string;
  encryptedKey: string;
}

/** What the rules need to know about one conversation to judge key shares. */
export interface KeyScope {
  /** User ids of the participants whose accounts still exist. */
  memberUserIds: Set<number>;
  /** Whether the caller already holds this key here. */
  callerHolds(keyId: string): boolean;
  /** Whether any participant holds this key here. */
  exists(keyId: string): boolean;
}

/** Content as it will be stored. */
export interface CheckedContent {
  content: string;
  keyId: string | null;
  encrypted: boolean;
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', undefined, { [field]: [message] });

/**
 * The chat rules of docs/CHAT.md, asked by the services with the state they read, as
 * `chatPolicy.authorize(caller, action, subject)`.
 */
export const chatPolicy = definePolicy('chat', {
  /** Only participants see a conversation; anyone else gets the same 404 as for an unknown id. */
  see: (_caller, membership: unknown) => membership !== undefined || refuse('CHAT_CONVERSATION_NOT_FOUND'),

  /** No chat with yourself. */
  chatWith: (caller, other: { userId: number }) => caller?.user.id !== other.userId || refuse('CHAT_SELF'),

  /** A recipient must exist, not be deleted and not be banned. */
  message: (_caller, peer: ChatPeer | undefined) =>
    (peer !== undefined && !peer.deleted && peer.status !== 'banned') || refuse('CHAT_USER_NOT_FOUND'),

  /** Writing to a conversation: while at least one other participant is neither deleted nor banned. */
  write: (_caller, others: MemberRow[]) => others.some((m) => m.active) || refuse('CHAT_READ_ONLY'),

  /** Messaging a user: blocking either way stops it (reading stays allowed). */
  reach: (_caller, state: { blockedByViewer: boolean; blockedViewer: boolean }) => {
    if (state.blockedByViewer) return refuse('CHAT_BLOCKED_BY_YOU');
    if (state.blockedViewer) return refuse('CHAT_BLOCKED_YOU');
    return true;
  },

  /** Only the caller's own keys, backup and cache may be read or written. */
  ownKeys: (caller, owner: { uid: string }) => caller?.user.uid === owner.uid,

  /**
   * Key shares name participants only; a key the caller holds may be shared, and a key new to
   * the conversation only when the same request wraps it for the caller too. Existing
   * (participant, key) rows are kept by the insert, never replaced.
   */
  shareKeys: (
    caller,
    { shares, scopeOf }: { shares: ShareRequest[]; scopeOf: (conversationId: string) => KeyScope },
  ) => {
    const callerId = caller?.user.id;
    const introduced = new Set(
      shares.filter((s) => s.userId === callerId).map((s) => `${s.conversationId}|${s.keyId}`),
    );
    for (const share of shares) {
      const scope = scopeOf(share.conversationId);
      if (!scope.memberUserIds.has(share.userId))
        return refuse('VALIDATION_FAILED', undefined, {
          'conversation_keys.user_id': ['is not a participant of this conversation'],
        });
      const held = scope.callerHolds(share.keyId);
      const isNew = !scope.exists(share.keyId) && introduced.has(`${share.conversationId}|${share.keyId}`);
      if (!held && !isNew)
        return refuse('CHAT_UNKNOWN_KEY', undefined, {
          'conversation_keys.key_id': ['must be a key you hold, or a new key wrapped for you in the same request'],
        });
    }
    return true;
  },
});

/**
 * Checks a message's content against the instance mode. Encrypted: `{ciphertext, iv}` JSON
 * under a key this conversation knows. Plain: non-empty text without a key id.
 */
export function checkContent(
  encryptedMode: boolean,
  input: { content: string; key_id?: string | null },
  keyKnown: (keyId: string) => boolean,
): CheckedContent {
  const keyId = input.key_id ?? null;
  if (encryptedMode) {
    if (!parseSealedContent(input.content)) throw new AppError('CHAT_ENCRYPTION_REQUIRED');
    if (keyId === null) throw invalid('key_id', "can't be blank");
    if (!keyKnown(keyId)) throw new AppError('CHAT_UNKNOWN_KEY', undefined, { key_id: ['is not known here'] });
    return { content: input.content, keyId, encrypted: true };
  }
  if (keyId !== null) throw invalid('key_id', 'must be empty: end-to-end encryption is off');
  if (isEmptyChatMessage(input.content)) throw new AppError('CHAT_EMPTY_MESSAGE');
  if (input.content.length > CHAT_MESSAGE_MAX_CHARS)
    throw invalid('content', `is too long (at most ${CHAT_MESSAGE_MAX_CHARS} characters)`);
  return { content: input.content, keyId: null, encrypted: false };
}
