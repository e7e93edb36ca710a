// Chat crypto figures (issue #5): what key setup, key sharing, messages and backups cost on this
// machine, each the median of timed single operations. SHA-256 of 1 kB, measured in the same run, is
// the baseline for anyone who prefers ratios to milliseconds.
// Alone: `npx tsx bench/chat-crypto.ts`.
import { pathToFileURL } from 'node:url';
import {
  backupPrivateKey,
  generateConversationKey,
  generateKeyPair,
  newKeyId,
  open,
  restorePrivateKey,
  seal,
  unwrapConversationKey,
  wrapConversationKey,
} from '@tribune/chat-crypto';
import { fmt, median, printTable, round } from './lib.ts';

const KEYGEN_RUNS = 5;
const OP_RUNS = 1000;
const BACKUP_RUNS = 3;
const MESSAGE = 'x'.repeat(200);

/** Median and maximum of key-pair generation. */
export interface KeyGenFigure {
  p50: number;
  max: number;
  n: number;
}

/** The figures of `benchChatCrypto`, all in milliseconds per operation. */
export interface ChatCryptoFigures {
  keyGenMs: KeyGenFigure;
  wrapMs: number;
  unwrapMs: number;
  sealMs: number;
  openMs: number;
  backupMs: number;
  restoreMs: number;
  sha256_1kB_ms: number;
}

/** Times `runs` sequential calls of `op` and answers each duration. */
async function timeEach(runs: number, op: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await op(i);
    times.push(performance.now() - started);
  }
  return times;
}

/** Measures the chat crypto operations in this process and logs progress; answers the medians. */
export async function benchChatCrypto(log: (l: string) => void): Promise<ChatCryptoFigures> {
  const block = crypto.getRandomValues(new Uint8Array(1024));
  // Warm up WebCrypto and the JIT so the first samples do not carry start-up cost.
  await timeEach(50, () => crypto.subtle.digest('SHA-256', block));
  const sha256_1kB_ms = median(await timeEach(OP_RUNS, () => crypto.subtle.digest('SHA-256', block)));

  log(`chat-crypto: ${KEYGEN_RUNS} RSA-4096 key pairs...`);
  const pairs: Awaited<ReturnType<typeof generateKeyPair>>[] = [];
  const keyGenTimes = await timeEach(KEYGEN_RUNS, async () => pairs.push(await generateKeyPair()));
  const pair = pairs[0]!;

  log(`chat-crypto: wrap, unwrap, seal, open x ${OP_RUNS}...`);
  const key = await generateConversationKey();
  const wrapped: string[] = [];
  const wrapTimes = await timeEach(OP_RUNS, async () => wrapped.push(await wrapConversationKey(key, pair.publicKey)));
  const unwrapTimes = await timeEach(OP_RUNS, (i) => unwrapConversationKey(wrapped[i]!, pair.privateKey));
  const aad = { conversationId: crypto.randomUUID(), senderId: '1', keyId: newKeyId() };
  const sealed = await seal(MESSAGE, key, aad);
  await timeEach(50, () => seal(MESSAGE, key, aad));
  const sealTimes = await timeEach(OP_RUNS, () => seal(MESSAGE, key, aad));
  const openTimes = await timeEach(OP_RUNS, () => open(sealed, key, aad));

  log(`chat-crypto: password backup and restore (default iterations) x ${BACKUP_RUNS}...`);
  const backups: string[] = [];
  const backupTimes = await timeEach(BACKUP_RUNS, async () =>
    backups.push(await backupPrivateKey(pair.privateKey, 'bench password')),
  );
  const restoreTimes = await timeEach(BACKUP_RUNS, (i) => restorePrivateKey(backups[i]!, 'bench password'));

  const r = (ms: number) => round(ms, 4);
  return {
    keyGenMs: { p50: r(median(keyGenTimes)), max: r(Math.max(...keyGenTimes)), n: KEYGEN_RUNS },
    wrapMs: r(median(wrapTimes)),
    unwrapMs: r(median(unwrapTimes)),
    sealMs: r(median(sealTimes)),
    openMs: r(median(openTimes)),
    backupMs: r(median(backupTimes)),
    restoreMs: r(median(restoreTimes)),
    sha256_1kB_ms: r(sha256_1kB_ms),
  };
}

/** Prints the figures as a table, with each as a multiple of SHA-256 over 1 kB. */
export function printChatCrypto(f: ChatCryptoFigures): void {
  const row = (name: string, n: number, ms: number): string[] => [
    name,
    String(n),
    fmt(ms, 3),
    fmt(ms / f.sha256_1kB_ms, 0),
  ];
  printTable([
    ['operation', 'n', 'median ms', 'x sha256 1kB'],
    row('RSA-4096 key pair', f.keyGenMs.n, f.keyGenMs.p50),
    ['  (max)', '', fmt(f.keyGenMs.max, 3), ''],
    row('wrap conversation key', OP_RUNS, f.wrapMs),
    row('unwrap conversation key', OP_RUNS, f.unwrapMs),
    row('seal 200 chars', OP_RUNS, f.sealMs),
    row('open 200 chars', OP_RUNS, f.openMs),
    row('backup (PBKDF2 600000)', BACKUP_RUNS, f.backupMs),
    row('restore (PBKDF2 600000)', BACKUP_RUNS, f.restoreMs),
    row('sha256 1 kB (baseline)', OP_RUNS, f.sha256_1kB_ms),
  ]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchChatCrypto((line) => console.log(line));
  printChatCrypto(figures);
  console.log(`BENCH_JSON ${JSON.stringify({ chatCrypto: figures })}`);
}
