import type { DBCore, DBCoreMutateRequest, DBCoreTable, Dexie, Middleware } from 'dexie';
import { compareIds } from './ids.ts';

/**
 * The on-device search index of one chat database, kept in memory (docs/CHAT.md "On-device search").
 *
 * - `terms`: every distinct message word, sorted, so a query word's prefix is one binary search;
 * - `postings`: per word, the ids of the messages holding it, sorted by `compareIds` (newest last), so
 *   the newest hits are read from the tail and a limit never sorts everything;
 * - `docs`: per message id, its words (to undo a message's postings on an edit or delete, and to test the
 *   other words of an AND query on the candidates of the rarest one).
 *
 * It is built from the stored messages in chunks, each its own small task, after the database opens
 * (`build`), and kept current by a DBCore middleware (`searchIndexMiddleware`) that applies every
 * put, add, delete and clear of `messages` once its transaction has committed.
 */
export class SearchIndex {
  private terms: string[] = [];
  private readonly postings = new Map<string, Posting>();
  private readonly docs = new Map<string, readonly string[]>();
  /** Ids written by a transaction while a build reads older chunks: the build must not overwrite them. */
  private touched: Set<string> | null = null;
  private generation = 0;
  private building: Promise<void> | null = null;
  private built = false;

  /** Messages indexed. */
  get size(): number {
    return this.docs.size;
  }

  /** Whether the stored messages have been read in since the database opened. */
  get ready(): boolean {
    return this.built;
  }

  /** Sets or replaces one message's words (an edit removes the words it no longer has). */
  set(id: string, words: readonly string[]): void {
    this.touched?.add(id);
    this.put(id, words);
  }

  /** Removes messages. */
  delete(ids: Iterable<string>): void {
    for (const id of ids) {
      this.touched?.add(id);
      this.remove(id);
    }
  }

  /** Removes the messages whose ids lie in a key range (IndexedDB string order); `null` bounds are open ends. */
  deleteRange(lower: string | null, upper: string | null, lowerOpen = false, upperOpen = false): void {
    const doomed: string[] = [];
    for (const id of this.docs.keys()) {
      if (lower !== null && (lowerOpen ? id <= lower : id < lower)) continue;
      if (upper !== null && (upperOpen ? id >= upper : id > upper)) continue;
      doomed.push(id);
    }
    this.delete(doomed);
  }

  /** Forgets everything (a cleared store, a closed or deleted database). */
  reset(): void {
    this.generation++;
    this.terms = [];
    this.postings.clear();
    this.docs.clear();
    this.touched = null;
    this.building = null;
    this.built = false;
  }

  /**
   * Reads every stored message in, `chunk` rows per read, yielding to the event loop between chunks so
   * no task runs long. Writes committed meanwhile win over the (older) rows a chunk read.
   */
  build(read: (after: string | null, chunk: number) => Promise<IndexedRow[]>, chunk = 200): Promise<void> {
    if (this.building) return this.building;
    const generation = ++this.generation;
    const touched = new Set<string>();
    this.touched = touched;
    const run = async (): Promise<void> => {
      let after: string | null = null;
      for (;;) {
        const rows = await read(after, chunk);
        if (generation !== this.generation) return;
        for (const row of rows) if (!touched.has(row.id)) this.put(row.id, row.words ?? []);
        if (rows.length < chunk) break;
        after = rows[rows.length - 1]!.id;
        await yieldToEventLoop();
        if (generation !== this.generation) return;
      }
      this.touched = null;
      this.built = true;
    };
    const building = run().catch((error: unknown) => {
      if (generation === this.generation) this.building = null;
      throw error;
    });
    this.building = building;
    return building;
  }

  /**
   * The ids of the newest `limit` messages in which every query word prefixes one of the message's
   * words, newest first. Candidates come from the query word with the fewest postings, read newest
   * first by merging its terms' lists from their tails; the other words are tested on each candidate.
   */
  search(queryWords: readonly string[], limit: number): string[] {
    if (queryWords.length === 0 || limit <= 0) return [];
    let rarest: string[][] | null = null;
    let rarestCount = Infinity;
    let rarestWord = '';
    for (const word of queryWords) {
      const lists = this.listsFor(word);
      let count = 0;
      for (const list of lists) count += list.length;
      if (count === 0) return [];
      if (count < rarestCount) {
        rarest = lists;
        rarestCount = count;
        rarestWord = word;
      }
    }
    const others = queryWords.filter((w) => w !== rarestWord);
    const hits: string[] = [];
    for (const id of newestFirst(rarest ?? [])) {
      if (others.length > 0) {
        const words = this.docs.get(id) ?? [];
        if (!others.every((q) => words.some((w) => w.startsWith(q)))) continue;
      }
      hits.push(id);
      if (hits.length >= limit) break;
    }
    return hits;
  }

  /** The posting lists of every word the query word prefixes. */
  private listsFor(prefix: string): string[][] {
    const lists: string[][] = [];
    for (let i = lowerBound(this.terms, prefix); i < this.terms.length; i++) {
      const term = this.terms[i]!;
      if (!term.startsWith(prefix)) break;
      const posting = this.postings.get(term);
      if (posting && posting.ids.length > 0) lists.push(posting.ids);
    }
    return lists;
  }

  private put(id: string, words: readonly string[]): void {
    const old = this.docs.get(id);
    const unique = [...new Set(words)];
    if (old) {
      const keep = new Set(unique);
      for (const w of old) if (!keep.has(w)) this.unpost(w, id);
    }
    const had = old ? new Set(old) : null;
    // The message keeps the index's own copy of each word: the row's strings can be collected.
    this.docs.set(
      id,
      unique.map((w) => (had?.has(w) ? (this.postings.get(w)?.term ?? w) : this.post(w, id))),
    );
  }

