import { chatDb, compareIds } from '../store/db.ts';
import { getChatKeyManager, ownPrivateKey } from '../keys/key-manager.ts';
import { realtime, type RealtimeEvent, type SocketStatus } from '../../../kernel/realtime/hub.ts';
import { chatApi } from './api.ts';
import type { ChatContext } from './context.ts';
import { maxId } from './convert.ts';
import { reopenPending, storeWireMessages } from './decrypt.ts';
import { ConversationKeyring } from './keyring.ts';
import { serialized, shareMissingKeys } from './key-sharing.ts';
import {
  clearLocal,
  fetchConversation,
  refetchMessages,
  storeSyncStatus,
  syncAllMessages,
  syncConversations,
} from './sync.ts';
import { SYNC_IDLE, syncReducer, type SyncEvent, type SyncState } from './sync-machine.ts';

/** What the screens see of the chat session. */
export interface ChatSessionSnapshot {
  userId: string | null;
  sync: SyncState['status'];
  /** 25, 50, 75, 100 during (and right after) a refresh. */
  progress: number | null;
  socket: SocketStatus;
  e2e: boolean;
}

/** The snapshot with no session running. */
export const NO_SESSION: ChatSessionSnapshot = {
  userId: null,
  sync: 'idle',
  progress: null,
  socket: 'idle',
  e2e: false,
};

/**
 * One signed-in user's chat session: the sync machine, the realtime socket, key sharing and
 * retries of pending messages. Created by the session hub, stopped on sign-out.
 */
export class ChatRuntime {
  readonly ctx: ChatContext;
  private sync: SyncState = SYNC_IDLE;
  private socketStatus: SocketStatus = realtime.status();
  private snapshot: ChatSessionSnapshot;
  private readonly unsubscribers: Array<() => void> = [];
  private refreshing: Promise<void> | null = null;
  private stopped = false;
  /** Hears `public_key` events (partner.ts re-reads that partner's key). */
  readonly publicKeyListeners = new Set<(userId: string) => void>();

  readonly syncNow = serialized(() => this.syncPass(false));
  readonly shareKeys = serialized(() => shareMissingKeys(this.ctx));
  private readonly reopen = serialized(() => reopenPending(this.ctx.db, this.ctx.keyring));

  constructor(
    userId: string,
    uid: string,
    e2e: boolean,
    private readonly onChange: () => void,
  ) {
    const db = chatDb(userId);
    const privateKey = () => (e2e ? ownPrivateKey(userId) : Promise.resolve(null));
    const keyring = new ConversationKeyring({ db, privateKey, fetchKeys: (id) => chatApi.myKeys(id) });
    this.ctx = { userId, uid, e2e, db, keyring, api: chatApi, privateKey };
    this.snapshot = { ...NO_SESSION, userId, e2e, socket: this.socketStatus };
  }

  /** The current snapshot (stable between changes). */
  getSnapshot(): ChatSessionSnapshot {
    return this.snapshot;
  }

  /**
   * Starts the key setup (e2e), the first sync and listening to the shared realtime socket (the
   * shell keeps it connected; connecting here too covers a chat page mounted before that effect).
   */
  start(): void {
    // The key manager needs the uid (chat key calls are by uid); without one the store's key is used.
    if (this.ctx.e2e && this.ctx.uid) this.watchKeys();
    this.unsubscribers.push(realtime.subscribe((event) => this.onEvent(event)));
    this.unsubscribers.push(
      realtime.subscribeStatus(() => {
        this.socketStatus = realtime.status();
        this.publish();
      }),
    );
    void this.syncNow();
    realtime.connect(this.ctx.userId);
  }

  /** Stops listening to the socket and forgets listeners; running calls finish but publish nothing. */
  stop(): void {
    this.stopped = true;
    for (const off of this.unsubscribers.splice(0)) off();
    this.publicKeyListeners.clear();
  }

