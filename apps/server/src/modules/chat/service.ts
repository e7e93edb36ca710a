import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CHAT_SERVER_PAGE_SIZE,
  chatEnabled,
  type ChatRealtimeEvent,
  type FeatureFlags,
  type ModuleConfig,
} from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { blockState, type UserRow } from '../users/repository.ts';
import type { CreateInput, MessagesQueryInput, SendInput, UpdateMessagesInput } from './input.ts';
import { ChatKeysService } from './keys-service.ts';
import { chatPolicy, type ShareRequest } from './policy.ts';
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
  isUniqueError,
  listConversations,
  lockConversation,
  markRead,
  membersOf,
  pairKeyOf,
  searchUsers,
  type MemberRow,
  type MessageRow,
} from './repository.ts';

/** What the chat service reads from the instance configuration on every call. */
export interface ChatSettingsSource {
  (): { config: ModuleConfig; flags: FeatureFlags };
}

/** The options of the chat service. */
export interface ChatServiceOptions {
  publicUrl: string;
  settings: ChatSettingsSource;
  log: FastifyBaseLogger;
}

/** A send or create answer: 201 for a new message, 200 for an idempotent retry. */
export interface SendResult {
  status: 200 | 201;
  doc: { data: ReturnType<typeof presentConversation>; included: ReturnType<typeof presentMessage>[] };
}

/** Messages a participant's clients should hear about after a commit. */
interface Outbox {
  events: Array<[number[], ChatRealtimeEvent]>;
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

  constructor(
    private readonly db: Db,
    private readonly realtime: RealtimeHub,
    private readonly opts: ChatServiceOptions,
  ) {
    this.ctx = { publicUrl: opts.publicUrl };
    this.keys = new ChatKeysService(db, this, opts.log);
  }

  /** 404 CHAT_DISABLED unless the chat module and feature are on; tells whether messages must be encrypted. */
  gate(): { encrypted: boolean } {
    const { config, flags } = this.opts.settings();
    if (!chatEnabled(config, flags)) throw new AppError('CHAT_DISABLED');
    return { encrypted: flags.e2eEncryption === true };
  }

  /** Publishes events after a commit; a failing bus is logged, never the request's failure (clients resync). */
  async publish(events: Outbox['events']): Promise<void> {
    for (const [userIds, event] of events) {
      await this.realtime
        .publish(userIds, event)
        .catch((err: unknown) => this.opts.log.warn({ err, type: event.type }, 'chat event not published'));
    }
  }

  /** The caller's conversations, newest activity first, and their total. */
  async list(user: UserRow, page: Page) {
    this.gate();
    const [rows, total] = await Promise.all([
      listConversations(this.db, user.id, { limit: page.perPage, offset: page.offset }),
      countConversations(this.db, user.id),
    ]);
    return { data: rows.map((r) => presentConversation(r, this.ctx)), total };
  }

  /** One conversation of the caller (404 for anyone else). */
  async show(user: UserRow, id: string) {
    this.gate();
    return { data: await this.present(user.id, id) };
  }

