import { compareIds, type ChatDb, type LocalMessage } from '../store/db.ts';
import { wordsOf } from './convert.ts';

/** A search hit: the message and its conversation's name. */
export type MessageHit = LocalMessage & { conversationName: string };

/** The default number of hits. */
export const SEARCH_LIMIT_DEFAULT = 50;

/**
 * On-device search through the `*words` index: every query word must prefix one of the message's
 * words. Each word is an index range read of primary keys only (no rows cloned); the id sets are
 * intersected and only the newest `limit` rows are loaded.
 */
export async function searchLocal(db: ChatDb, query: string, limit = SEARCH_LIMIT_DEFAULT): Promise<MessageHit[]> {
  // Longest first: likely the rarest word, so the intersection shrinks early.
  const words = wordsOf(query).sort((a, b) => b.length - a.length);
  if (words.length === 0 || limit <= 0) return [];
  let ids: string[] | null = null;
  for (const word of words) {
    const found: string[] = (await db.messages.where('words').startsWith(word).primaryKeys()) as string[];
    if (ids === null) ids = found;
    else {
      const previous: ReadonlySet<string> = new Set<string>(ids);
      ids = found.filter((id): boolean => previous.has(id));
    }
    if (ids.length === 0) return [];
  }
  // A message has each matching word once, but two query words may hit the same message word.
  const newest = [...new Set(ids)].sort((a, b) => compareIds(b, a)).slice(0, limit);
  const rows = await db.messages.bulkGet(newest);
  return withConversationNames(
    db,
    rows.filter((m): m is LocalMessage => m !== undefined),
  );
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
