import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_SERVER_PAGE_SIZE } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import { isUniqueViolation } from '../../platform/unique-violation.ts';
import type { RealtimeHub } from '../realtime/index.ts';
import type { Caller } from '../auth/index.ts';
import { chatGroupKey, notifyChatMessage } from '../notifications/index.ts';
import type { Notified, Notifier } from '../notifications/index.ts';
import { blockState } from '../users/index.ts';
import { ChatCore, type ChatSettingsSource } from './core.ts';
import type { CreateInput, MessagesQueryInput, SendInput, UpdateMessagesInput } from './input.ts';
import { ChatKeysService } from './keys-service.ts';
import { chatPolicy, checkContent, type ShareRequest } from './policy.ts';
import { activeIds, keyRows, keyScope } from './shares.ts';
import {
  presentChatUser,
  presentConversation,
  presentMessage,
  presentMember,
  type ChatPresentContext,
} from './presenter.ts';
import { insertKeys, keyHolders, type KeyInsert } from './keys-repository.ts';
import {
  insertMessage,
  messageByClientId,
  messagesPage,
  ownMessageIds,
  updateOwnMessages,
} from './messages-repository.ts';
import {
  conversationByPair,
  countConversations,
  findPeer,
  insertConversation,
  insertMembers,
  listConversations,
  lockConversation,
  markRead,
  membersOf,
  pairKeyOf,
  searchUsers,
  type ConversationRow,
  type MemberRow,
  type MessageRow,
} from './repository.ts';

/** The options of the chat service. */
export interface ChatServiceOptions {
  publicUrl: string;
  settings: ChatSettingsSource;
  log: FastifyBaseLogger;
  /** Tells the other participants of a new message; a read receipt opens that notification. */
  notifications?: Notifier;
}

/** A send or create answer: 201 for a new message, 200 for an idempotent retry. */
export interface SendResult {
  status: 200 | 201;
  doc: { data: ReturnType<typeof presentConversation>; included: ReturnType<typeof presentMessage>[] };
}

/**
 * One-to-one chat (decorated as `app.chat`): conversations, messages, read marks and the
 * conversation keys, with the rules of docs/CHAT.md. Events go out through the realtime hub
 * after the database committed. `keys` holds the user key calls (/api/v1/chat_keys).
 */
export class ChatService {
  /** The chat key calls and conversation key shares. */
  readonly keys: ChatKeysService;
  private readonly ctx: ChatPresentContext;
  private readonly core: ChatCore;
  private readonly notifier: Notifier | undefined;

  constructor(
    private readonly db: Db,
    realtime: RealtimeHub,
    opts: ChatServiceOptions,
  ) {
    this.ctx = { publicUrl: opts.publicUrl };
    this.notifier = opts.notifications;
    this.core = new ChatCore(db, realtime, opts.settings, opts.log);
    this.keys = new ChatKeysService(db, this.core, opts.log);
  }

  /** The caller's conversations, newest activity first, and their total. */
  async list(caller: Caller, page: Page) {
    const [rows, total] = await Promise.all([
      listConversations(this.db, caller.user.id, { limit: page.perPage, offset: page.offset }),
      countConversations(this.db, caller.user.id),
    ]);
    return { data: rows.map((r) => presentConversation(r, this.ctx)), total };
  }

  /** One conversation of the caller (404 for anyone else). */
  async show(caller: Caller, id: string) {
    return { data: await this.present(caller.user.id, id) };
  }

  /** A page of messages, ascending by id (after a cursor, before one, or the newest). */
  async messages(caller: Caller, q: MessagesQueryInput) {
    await this.core.member(q.chat_conversation_id, caller.user.id);
    if (q.after_message_id !== undefined && q.before_message_id !== undefined)
      throw new AppError('BAD_REQUEST', 'Give after_message_id or before_message_id, not both.');
    const { rows, hasMore } = await messagesPage(this.db, q.chat_conversation_id, {
      after: q.after_message_id === undefined ? undefined : Number(q.after_message_id),
      before: q.before_message_id === undefined ? undefined : Number(q.before_message_id),
      limit: q.per_page ?? CHAT_SERVER_PAGE_SIZE,
    });
    return { data: rows.map(presentMessage), meta: { has_more: hasMore } };
  }