  /** A page of messages, ascending by id (after a cursor, before one, or the newest). */
  async messages(user: UserRow, q: MessagesQueryInput) {
    this.gate();
    await this.member(q.chat_conversation_id, user.id);
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
  async send(user: UserRow, conversationId: string, input: SendInput, headerKey?: string): Promise<SendResult> {
    const { encrypted } = this.gate();
    if (input.id !== undefined && input.id !== conversationId)
      throw new AppError('VALIDATION_FAILED', undefined, { id: ['must be the conversation of the path'] });
    const clientId = input.client_id ?? headerKey ?? null;
    const attempt = () =>
      this.db.transaction(async (tx) => {
        if (!(await lockConversation(tx, conversationId))) throw new AppError('CHAT_CONVERSATION_NOT_FOUND');
        const members = await membersOf(tx, [conversationId]);
        const list = members.get(conversationId) ?? [];
        const me = list.find((m) => m.userId === user.id);
        chatPolicy.assertParticipant(me);
        if (clientId !== null) {
          const first = await messageByClientId(tx, user.id, clientId);
          if (first) return { message: this.sameConversation(first, conversationId), keys: [], list, fresh: false };
        }
        const others = list.filter((m) => m !== me);
        chatPolicy.assertWritable(others);
        for (const other of others)
          if (other.userId !== null) chatPolicy.assertNotBlocked(await blockState(tx, user.id, other.userId));
        const shares = this.shareRequests(conversationId, input.conversation_keys ?? []);
        const keyIds = [...shares.map((s) => s.keyId), ...(input.message.key_id ? [input.message.key_id] : [])];
        const holders = await keyHolders(tx, [conversationId], [...new Set(keyIds)]);
        const scope = keyScope(list, user.id, holders, conversationId);
        chatPolicy.assertKeyShares(user.id, shares, () => scope);
        const checked = chatPolicy.content(
          encrypted,
          input.message,
          (k) => scope.exists(k) || shares.some((s) => s.keyId === k),
        );
        const message = await insertMessage(tx, { conversationId, senderId: user.id, clientId, ...checked });
        const keys = await insertKeys(tx, keyRows(shares, members));
        return { message, keys, list, fresh: true };
      });
    const done = await attempt().catch(async (err: unknown) => {
      // A concurrent retry with the same client id committed first: answer with its message.
      if (clientId === null || !isUniqueError(err)) throw err;
      const first = await messageByClientId(this.db, user.id, clientId);
      if (!first) throw err;
      return { message: this.sameConversation(first, conversationId), keys: [], list: [], fresh: false };
    });
    if (done.fresh) {
      const ids = activeIds(done.list);
      await this.publish([
        [ids, { type: 'message', conversation_id: conversationId, message: presentMessage(done.message) }],
        ...this.keyEvents(done.keys, done.list),
      ]);
    }
    return {
      status: done.fresh ? 201 : 200,
      doc: { data: await this.present(user.id, conversationId), included: [presentMessage(done.message)] },
    };
  }

  /** Creates a conversation with its first message and key shares; 409 when the pair has one. */
  async create(user: UserRow, input: CreateInput, headerKey?: string): Promise<SendResult> {
    const { encrypted } = this.gate();
    const initial = input.conversation_data.initial_message;
    const recipientId = Number(initial.recipient_id);
    const clientId = input.client_id ?? headerKey ?? null;
    chatPolicy.assertNotSelf(user.id, recipientId);
    const retried = clientId === null ? undefined : await messageByClientId(this.db, user.id, clientId);
    if (retried) return this.retryAnswer(user, retried);
    const peer = await findPeer(this.db, recipientId);
    chatPolicy.assertRecipient(peer);
    chatPolicy.assertNotBlocked(await blockState(this.db, user.id, recipientId));
    const pairKey = pairKeyOf(user.id, recipientId);
    await this.assertNoConversation(pairKey);
    const id = input.conversation_data.id ?? randomUUID();
    const shares = this.shareRequests(id, input.conversation_keys ?? []);
    const memberIds = new Set([user.id, recipientId]);
    // Nothing exists yet: every key is new and must be wrapped for the creator in this request.
    chatPolicy.assertKeyShares(user.id, shares, () => ({
      memberUserIds: memberIds,
      callerHolds: () => false,
      exists: () => false,
    }));
    const checked = chatPolicy.content(encrypted, initial, (k) =>
      shares.some((s) => s.keyId === k && s.userId === user.id),
    );
    let done: { message: MessageRow; keys: KeyInsert[]; list: MemberRow[] };
    try {
      done = await this.db.transaction(async (tx) => {
        if (!(await insertConversation(tx, { id, pairKey, createdBy: user.id }))) {
          await this.assertNoConversation(pairKey, tx);
          throw new AppError('VALIDATION_FAILED', undefined, { 'conversation_data.id': ['is already taken'] });
        }
        const cuIds = await insertMembers(tx, id, [user.id, recipientId]);
        const list = [...cuIds].map(([userId, cu]) => ({ conversationUserId: cu, userId }) as MemberRow);
        const message = await insertMessage(tx, { conversationId: id, senderId: user.id, clientId, ...checked });
        const keys = await insertKeys(tx, keyRows(shares, new Map([[id, list]])));
        return { message, keys, list };
      });
    } catch (err) {
      if (!isUniqueError(err)) throw err;
      // A concurrent create won the race: the same retry (client id) or the same pair.
      const first = clientId === null ? undefined : await messageByClientId(this.db, user.id, clientId);
      if (first) return this.retryAnswer(user, first);
      await this.assertNoConversation(pairKey);
      throw new AppError('CONFLICT');
    }
    const ids = [user.id, recipientId];
    await this.publish([
      [ids, { type: 'conversation', conversation_id: id }],
      [ids, { type: 'message', conversation_id: id, message: presentMessage(done.message) }],
      ...this.keyEvents(done.keys, done.list),
    ]);
    return {
      status: 201,
      doc: { data: await this.present(user.id, id), included: [presentMessage(done.message)] },
    };
  }

  /** Moves the caller's read mark (default: to the latest message) and tells the participants. */
  async markRead(user: UserRow, id: string, lastMessageId: string | null | undefined) {
    this.gate();
    const { me, list } = await this.member(id, user.id);
    const mark = await markRead(this.db, me.conversationUserId, lastMessageId == null ? null : Number(lastMessageId));
    await this.publish([
      [
        activeIds(list),
        { type: 'read', conversation_id: id, user_id: String(user.id), last_read_message_id: String(mark) },
      ],
    ]);
    return { data: await this.present(user.id, id) };
  }

  /** Replaces the content of the caller's own messages (e.g. sealing plain ones once encryption is on). */
  async updateMessages(user: UserRow, id: string, input: UpdateMessagesInput) {
    const { encrypted } = this.gate();
    const { list } = await this.member(id, user.id);
    const ids = input.messages.map((m) => Number(m.id));
    const own = await ownMessageIds(this.db, id, user.id, ids);
    if (ids.some((m) => !own.has(m)))
      throw new AppError('FORBIDDEN', 'Only your own messages of this conversation can be changed.');
    const keyIds = [...new Set(input.messages.flatMap((m) => (m.key_id ? [m.key_id] : [])))];
    const holders = await keyHolders(this.db, [id], keyIds);
    const scope = keyScope(list, user.id, holders, id);
    const changes = input.messages.map((m) => ({
      id: Number(m.id),
      ...chatPolicy.content(encrypted, m, scope.exists),
    }));
    const rows = await updateOwnMessages(this.db, id, user.id, changes);
    await this.publish([
      [activeIds(list), { type: 'messages_updated', conversation_id: id, message_ids: rows.map((r) => String(r.id)) }],
    ]);
    return { data: rows.map(presentMessage) };
  }

  /** The participants with their public keys; 409 until every participant has one. */
  async users(user: UserRow, id: string) {
    this.gate();
    const { list } = await this.member(id, user.id);
    const present = list.filter((m) => m.userId !== null);
    const withKeys = present.flatMap((m) => (m.publicKey === null ? [] : [{ ...m, publicKey: m.publicKey }]));
    if (withKeys.length !== present.length) throw new AppError('CHAT_PUBLIC_KEYS_MISSING');
    return { data: withKeys.map((m) => presentMember(m, this.ctx)) };
  }

  /** Users the caller may start a chat with, matching the search. */
  async search(user: UserRow, term: string, page: Page) {
    this.gate();
    const { rows, total } = await searchUsers(this.db, user.id, term.trim() || term, {
      limit: page.perPage,
      offset: page.offset,
    });
    return { data: rows.map((r) => presentChatUser(r, this.ctx)), total };
  }

  /** The caller's conversation with another user, or null; 404 when that user is not there. */
  async withUser(user: UserRow, otherId: number) {
    this.gate();
    chatPolicy.assertNotSelf(user.id, otherId);
    const peer = await findPeer(this.db, otherId);
    if (!peer) throw new AppError('CHAT_USER_NOT_FOUND');
    const id = await conversationByPair(this.db, pairKeyOf(user.id, otherId));
    // An existing conversation stays readable when the partner was banned since.
    if (id) return { data: await this.present(user.id, id) };
    chatPolicy.assertRecipient(peer);
    return { data: null };
  }

  /** The caller's membership and the conversation's participants (404 for non-participants). */
  async member(id: string, userId: number): Promise<{ me: MemberRow; list: MemberRow[] }> {
    const list = (await membersOf(this.db, [id])).get(id) ?? [];
    const me = list.find((m) => m.userId === userId);
    chatPolicy.assertParticipant(me);
    return { me, list };
  }

  /** `keys` events: one per participant that received keys, with the key ids. */
  keyEvents(keys: KeyInsert[], members: MemberRow[]): Outbox['events'] {
    const byUser = new Map<string, { userId: number; cid: string; keyIds: string[] }>();
    for (const k of keys) {
      const userId = members.find((m) => m.conversationUserId === k.conversationUserId)?.userId;
      if (userId === undefined || userId === null) continue;
      const id = `${userId}|${k.conversationId}`;
      const entry = byUser.get(id) ?? { userId, cid: k.conversationId, keyIds: [] };
      entry.keyIds.push(k.keyId);
      byUser.set(id, entry);
    }
    return [...byUser.values()].map((e) => [[e.userId], { type: 'keys', conversation_id: e.cid, key_ids: e.keyIds }]);
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

  private async retryAnswer(user: UserRow, first: MessageRow): Promise<SendResult> {
    return {
      status: 200,
      doc: { data: await this.present(user.id, first.conversationId), included: [presentMessage(first)] },
    };
  }

  private async assertNoConversation(pairKey: string, db: Db = this.db): Promise<void> {
    const existing = await conversationByPair(db, pairKey);
    if (existing) throw new AppError('CHAT_CONVERSATION_EXISTS', undefined, { conversation_id: [existing] });
  }

  private async present(userId: number, id: string) {
    const row = (await listConversations(this.db, userId, { id, limit: 1, offset: 0 }))[0];
    chatPolicy.assertParticipant(row);
    return presentConversation(row, this.ctx);
  }
}
