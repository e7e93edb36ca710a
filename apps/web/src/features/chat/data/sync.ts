import { CHAT_SERVER_PAGE_SIZE } from '@tribune/domain';
import { compareIds, META, type LocalConversation, type LocalMessage } from '../store/db.ts';
import {
  compareMessages,
  maxId,
  previousId,
  toLocalConversation,
  type ChatMessageWire,
  type ConversationWire,
} from './convert.ts';
import { storeWireMessages } from './decrypt.ts';
import { cursorKey, type ChatContext } from './context.ts';

const CONVERSATION_PAGE = 100;

/** GET every page of /v2/chat_conversations into the store; drops conversations the server no longer lists. */
export async function syncConversations(ctx: ChatContext): Promise<LocalConversation[]> {
  const all: ConversationWire[] = [];
  for (let page = 1; ; page++) {
    const { data, totalPages } = await ctx.api.conversations(page, CONVERSATION_PAGE);
    all.push(...data);
    if (data.length < CONVERSATION_PAGE || (totalPages !== null && page >= totalPages)) break;
  }
  const rows = all.map(toLocalConversation);
  const keep = new Set(rows.map((r) => r.id));
  const stale = (await ctx.db.conversations.toCollection().primaryKeys()).filter((id) => !keep.has(id));
  await ctx.db.transaction('rw', [ctx.db.conversations, ctx.db.messages, ctx.db.metadata], async () => {
    await ctx.db.conversations.bulkPut(rows);
    for (const id of stale) {
      await ctx.db.conversations.delete(id);
      await ctx.db.messages.where('conversationId').equals(id).delete();
      await ctx.db.metadata.delete(cursorKey(id));
    }
  });
  return rows;
}

/** The sync cursor of a conversation (newest id fetched without a gap), or null. */
export async function readCursor(ctx: ChatContext, conversationId: string): Promise<string | null> {
  const row = await ctx.db.metadata.get(cursorKey(conversationId));
  return typeof row?.value === 'string' ? row.value : null;
}

async function advanceCursor(ctx: ChatContext, conversationId: string, wires: ChatMessageWire[]): Promise<void> {
  let newest = await readCursor(ctx, conversationId);
  for (const w of wires) newest = maxId(newest, w.id);
  if (newest) await ctx.db.metadata.put({ key: cursorKey(conversationId), value: newest });
}

/**
 * Brings one conversation's messages up to date: after the cursor, page by page until the server
 * has no more; a conversation never fetched gets only its newest page (older pages load on scroll).
 * The cursor moves only here, never for socket deliveries, so a message missed while offline is
 * still fetched on the next catch-up.
 */
export async function syncConversationMessages(ctx: ChatContext, conversation: LocalConversation): Promise<void> {
  const start = await readCursor(ctx, conversation.id);
  if (!conversation.lastMessageId) return;
  if (start && compareIds(conversation.lastMessageId, start) <= 0) return;
  if (!start) {
    const page = await ctx.api.messages({ chat_conversation_id: conversation.id, per_page: CHAT_SERVER_PAGE_SIZE });
    await storeWireMessages(ctx.db, page.data, ctx.keyring);
    await advanceCursor(ctx, conversation.id, page.data);
    return;
  }
  let cursor = start;
  for (;;) {
    const page = await ctx.api.messages({
      chat_conversation_id: conversation.id,
      after_message_id: cursor,
      per_page: CHAT_SERVER_PAGE_SIZE,
    });
    await storeWireMessages(ctx.db, page.data, ctx.keyring);
    await advanceCursor(ctx, conversation.id, page.data);
    const next = await readCursor(ctx, conversation.id);
    if (!page.meta?.has_more || page.data.length === 0 || !next || next === cursor) break;
    cursor = next;
  }
}

/** Every conversation whose last message is newer than its cursor, one after the other. */
export async function syncAllMessages(ctx: ChatContext, conversations: LocalConversation[]): Promise<void> {
  for (const c of conversations) await syncConversationMessages(ctx, c);
}

/**
 * Fetches the page before the oldest local message of a conversation (or the newest page when
 * there is none); answers whether the server may have more.
 */
export async function fetchOlder(ctx: ChatContext, conversationId: string): Promise<boolean> {
  const oldest = await oldestLocal(ctx, conversationId);
  const page = await ctx.api.messages({
    chat_conversation_id: conversationId,
    per_page: CHAT_SERVER_PAGE_SIZE,
    ...(oldest ? { before_message_id: oldest.id } : {}),
  });
  await storeWireMessages(ctx.db, page.data, ctx.keyring);
  if (!oldest) await advanceCursor(ctx, conversationId, page.data);
  return page.meta?.has_more ?? page.data.length >= CHAT_SERVER_PAGE_SIZE;
}

async function oldestLocal(ctx: ChatContext, conversationId: string): Promise<LocalMessage | undefined> {
  // Equal sentAt values may hide a smaller id behind the first row: look at a few.
  const first = await ctx.db.messages
    .where('[conversationId+sentAt]')
    .between([conversationId, ''], [conversationId, '\uffff'])
    .limit(20)
    .toArray();
  return first.sort(compareMessages)[0];
}

/** Refetches changed messages (messages_updated): from just below the smallest id up to the largest. */
export async function refetchMessages(ctx: ChatContext, conversationId: string, ids: string[]): Promise<void> {
  const sorted = [...ids].sort(compareIds);
  const low = sorted[0];
  const high = sorted[sorted.length - 1];
  if (!low || !high) return;
  let after = previousId(low);
  for (;;) {
    const page = await ctx.api.messages({
      chat_conversation_id: conversationId,
      after_message_id: after,
      per_page: CHAT_SERVER_PAGE_SIZE,
    });
    await storeWireMessages(ctx.db, page.data, ctx.keyring);
    const last = page.data[page.data.length - 1];
    if (!last || !page.meta?.has_more || compareIds(last.id, high) >= 0) break;
    after = last.id;
  }
}

/** Fetches one conversation into the store (a `conversation` event, an unknown conversation). */
export async function fetchConversation(ctx: ChatContext, id: string): Promise<LocalConversation> {
  const row = toLocalConversation(await ctx.api.conversation(id));
  await ctx.db.conversations.put(row);
  return row;
}

/** Writes the sync status to metadata (docs/CHAT.md "The app's local store (Dexie, `features/chat/store/db.ts`)"). */
export async function storeSyncStatus(ctx: ChatContext, status: string): Promise<void> {
  await ctx.db.metadata.put({ key: META.syncStatus, value: status });
}

/** Refresh step one: drops local messages, conversations and cursors (keys stay: they are costly to refetch). */
export async function clearLocal(ctx: ChatContext): Promise<void> {
  await ctx.db.transaction('rw', [ctx.db.messages, ctx.db.conversations, ctx.db.metadata], async () => {
    await ctx.db.messages.clear();
    await ctx.db.conversations.clear();
    await ctx.db.metadata.where('key').startsWith('cursor:').delete();
  });
}
