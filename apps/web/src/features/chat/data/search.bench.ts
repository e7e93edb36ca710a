// On-device search over 10000 messages: the in-memory index (store/search-index.ts) against a naive full scan.
// Runs in Node on fake-indexeddb (the real Dexie schema of store/db.ts); nothing here touches the DOM.
import 'fake-indexeddb/auto';
import { buildSearchIndex, chatDb, type LocalMessage } from '../store/db.ts';
import { readableMessage } from './convert.ts';
import { scanSearch, searchLocal } from './search.ts';
import { benchConversations, benchMessage, prng, sentence } from './search.fixture.ts';

const MESSAGES = 10_000;
const CONVERSATIONS = 40;
const ROUNDS = 10;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Fills a store with 10000 messages and times indexed search against a full-scan baseline. */
export async function benchSearch(log: (line: string) => void): Promise<{
  messages: number;
  indexMs: number;
  searchP50Ms: number;
  searchP99Ms: number;
  baselineScanP50Ms: number;
}> {
  const db = chatDb(`search-bench-${Date.now()}`);
  const rand = prng(42);
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  await db.conversations.bulkPut(benchConversations(CONVERSATIONS, start));

  // Index time: building the word lists (as decrypting does), writing them, and the index ready.
  const t0 = performance.now();
  const rows: LocalMessage[] = [];
  for (let i = 1; i <= MESSAGES; i++) {
    rows.push(readableMessage(benchMessage(String(i), i, CONVERSATIONS, start), sentence(rand)));
  }
  for (let i = 0; i < rows.length; i += 1000) await db.messages.bulkPut(rows.slice(i, i + 1000));
  // The in-memory index also reads the stored messages in once after the database opens: wait for it.
  await buildSearchIndex(db);
  const indexMs = performance.now() - t0;

  const queries = ['stadium', 'pen', 'derby tonight', 'köln', 'tickets final', 'encore', 'squadra stasera', 'zzz'];
  const indexed: number[] = [];
  const scanned: number[] = [];
  let agree = true;
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of queries) {
      const a = performance.now();
      const hits = await searchLocal(db, q);
      indexed.push(performance.now() - a);
      const b = performance.now();
      const scan = await scanSearch(db, q);
      scanned.push(performance.now() - b);
      // Whole-word queries must find the same newest messages both ways (prefix queries may find more).
      if (r === 0 && !q.includes('pen') && hits.length !== scan.length) agree = false;
    }
  }
  indexed.sort((x, y) => x - y);
  scanned.sort((x, y) => x - y);
  const result = {
    messages: MESSAGES,
    indexMs: round2(indexMs),
    searchP50Ms: round2(percentile(indexed, 50)),
    searchP99Ms: round2(percentile(indexed, 99)),
    baselineScanP50Ms: round2(percentile(scanned, 50)),
  };
  log(`chat search: ${MESSAGES} messages, ${queries.length} queries x ${ROUNDS} rounds (fake-indexeddb in Node)`);
  log(`  index (words + write)   ${result.indexMs} ms`);
  log(`  word-index search p50   ${result.searchP50Ms} ms   p99 ${result.searchP99Ms} ms`);
  log(
    `  full-scan baseline p50  ${result.baselineScanP50Ms} ms   (ratio ${round2(result.baselineScanP50Ms / Math.max(result.searchP50Ms, 0.01))}x)`,
  );
  if (!agree) log('  warning: index and scan disagreed on a whole-word query');
  db.close();
  return result;
}

const argv = (globalThis as { process?: { argv?: string[] } }).process?.argv;
if (argv?.[1] && decodeURIComponent(new URL(import.meta.url).pathname) === argv[1]) {
  benchSearch((line) => console.log(line)).catch((error: unknown) => {
    console.error(error);
    (globalThis as { process?: { exitCode?: number } }).process!.exitCode = 1;
  });
}