  private remove(id: string): void {
    const old = this.docs.get(id);
    if (!old) return;
    for (const w of old) this.unpost(w, id);
    this.docs.delete(id);
  }

  /** Adds a message to a word's list; answers the index's copy of the word. */
  private post(word: string, id: string): string {
    let posting = this.postings.get(word);
    if (!posting) {
      posting = { term: word, ids: [] };
      this.postings.set(word, posting);
      this.terms.splice(lowerBound(this.terms, word), 0, word);
    }
    const list = posting.ids;
    const last = list[list.length - 1];
    if (last === undefined || compareIds(last, id) < 0) list.push(id);
    else {
      const at = idBound(list, id);
      if (list[at] !== id) list.splice(at, 0, id);
    }
    return posting.term;
  }

  private unpost(word: string, id: string): void {
    const list = this.postings.get(word)?.ids;
    if (!list) return;
    const at = idBound(list, id);
    if (list[at] === id) list.splice(at, 1);
    if (list.length === 0) {
      this.postings.delete(word);
      const t = lowerBound(this.terms, word);
      if (this.terms[t] === word) this.terms.splice(t, 1);
    }
  }
}

/** A word's messages, ascending by id; `term` is the one copy of the word the index keeps. */
interface Posting {
  term: string;
  ids: string[];
}

/** A stored message as the index reads it. */
export interface IndexedRow {
  id: string;
  words?: readonly string[];
}

/** Ids of several ascending lists, merged newest first, each id once. */
function* newestFirst(lists: readonly string[][]): Generator<string> {
  if (lists.length === 1) {
    const list = lists[0]!;
    for (let i = list.length - 1; i >= 0; i--) yield list[i]!;
    return;
  }
  // A max-heap of the lists' current tails: O(log lists) per id, nothing sorted up front.
  const heap: { list: string[]; at: number }[] = lists.map((list) => ({ list, at: list.length - 1 }));
  const key = (n: { list: string[]; at: number }) => n.list[n.at]!;
  const above = (a: number, b: number) => compareIds(key(heap[a]!), key(heap[b]!)) > 0;
  const swap = (a: number, b: number) => {
    const t = heap[a]!;
    heap[a] = heap[b]!;
    heap[b] = t;
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && above(l, top)) top = l;
      if (r < heap.length && above(r, top)) top = r;
      if (top === i) return;
      swap(i, top);
      i = top;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
  let previous: string | null = null;
  while (heap.length > 0) {
    const node = heap[0]!;
    const id = key(node);
    // Two terms of one query word may both be in a message: equal ids come out next to each other.
    if (id !== previous) yield id;
    previous = id;
    node.at--;
    if (node.at < 0) {
      heap[0] = heap[heap.length - 1]!;
      heap.pop();
    }
    if (heap.length > 0) down(0);
  }
}

/** First index whose string is >= `value` (plain string order). */
function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index whose id is >= `id` (`compareIds` order). */
function idBound(sorted: readonly string[], id: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareIds(sorted[mid]!, id) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Lets other tasks run: `scheduler.yield()` where there is one, else a macrotask. */
function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const indexes = new WeakMap<Dexie, SearchIndex>();

/** The search index of a chat database (created empty on first use). */
export function searchIndexOf(db: Dexie): SearchIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new SearchIndex();
    indexes.set(db, index);
  }
  return index;
}

/** Reads `chunk` messages after a primary key, in primary-key order. */
export function readMessagesAfter(db: Dexie, after: string | null, chunk: number): Promise<IndexedRow[]> {
  const table = db.table<IndexedRow, string>('messages');
  return (after === null ? table.orderBy(':id') : table.where(':id').above(after)).limit(chunk).toArray();
}

/**
 * Keeps a database's search index in step with its `messages` store: each mutation is applied to the
 * in-memory index when its transaction commits (never for one that aborts).
 */
export function searchIndexMiddleware(db: Dexie): Middleware<DBCore> {
  const index = searchIndexOf(db);
  return {
    stack: 'dbcore',
    name: 'searchIndex',
    create: (down) => ({
      ...down,
      table: (name: string): DBCoreTable => {
        const table = down.table(name);
        if (name !== 'messages') return table;
        return {
          ...table,
          mutate: async (req: DBCoreMutateRequest) => {
            const result = await table.mutate(req);
            const apply = changeOf(req, index);
            const trans = req.trans as Partial<EventTarget>;
            if (typeof trans.addEventListener === 'function') trans.addEventListener('complete', apply);
            else apply();
            return result;
          },
        };
      },
    }),
  };
}

function changeOf(req: DBCoreMutateRequest, index: SearchIndex): () => void {
  switch (req.type) {
    case 'add':
    case 'put': {
      const rows = req.values.map((v: IndexedRow) => [v.id, v.words ?? []] as const);
      return () => {
        for (const [id, words] of rows) index.set(id, words);
      };
    }
    case 'delete': {
      const keys = [...(req.keys as string[])];
      return () => index.delete(keys);
    }
    case 'deleteRange': {
      const r = req.range;
      // RangeType: 1 equal, 2 range, 3 any (a clear).
      if ((r.type as number) === 3) return () => index.deleteRange(null, null);
      const lower = typeof r.lower === 'string' ? r.lower : null;
      const upper = typeof r.upper === 'string' ? r.upper : null;
      return () => index.deleteRange(lower, upper, r.lowerOpen, r.upperOpen);
    }
  }
}
