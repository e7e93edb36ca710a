import { useEffect, useState, useSyncExternalStore } from 'react';
import { liveQuery } from 'dexie';
import { CHAT_LOCAL_PAGE_SIZE } from '@tribune/domain';
import type { ChatDb, LocalConversation, LocalMessage } from '../store/db.ts';
import { compareConversations, compareMessages, toLocalConversation } from './convert.ts';
import { searchLocal, type MessageHit } from './search.ts';
import { activeContext, chatSessionSnapshot, subscribeChatSession } from './session.ts';
import { fetchOlder } from './sync.ts';

function useChatUserId(): string | null {
  return useSyncExternalStore(
    subscribeChatSession,
    () => chatSessionSnapshot().userId,
    () => null,
  );
}

/** Runs a Dexie live query against the session's database; undefined until the first answer. */
function useLive<T>(query: ((db: ChatDb) => Promise<T>) | null, deps: readonly unknown[]): T | undefined {
  const userId = useChatUserId();
  const [state, setState] = useState<{ key: readonly unknown[]; value: T } | undefined>(undefined);
  useEffect(() => {
    const ctx = activeContext();
    if (!query || !userId || !ctx || ctx.userId !== userId) return;
    const key = [userId, ...deps];
    const subscription = liveQuery(() => query(ctx.db)).subscribe({
      next: (value) => setState({ key, value }),
      error: (error: unknown) => console.warn('chat: live query failed', error),
    });
    return () => subscription.unsubscribe();
    // The query closes over `deps`; they are the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, ...deps]);
  // A value of older deps is not shown for new ones (e.g. another conversation opened).
  const current =
    state && state.key.length === deps.length + 1 && state.key.every((k, i) => k === (i === 0 ? userId : deps[i - 1]));
  return current ? state.value : undefined;
}

/** The conversations on this device, newest activity first; undefined while loading. */
export function useConversations(): LocalConversation[] | undefined {
  return useLive(async (db) => (await db.conversations.toArray()).sort(compareConversations), []);
}

/** One conversation; null when it is not in the local store. */
export function useConversation(id: string): LocalConversation | null | undefined {
  return useLive(async (db) => (await db.conversations.get(id)) ?? null, [id]);
}

/** The newest `pages` local pages of a conversation, oldest first, and whether older ones are stored. */
export function useMessages(
  conversationId: string,
  pages: number,
): { messages: LocalMessage[]; hasOlderLocal: boolean } {
  const value = useLive(
    (db) => newestMessages(db, conversationId, Math.max(1, pages) * CHAT_LOCAL_PAGE_SIZE),
    [conversationId, pages],
  );
  return value ?? EMPTY_PAGE;
}

const EMPTY_PAGE = { messages: [] as LocalMessage[], hasOlderLocal: false };

/** The newest `count` messages of a conversation in order, and whether more are stored locally. */
export async function newestMessages(
  db: ChatDb,
  conversationId: string,
  count: number,
): Promise<{ messages: LocalMessage[]; hasOlderLocal: boolean }> {
  const rows = await db.messages
    .where('[conversationId+sentAt]')
    .between([conversationId, ''], [conversationId, '\uffff'])
    .reverse()
    .limit(count + 1)
    .toArray();
  const hasOlderLocal = rows.length > count;
  return { messages: rows.slice(0, count).sort(compareMessages), hasOlderLocal };
}

/** Loads the server page before the oldest local message; true when there may be more. */
export async function loadOlderFromServer(conversationId: string): Promise<boolean> {
  const ctx = activeContext();
  if (!ctx) return false;
  return fetchOlder(ctx, conversationId);
}

/** Marks a conversation read on the server when it has unread messages, and locally. */
export async function markRead(conversationId: string): Promise<void> {
  const ctx = activeContext();
  if (!ctx) return;
  const conversation = await ctx.db.conversations.get(conversationId);
  if (!conversation || conversation.unreadMessages <= 0) return;
  const answer = await ctx.api.markRead(conversationId);
  const fresh = toLocalConversation(answer);
  await ctx.db.conversations.update(conversationId, { unreadMessages: fresh.unreadMessages });
}

/** On-device search over decrypted messages (each query word a prefix of a message word). */
export async function searchMessages(query: string, limit?: number): Promise<MessageHit[]> {
  const ctx = activeContext();
  if (!ctx) return [];
  return searchLocal(ctx.db, query, limit);
}