  /** Full refresh (docs/CHAT.md "The app's rules"): clear local data (25), conversations (50), messages (75), done (100). */
  refresh(): Promise<void> {
    this.refreshing ??= this.syncPass(true).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private watchKeys(): void {
    const manager = getChatKeyManager(this.ctx.userId, this.ctx.uid);
    manager.ensureStarted();
    let lastKey: string | null = null;
    const onKeys = () => {
      const s = manager.getSnapshot();
      const key = s.status === 'ready' ? s.publicKey : null;
      if (key === lastKey) return;
      lastKey = key;
      // A new or restored private key: unwrap again, retry pending messages, share what partners lack.
      this.ctx.keyring.forgetAll();
      if (key) void this.afterKeys();
    };
    this.unsubscribers.push(manager.subscribe(onKeys));
    onKeys();
  }

  private async afterKeys(): Promise<void> {
    await this.reopen();
    await this.shareKeys();
  }

  private dispatch(event: SyncEvent): void {
    const next = syncReducer(this.sync, event);
    if (next === this.sync) return;
    const statusChanged = next.status !== this.sync.status;
    this.sync = next;
    if (statusChanged && next.status !== 'idle') {
      storeSyncStatus(this.ctx, next.status).catch((error: unknown) =>
        console.warn('chat: sync status not stored', error),
      );
    }
    this.publish();
  }

  private publish(): void {
    if (this.stopped) return;
    this.snapshot = {
      userId: this.ctx.userId,
      e2e: this.ctx.e2e,
      sync: this.sync.status,
      progress: this.sync.progress,
      socket: this.socketStatus,
    };
    this.onChange();
  }

  private async syncPass(refresh: boolean): Promise<void> {
    try {
      if (refresh) {
        this.dispatch({ type: 'refreshStarted' });
        await clearLocal(this.ctx);
        this.dispatch({ type: 'cleared' });
      }
      this.dispatch({ type: 'syncStarted' });
      this.ctx.keyring.invalidate();
      const conversations = await syncConversations(this.ctx);
      this.dispatch({ type: 'conversationsSynced' });
      await syncAllMessages(this.ctx, conversations);
      this.dispatch({ type: 'messagesSynced' });
      if (this.ctx.e2e) await this.afterKeys();
      this.dispatch({ type: 'finished' });
    } catch (error) {
      console.error('chat: sync failed', error);
      this.dispatch({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      if (refresh) throw error;
    }
  }

  private onEvent(event: RealtimeEvent): void {
    if (this.stopped) return;
    // One event at a time, in arrival order: a `conversation` fetch and the `message` right
    // behind it would otherwise both count the same message as unread.
    this.eventChain = this.eventChain
      .then(() => (this.stopped ? undefined : this.handle(event)))
      .catch((error: unknown) => console.warn('chat: event failed', event.type, error));
  }

  private eventChain: Promise<void> = Promise.resolve();

  private async handle(event: RealtimeEvent): Promise<void> {
    const { ctx } = this;
    switch (event.type) {
      case 'ready':
        // At-most-once delivery: every (re)connect catches up by cursor.
        await this.syncNow();
        return;
      case 'message':
        await this.storeDelivered(event.conversation_id, event.message);
        return;
      case 'messages_updated':
        await refetchMessages(ctx, event.conversation_id, event.message_ids);
        return;
      case 'read':
        if (event.user_id === ctx.userId)
          await ctx.db.conversations.update(event.conversation_id, { unreadMessages: 0 });
        return;
      case 'conversation':
        await fetchConversation(ctx, event.conversation_id);
        await this.syncNow();
        return;
      case 'keys':
        ctx.keyring.invalidate(event.conversation_id);
        await this.reopen();
        return;
      case 'public_key':
        for (const listener of this.publicKeyListeners) listener(event.user_id);
        await this.shareKeys();
        return;
      case 'keys_needed':
        await this.shareKeys();
        return;
      case 'pong':
      case 'notification':
      case 'notifications_opened':
        return;
    }
  }

  private async storeDelivered(
    conversationId: string,
    wire: Parameters<typeof storeWireMessages>[1][number],
  ): Promise<void> {
    const { ctx } = this;
    const known = await ctx.db.messages.get(wire.id);
    const [row] = await storeWireMessages(ctx.db, [wire], ctx.keyring);
    if (!row) return;
    const conversation = await ctx.db.conversations.get(conversationId);
    if (!conversation) {
      await fetchConversation(ctx, conversationId);
      return;
    }
    const mine = row.senderId === ctx.userId;
    // The server's unread count covers every message up to its last_message_id already.
    const counted = conversation.lastMessageId !== null && compareIds(row.id, conversation.lastMessageId) <= 0;
    await ctx.db.conversations.update(conversationId, {
      updatedAt: row.sentAt > conversation.updatedAt ? row.sentAt : conversation.updatedAt,
      lastMessageAt: row.sentAt,
      lastMessageId: maxId(conversation.lastMessageId, row.id),
      unreadMessages: known || mine || counted ? conversation.unreadMessages : conversation.unreadMessages + 1,
    });
  }
}