  /** Sends a message (with any key shares) in one transaction; a retried client id answers the first. */
  async send(caller: Caller, conversationId: string, input: SendInput, headerKey?: string): Promise<SendResult> {
    const encrypted = this.core.encrypted();
    if (input.id !== undefined && input.id !== conversationId)
      throw new AppError('VALIDATION_FAILED', undefined, { id: ['must be the conversation of the path'] });
    const clientId = input.client_id ?? headerKey ?? null;
    const attempt = () =>
      inTransaction(this.db, async (tx) => {
        if (!(await lockConversation(tx, conversationId))) throw new AppError('CHAT_CONVERSATION_NOT_FOUND');
        const members = await membersOf(tx, [conversationId]);
        const list = members.get(conversationId) ?? [];
        const me = list.find((m) => m.userId === caller.user.id);
        chatPolicy.authorize(caller, 'see', me);
        if (clientId !== null) {
          const first = await messageByClientId(tx, caller.user.id, clientId);
          if (first)
            return {
              message: this.sameConversation(first, conversationId),
              keys: [],
              list,
              fresh: false,
              notified: [],
            };
        }
        const others = list.filter((m) => m !== me);
        chatPolicy.authorize(caller, 'write', others);
        for (const other of others)
          if (other.userId !== null)
            chatPolicy.authorize(caller, 'reach', await blockState(tx, caller.user.id, other.userId));
        const shares = this.shareRequests(conversationId, input.conversation_keys ?? []);
        const keyIds = [...shares.map((s) => s.keyId), ...(input.message.key_id ? [input.message.key_id] : [])];
        const holders = await keyHolders(tx, [conversationId], [...new Set(keyIds)]);
        const scope = keyScope(list, caller.user.id, holders, conversationId);
        chatPolicy.authorize(caller, 'shareKeys', { shares, scopeOf: () => scope });
        const checked = checkContent(
          encrypted,
          input.message,
          (k) => scope.exists(k) || shares.some((s) => s.keyId === k),
        );
        const message = await insertMessage(tx, { conversationId, senderId: caller.user.id, clientId, ...checked });
        const keys = await insertKeys(tx, keyRows(shares, members));
        const notified = await this.notifyMessage(tx, conversationId, caller.user.id, others);
        return { message, keys, list, fresh: true, notified };
      });
    const done = await attempt().catch(async (err: unknown) => {
      // A concurrent retry with the same client id committed first: answer with its message.
      if (clientId === null || !isUniqueViolation(err)) throw err;
      const first = await messageByClientId(this.db, caller.user.id, clientId);
      if (!first) throw err;
      return {
        message: this.sameConversation(first, conversationId),
        keys: [],
        list: [],
        fresh: false,
        notified: [] as Array<Notified | undefined>,
      };
    });
    if (done.fresh) {
      const ids = activeIds(done.list);
      await this.core.publish([
        [ids, { type: 'message', conversation_id: conversationId, message: presentMessage(done.message) }],
        ...this.core.keyEvents(done.keys, done.list),
      ]);
      await this.notifier?.publish(done.notified);
    }
    return {
      status: done.fresh ? 201 : 200,
      doc: { data: await this.present(caller.user.id, conversationId), included: [presentMessage(done.message)] },
    };
  }

