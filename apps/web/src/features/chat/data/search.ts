import { buildSearchIndex, compareIds, type ChatDb, type LocalMessage } from '../store/db.ts';
import { wordsOf } from './convert.ts';

/** A search hit: the message and its conversation's name. */
export type MessageHit = LocalMessage & { conversationName: string };

/** The default number of hits. */
export const SEARCH_LIMIT_DEFAULT = 50;

/**
 * On-device search through the in-memory index of `store/search-index.ts`: every query word must prefix
 * one of the message's words; the newest `limit` hits, newest first. The ids come from memory (no
 * IndexedDB read), then only those rows and their conversations are loaded, in one transaction. The
 * first search after the database opens waits for the index to read the stored messages in.
 */
export async function searchLocal(db: ChatDb, query: string, limit = SEARCH_LIMIT_DEFAULT): Promise<MessageHit[]> {
  const words = wordsOf(query);
  if (words.length === 0 || limit <= 0) return [];
  const index = await buildSearchIndex(db);
  const ids = index.search(words, limit);
  if (ids.length === 0) return [];
  return db.transaction('r', db.messages, db.conversations, async () => {
    const rows = await db.messages.bulkGet(ids);
    return withConversationNames(
      db,
      rows.filter((m): m is LocalMessage => m !== undefined),
    );
  });
}

/** The naive baseline: every message scanned, substring match on the lower-cased text (bench only). */
export async function scanSearch(db: ChatDb, query: string, limit = SEARCH_LIMIT_DEFAULT): Promise<LocalMessage[]> {
  const words = wordsOf(query);
  if (words.length === 0) return [];
  const all = await db.messages.toArray();
  return all
    .filter((m) => {
      const text = m.text.toLocaleLowerCase();
      return words.every((w) => text.includes(w));
    })
    .sort((a, b) => compareIds(b.id, a.id))
    .slice(0, limit);
}

async function withConversationNames(db: ChatDb, hits: LocalMessage[]): Promise<MessageHit[]> {
  const ids = [...new Set(hits.map((h) => h.conversationId))];
  const conversations = await db.conversations.bulkGet(ids);
  const names = new Map(conversations.flatMap((c) => (c ? [[c.id, c.name] as const] : [])));
  return hits.map((h) => ({ ...h, conversationName: names.get(h.conversationId) ?? '' }));
}
