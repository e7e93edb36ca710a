import { parseSealedContent } from '@tribune/chat-crypto';
import { CHAT_MESSAGE_MAX_CHARS, isEmptyChatMessage } from '@tribune/domain';
import { AppError } from '../../http/errors.ts';
import type { Caller } from '../auth/index.ts';
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

/** The rules' signatures (spelled out: TypeScript needs them for the assertion functions). */
export interface ChatPolicy {
  assertParticipant<T>(membership: T | undefined): asserts membership is T;
  assertNotSelf(userId: number, otherId: number): void;
  assertRecipient(peer: ChatPeer | undefined): asserts peer is ChatPeer;
  assertNotBlocked(state: { blockedByViewer: boolean; blockedViewer: boolean }): void;
  assertWritable(others: MemberRow[]): void;
  assertOwnUid(caller: Caller, uid: string): void;
  content(
    encryptedMode: boolean,
    input: { content: string; key_id?: string | null },
    keyKnown: (keyId: string) => boolean,
  ): CheckedContent;
  assertKeyShares(callerId: number, shares: ShareRequest[], scopeOf: (conversationId: string) => KeyScope): void;
}

/** The chat rules of docs/CHAT.md, asked by the service with the state it read. */
export const chatPolicy: ChatPolicy = {
  /** Only participants see a conversation; anyone else gets the same 404 as for an unknown id. */
  assertParticipant<T>(membership: T | undefined): asserts membership is T {
    if (membership === undefined) throw new AppError('CHAT_CONVERSATION_NOT_FOUND');
  },

  /** No chat with yourself. */
  assertNotSelf(userId: number, otherId: number): void {
    if (userId === otherId) throw new AppError('CHAT_SELF');
  },

  /** A recipient must exist, not be deleted and not be banned. */
  assertRecipient(peer: ChatPeer | undefined): asserts peer is ChatPeer {
    if (!peer || peer.deleted || peer.status === 'banned') throw new AppError('CHAT_USER_NOT_FOUND');
  },

  /** Blocking either way stops messaging (reading stays allowed). */
  assertNotBlocked(state: { blockedByViewer: boolean; blockedViewer: boolean }): void {
    if (state.blockedByViewer) throw new AppError('CHAT_BLOCKED_BY_YOU');
    if (state.blockedViewer) throw new AppError('CHAT_BLOCKED_YOU');
  },

  /** Writable while at least one other participant is neither deleted nor banned. */
  assertWritable(others: MemberRow[]): void {
    if (!others.some((m) => m.active)) throw new AppError('CHAT_READ_ONLY');
  },

  /** Only the caller's own keys, backup and cache may be read or written. */
  assertOwnUid(caller: Caller, uid: string): void {
    if (caller.user.uid !== uid) throw new AppError('FORBIDDEN');
  },

  /**
   * Checks a message's content against the instance mode. Encrypted: `{ciphertext, iv}` JSON
   * under a key this conversation knows. Plain: non-empty text without a key id.
   */
  content(
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
  },

  /**
   * Key shares name participants only; a key the caller holds may be shared, and a key new to
   * the conversation only when the same request wraps it for the caller too. Existing
   * (participant, key) rows are kept by the insert, never replaced.
   */
  assertKeyShares(callerId: number, shares: ShareRequest[], scopeOf: (conversationId: string) => KeyScope): void {
    const introduced = new Set(
      shares.filter((s) => s.userId === callerId).map((s) => `${s.conversationId}|${s.keyId}`),
    );
    for (const share of shares) {
      const scope = scopeOf(share.conversationId);
      if (!scope.memberUserIds.has(share.userId))
        throw invalid('conversation_keys.user_id', 'is not a participant of this conversation');
      const held = scope.callerHolds(share.keyId);
      const isNew = !scope.exists(share.keyId) && introduced.has(`${share.conversationId}|${share.keyId}`);
      if (!held && !isNew)
        throw new AppError('CHAT_UNKNOWN_KEY', undefined, {
          'conversation_keys.key_id': ['must be a key you hold, or a new key wrapped for you in the same request'],
        });
    }
  },
};