  /** Creates a conversation with its first message and key shares; 409 when the pair has one. */
  async create(caller: Caller, input: CreateInput, headerKey?: string): Promise<SendResult> {
    const encrypted = this.core.encrypted();
    const initial = input.conversation_data.initial_message;
    const recipientId = Number(initial.recipient_id);
    const clientId = input.client_id ?? headerKey ?? null;
    chatPolicy.authorize(caller, 'chatWith', { userId: recipientId });
    const retried = clientId === null ? undefined : await messageByClientId(this.db, caller.user.id, clientId);
    if (retried) return this.retryAnswer(caller, retried);
    const peer = await findPeer(this.db, recipientId);
    chatPolicy.authorize(caller, 'message', peer);
    chatPolicy.authorize(caller, 'reach', await blockState(this.db, caller.user.id, recipientId));
    const pairKey = pairKeyOf(caller.user.id, recipientId);
    await this.assertNoConversation(pairKey);
    const id = input.conversation_data.id ?? randomUUID();
    const shares = this.shareRequests(id, input.conversation_keys ?? []);
    const memberIds = new Set([caller.user.id, recipientId]);
    // Nothing exists yet: every key is new and must be wrapped for the creator in this request.
    chatPolicy.authorize(caller, 'shareKeys', {
      shares,
      scopeOf: () => ({ memberUserIds: memberIds, callerHolds: () => false, exists: () => false }),
    });
    const checked = checkContent(encrypted, initial, (k) =>
      shares.some((s) => s.keyId === k && s.userId === caller.user.id),
    );
    let done: { message: MessageRow; keys: KeyInsert[]; list: MemberRow[]; notified: Array<Notified | undefined> };
    try {
      done = await inTransaction(this.db, async (tx) => {
        if (!(await insertConversation(tx, { id, pairKey, createdBy: caller.user.id }))) {
          await this.assertNoConversation(pairKey, tx);
          throw new AppError('VALIDATION_FAILED', undefined, { 'conversation_data.id': ['is already taken'] });
        }
        const cuIds = await insertMembers(tx, id, [caller.user.id, recipientId]);
        const list = [...cuIds].map(([userId, cu]) => ({ conversationUserId: cu, userId }) as MemberRow);
        const message = await insertMessage(tx, { conversationId: id, senderId: caller.user.id, clientId, ...checked });
        const keys = await insertKeys(tx, keyRows(shares, new Map([[id, list]])));
        const notified = await this.notifyMessage(tx, id, caller.user.id, list);
        return { message, keys, list, notified };
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // A concurrent create won the race: the same retry (client id) or the same pair.
      const first = clientId === null ? undefined : await messageByClientId(this.db, caller.user.id, clientId);
      if (first) return this.retryAnswer(caller, first);
      await this.assertNoConversation(pairKey);
      throw new AppError('CONFLICT');
    }
    const ids = [caller.user.id, recipientId];
    await this.core.publish([
      [ids, { type: 'conversation', conversation_id: id }],
      [ids, { type: 'message', conversation_id: id, message: presentMessage(done.message) }],
      ...this.core.keyEvents(done.keys, done.list),
    ]);
    await this.notifier?.publish(done.notified);
    return {
      status: 201,
      doc: { data: await this.present(caller.user.id, id), included: [presentMessage(done.message)] },
    };
  }

  /** Moves the caller's read mark (default: to the latest message) and tells the participants. */
  async markRead(caller: Caller, id: string, lastMessageId: string | null | undefined) {
    const { me, list } = await this.core.member(id, caller.user.id);
    const mark = await markRead(this.db, me.conversationUserId, lastMessageId == null ? null : Number(lastMessageId));
    // Reading the conversation opens its chat notification (on the caller's other devices too).
    await this.notifier?.openGroup(caller.user.id, chatGroupKey(id));
    await this.core.publish([
      [
        activeIds(list),
        { type: 'read', conversation_id: id, user_id: String(caller.user.id), last_read_message_id: String(mark) },
      ],
    ]);
    return { data: await this.present(caller.user.id, id) };
  }

  /** Replaces the content of the caller's own messages (e.g. sealing plain ones once encryption is on). */
  async updateMessages(caller: Caller, id: string, input: UpdateMessagesInput) {
    const encrypted = this.core.encrypted();
    const { list } = await this.core.member(id, caller.user.id);
    const ids = input.messages.map((m) => Number(m.id));
    const own = await ownMessageIds(this.db, id, caller.user.id, ids);
    if (ids.some((m) => !own.has(m)))
      throw new AppError('FORBIDDEN', 'Only your own messages of this conversation can be changed.');
    const keyIds = [...new Set(input.messages.flatMap((m) => (m.key_id ? [m.key_id] : [])))];
    const holders = await keyHolders(this.db, [id], keyIds);
    const scope = keyScope(list, caller.user.id, holders, id);
    const changes = input.messages.map((m) => ({
      id: Number(m.id),
      ...checkContent(encrypted, m, scope.exists),
    }));
    const rows = await updateOwnMessages(this.db, id, caller.user.id, changes);
    await this.core.publish([
      [activeIds(list), { type: 'messages_updated', conversation_id: id, message_ids: rows.map((r) => String(r.id)) }],
    ]);
    return { data: rows.map(presentMessage) };
  }

  /** The participants with their public keys; 409 until every participant has one. */
  async users(caller: Caller, id: string) {
    const { list } = await this.core.member(id, caller.user.id);
    const present = list.filter((m) => m.userId !== null);
    const withKeys = present.flatMap((m) => (m.publicKey === null ? [] : [{ ...m, publicKey: m.publicKey }]));
    if (withKeys.length !== present.length) throw new AppError('CHAT_PUBLIC_KEYS_MISSING');
    return { data: withKeys.map((m) => presentMember(m, this.ctx)) };
  }

  /** Users the caller may start a chat with, matching the search. */
  async search(caller: Caller, term: string, page: Page) {
    const { rows, total } = await searchUsers(this.db, caller.user.id, term.trim() || term, {
      limit: page.perPage,
      offset: page.offset,
    });
    return { data: rows.map((r) => presentChatUser(r, this.ctx)), total };
  }

  /** The caller's conversation with another user, or null; 404 when that user is not there. */
  async withUser(caller: Caller, otherId: number) {
    chatPolicy.authorize(caller, 'chatWith', { userId: otherId });
    const peer = await findPeer(this.db, otherId);
    if (!peer) throw new AppError('CHAT_USER_NOT_FOUND');
    const id = await conversationByPair(this.db, pairKeyOf(caller.user.id, otherId));
    // An existing conversation stays readable when the partner was banned since.
    if (id) return { data: await this.present(caller.user.id, id) };
    chatPolicy.authorize(caller, 'message', peer);
    return { data: null };
  }

  /** The other participants' chat notifications of a new message, in its transaction. */
  private async notifyMessage(
    tx: Db,
    conversationId: string,
    senderId: number,
    members: MemberRow[],
  ): Promise<Array<Notified | undefined>> {
    if (!this.notifier) return [];
    const recipientIds = members.flatMap((m) => (m.userId !== null && m.userId !== senderId ? [m.userId] : []));
    return notifyChatMessage(this.notifier, tx, { conversationId, senderId, recipientIds });
  }

  /** Key shares of a send or create as the rules see them. */
  private shareRequests(conversationId: string, shares: NonNullable<SendInput['conversation_keys']>): ShareRequest[] {
    return shares.map((s) => ({
      conversationId,
      userId: Number(s.user_id),
      keyId: s.key_id,
      encryptedKey: s.encrypted_key,
    }));
  }

  private sameConversation(first: MessageRow, conversationId: string): MessageRow {
    if (first.conversationId !== conversationId)
      throw new AppError('VALIDATION_FAILED', undefined, { client_id: ['was already used for another message'] });
    return first;
  }

  private async retryAnswer(caller: Caller, first: MessageRow): Promise<SendResult> {
    return {
      status: 200,
      doc: { data: await this.present(caller.user.id, first.conversationId), included: [presentMessage(first)] },
    };
  }

  private async assertNoConversation(pairKey: string, db: Db = this.db): Promise<void> {
    const existing = await conversationByPair(db, pairKey);
    if (existing) throw new AppError('CHAT_CONVERSATION_EXISTS', undefined, { conversation_id: [existing] });
  }

  private async present(userId: number, id: string) {
    const row = (await listConversations(this.db, userId, { id, limit: 1, offset: 0 }))[0];
    chatPolicy.authorize(undefined, 'see', row);
    return presentConversation(row as ConversationRow, this.ctx);
  }
}
