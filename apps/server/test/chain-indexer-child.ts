/**
 * The chain indexer in a process of its own, for chain-indexer.int.test.ts, which kills it with
 * SIGKILL at random moments: opens CHAIN_INDEXER_DATA_DIR (PGlite there) or CHAIN_INDEXER_DATABASE_URL,
 * connects to the chain at CHAIN_INDEXER_RPC_URL (the deployment is in the database) and indexes in
 * batches of CHAIN_INDEXER_BATCH blocks until it is caught up. Prints `loaded` once its modules are
 * loaded and waits for a line on stdin (the test starts the next run's process while the current one
 * runs); then `state <json>` (the cursor, events and balances it found: what the killed run before it
 * committed), `indexing`, `batch <last block>` from inside each batch's transaction (before its commit),
 * and `done <events>` once caught up, then exits.
 */
import type { Hex } from 'viem';
import { openDatabase } from '../src/db/client.ts';
import { chainCursors, chainEvents, tokenBalances } from '../src/db/schema.ts';
import { ChainIndexer } from '../src/modules/chain/indexer.ts';
import { ChainRuntime } from '../src/modules/chain/runtime.ts';
import { applyNftEvents, NFT_EVENTS } from '../src/modules/nfts/ownership.ts';
import { quietLog } from './chain-fixtures.ts';

const env = process.env;
const go = new Promise((resolve) => process.stdin.once('data', resolve));
// The test's process going away (a failed test) takes this one with it.
process.stdin.on('close', () => process.exit(2));
setTimeout(() => process.exit(3), 120_000).unref();

const log = quietLog;
const NFT_EVENT_NAMES = new Set<string>(NFT_EVENTS);

process.stdout.write('loaded\n');
await go;
const database = await openDatabase(
  env.CHAIN_INDEXER_DATABASE_URL
    ? { databaseUrl: env.CHAIN_INDEXER_DATABASE_URL }
    : { dataDir: env.CHAIN_INDEXER_DATA_DIR },
);
// What the killed run before this one left committed, for the test to check against the chain.
const [cursor] = await database.db.select().from(chainCursors);
const keys = await database.db.select({ h: chainEvents.txHash, i: chainEvents.logIndex }).from(chainEvents);
const balances = await database.db.select().from(tokenBalances);
const state = {
  cursor: cursor ? String(cursor.nextBlock) : null,
  keys: keys.map((k) => `${k.h}:${k.i}`),
  balances: Object.fromEntries(balances.map((b) => [b.address, b.balance])),
};
process.stdout.write(`state ${JSON.stringify(state)}\n`);
const runtime = await ChainRuntime.open(
  {
    rpcUrl: env.CHAIN_INDEXER_RPC_URL!,
    chainId: Number(env.CHAIN_INDEXER_CHAIN_ID),
    chainName: 'Crash test',
    adminKey: env.CHAIN_INDEXER_ADMIN_KEY as Hex,
    confirmations: 0,
  },
  database.db,
  log,
);
const indexer = new ChainIndexer(database.db, runtime, {
  batchBlocks: Number(env.CHAIN_INDEXER_BATCH ?? 5),
  // The NFTs' effects run in the batch's transaction, as the app's effects registry runs them (they
  // ignore every other event). From inside that transaction, before its commit: the test kills around it.
  onEvents: async (tx, events) => {
    await applyNftEvents(
      tx,
      events.filter((e) => NFT_EVENT_NAMES.has(e.eventName)),
      1,
    );
    process.stdout.write(`batch ${events.at(-1)!.blockNumber}\n`);
  },
});
process.stdout.write('indexing\n');
let total = 0;
for (;;) {
  const stored = await indexer.runOnce();
  total += stored;
  if (stored === 0) break;
}
await database.close();
process.stdout.write(`done ${total}\n`);
process.exit(0);
