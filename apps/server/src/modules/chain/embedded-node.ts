/**
 * The embedded default chain: hardhat 2's chain (EDR) in a child process of the server, reached only over
 * the child's IPC channel (it listens on no socket, owns no account and answers an allowlist of methods:
 * embedded-node-child.cjs), with a journal that makes its state survive restarts.
 *
 * Hardhat 2's node keeps nothing on disk, so every transaction the server sends goes through `sendRaw`,
 * which appends the signed bytes (and what they produced) to `journal.ndjson` once mined. A restart
 * replays the journal on a fresh node with the same genesis, the same admin account and the same block
 * timestamps, one transaction per block: that gives the same state, addresses, block numbers and block
 * hashes. Anything else (an entry that mines differently, a journal shorter than what the last run saw)
 * stops the start with an error rather than running on with other balances; `recoverEmbeddedChain`
 * (`npm run chain:recover`) keeps what replays and moves the rest aside.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import fs from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';
import {
  createPublicClient,
  custom,
  defineChain,
  testActions,
  TransactionReceiptNotFoundError,
  type Hex,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAddress } from 'viem/accounts';

export interface EmbeddedChainLog {
  info(o: object | string, m?: string): void;
  warn(o: object | string, m?: string): void;
  error(o: object | string, m?: string): void;
}

export interface EmbeddedChainOptions {
  /** Where the chain keeps its files (e.g. `<dataDir>/chain`); created if missing. */
  dir: string;
  log?: EmbeddedChainLog;
  /**
   * Tests only: the node also answers `evm_mine`, `evm_snapshot`, `evm_revert`, `evm_setAutomine` and
   * `hardhat_mine` (reorganisations, full blocks). The server never sets it.
   */
  testMethods?: boolean;
}

/** An EIP-1193 request function (what viem's `custom` transport takes). */
export type EmbeddedChainRequest = (args: { method: string; params?: unknown }) => Promise<unknown>;

export interface EmbeddedChain {
  /**
   * JSON-RPC to the node, over its IPC channel (the only way to it: it listens on no socket). For reads:
   * a transaction sent here past `sendRaw` is not journaled.
   */
  request: EmbeddedChainRequest;
  chainId: number;
  /** The admin account's private key (generated once, kept in `dir/admin.key`, mode 0600). Never log it. */
  adminKey: Hex;
  /** The node's process id (the child itself, not a wrapper). */
  pid: number;
  /** How many journal entries were replayed at start. */
  replayed: number;
  /** Sends a signed raw transaction, waits for its receipt, and appends it to the journal (durably: fsync) before returning. */
  sendRaw(raw: Hex): Promise<TransactionReceipt>;
  /** SIGTERM the child, SIGKILL after 3 s; idempotent. */
  stop(): Promise<void>;
}

/** One mined transaction, one line of `journal.ndjson`. */
interface JournalEntry {
  hash: Hex;
  status: 'success' | 'reverted';
  blockNumber: number;
  blockTimestamp: number;
  blockHash: Hex;
  raw: Hex;
}

/** The node's first message: the chain's settings. The admin's address only, never its key. */
interface NodeInit {
  chainId: number;
  initialDate: string;
  admin: Hex;
  balance: string;
  testMethods: boolean;
}

type NodeMessage =
  | { ready: true }
  | { failed: string }
  | { id: number; result?: unknown; error?: { code: number; message: string; data?: unknown } };

/** The last block a run saw (`state.json`): the next start must reach it with the same hash. */
interface ChainState {
  blockNumber: number;
  blockHash: Hex;
  entries: number;
  savedAt: string;
}

const CHAIN_ID = 31337;
/**
 * The local chain as viem knows it (viem's own `hardhat` definition, written here): importing
 * `viem/chains` loads every chain viem knows, some 800 modules, about 0.4 s of every start (#11).
 */
const hardhat = defineChain({
  id: CHAIN_ID,
  name: 'Hardhat',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});
/** 1e6 ETH: the admin pays every deployment and relayed action. */
const ADMIN_BALANCE = 10n ** 24n;
const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 3_000;
const OUTPUT_LINES = 60;
/** Receipts are checked this many at a time, requested together: reads may be answered in any order. */
const RECEIPT_BATCH = 200;

/** Without a logger: warnings and errors still reach the console, never silently lost. */
const consoleLog: EmbeddedChainLog = {
  info: () => {},
  warn: (o, m) => console.warn('embedded chain:', m ?? '', o),
  error: (o, m) => console.error('embedded chain:', m ?? '', o),
};

const HEX32 = /^0x[0-9a-f]{64}$/;

/** Said by every refusal to start that the recovery command can resolve (docs/CHAIN.md "Recovery"). */
export const RECOVERY_HINT =
  'With the server stopped, `npm run chain:recover` keeps the part of the journal that replays and moves the rest aside (docs/CHAIN.md, "Recovery")';

function isEntry(value: unknown): value is JournalEntry {
  const e = value as Partial<JournalEntry> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.raw === 'string' &&
    /^0x[0-9a-f]+$/i.test(e.raw) &&
    typeof e.hash === 'string' &&
    HEX32.test(e.hash) &&
    (e.status === 'success' || e.status === 'reverted') &&
    Number.isSafeInteger(e.blockNumber) &&
    Number.isSafeInteger(e.blockTimestamp) &&
    typeof e.blockHash === 'string' &&
    HEX32.test(e.blockHash)
  );
}

/** Reads the admin key, or creates it (0600, exclusive create so two starts never write two keys). */
async function adminKeyIn(dir: string, log: EmbeddedChainLog): Promise<Hex> {
  const file = path.join(dir, 'admin.key');
  try {
    await fs.writeFile(file, `0x${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stat = await fs.stat(file);
  if (process.platform !== 'win32' && (stat.mode & 0o077) !== 0) {
    log.warn({ file }, 'the chain admin key was readable by others; setting its mode to 0600');
    await fs.chmod(file, 0o600);
  }
  const key = (await fs.readFile(file, 'utf8')).trim().toLowerCase();
  if (!HEX32.test(key)) throw new Error(`${file} does not hold a 32-byte hex private key`);
  return key as Hex;
}

/**
 * The genesis date, fixed at first start: the genesis block (and so every block hash after it) depends on
 * it, so a replay on another day must start from the same one.
 */
async function genesisDateIn(dir: string, journaled: number): Promise<string> {
  const file = path.join(dir, 'genesis.json');
  const date = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
  try {
    // A new genesis under an existing journal could never replay it: say so rather than fail on entry 1.
    if (journaled > 0) await fs.access(file);
    else await fs.writeFile(file, `${JSON.stringify({ initialDate: date })}\n`, { flag: 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new Error(`${file} is missing, and the chain journal cannot be replayed without it`);
    if (code !== 'EEXIST') throw error;
  }
  const stored = (JSON.parse(await fs.readFile(file, 'utf8')) as { initialDate?: unknown }).initialDate;
  if (typeof stored !== 'string' || Number.isNaN(Date.parse(stored))) throw new Error(`${file} holds no initialDate`);
  return stored;
}

/**
 * Reads the journal. A last line that is not valid JSON was being written when the process died; its
 * `sendRaw` never returned, so the line is dropped (and cut off the file, so the next append does not
 * glue onto it). A bad line anywhere else is damage, not a crash, and stops the start.
 */
async function readJournal(file: string, log: EmbeddedChainLog): Promise<JournalEntry[]> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const lines = text.split('\n');
  // A complete file ends with a newline, so the last piece is empty.
  const tail = lines.pop() ?? '';
  const entries: JournalEntry[] = [];
  lines.forEach((line, i) => {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new Error(`${file}, line ${i + 1}: not valid JSON; the journal is damaged. ${RECOVERY_HINT}.`);
    }
    if (!isEntry(value)) {
      throw new Error(`${file}, line ${i + 1}: not a journal entry; the journal is damaged. ${RECOVERY_HINT}.`);
    }
    entries.push(value);
  });
  if (tail !== '') {
    let value: unknown;
    try {
      value = JSON.parse(tail);
    } catch {
      value = undefined;
    }
    if (isEntry(value)) {
      // Whole but without its newline: the write got through, only the last byte did not.
      entries.push(value);
      await fs.appendFile(file, '\n');
    } else {
      log.warn(
        { file, line: lines.length + 1, bytes: Buffer.byteLength(tail) },
        'dropping a cut last line of the chain journal (a crash while it was written; it was never acknowledged)',
      );
      await fs.truncate(file, Buffer.byteLength(text) - Buffer.byteLength(tail));
    }
  }
  return entries;
}

async function readState(file: string): Promise<ChainState | undefined> {
  try {
    const state = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<ChainState>;
    if (!Number.isSafeInteger(state.blockNumber) || typeof state.blockHash !== 'string') {
      throw new Error(`${file} is damaged`);
    }
    return state as ChainState;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Written to a temporary file and renamed, so a crash leaves the old state or the new one. */
async function writeState(file: string, state: ChainState): Promise<void> {
  const tmp = `${file}.tmp`;
  const handle = await fs.open(tmp, 'w');
  try {
    await handle.writeFile(`${JSON.stringify(state)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(tmp, file);
}

/** The node's own script, beside this file in the sources and in the bundle's map of them (scripts/server-build.mjs). */
const CHILD_SCRIPT = path.join(import.meta.dirname, 'embedded-node-child.cjs');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A JSON-RPC error the node answered: viem's transports map `code` (and `data`) as from any node. */
class NodeRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

interface NodeProcess {
  child: ChildProcess;
  /** The child's last lines of output, for errors. */
  output(): string;
  /** Resolves when the node answers requests; rejects with its output if it exits or times out first. */
  ready: Promise<void>;
  exited: Promise<void>;
  isRunning(): boolean;
  /** One JSON-RPC request over the IPC channel (EIP-1193). */
  request: EmbeddedChainRequest;
  /** SIGTERM, SIGKILL after the grace period; resolves once the child is gone. */
  kill(): Promise<void>;
}

/**
 * Starts the node: `embedded-node-child.cjs` on this Node, with the IPC channel as its only way in (no
 * port, no socket file), an environment that holds nothing of the server's (no secret reaches it by its
 * command line or its environment: it is given the admin's address, not its key), and the chain's
 * settings in its first message.
 */
function spawnNode(dir: string, init: NodeInit): NodeProcess {
  const child = spawn(process.execPath, [CHILD_SCRIPT], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', NO_COLOR: '1' },
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') lines.push(line);
    if (lines.length > OUTPUT_LINES) lines.splice(0, lines.length - OUTPUT_LINES);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let running = child.pid !== undefined;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let onReady: { resolve: () => void; reject: (e: Error) => void } | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    onReady = { resolve, reject };
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      running = false;
      resolve();
    });
    child.once('error', (error) => {
      lines.push(String(error));
      running = false;
      resolve();
    });
  });
  void exited.then(() => {
    onReady?.reject(new Error(`The embedded chain exited before it answered:\n${lines.join('\n')}`));
    for (const { reject } of pending.values()) reject(new Error('The embedded chain exited'));
    pending.clear();
  });
  const timer = setTimeout(
    () =>
      onReady?.reject(
        new Error(`The embedded chain did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${lines.join('\n')}`),
      ),
    READY_TIMEOUT_MS,
  );
  void ready.then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  );
  child.on('message', (message: NodeMessage) => {
    if ('ready' in message) {
      onReady?.resolve();
      onReady = undefined;
      hold();
      return;
    }
    if ('failed' in message) {
      lines.push(message.failed);
      return;
    }
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    hold();
    if (message.error) waiting.reject(new NodeRpcError(message.error.code, message.error.message, message.error.data));
    else waiting.resolve(message.result);
  });
  child.send({ init });
  // A server that ends without stop() (an uncaught error, process.exit) takes the node with it; a SIGKILL
  // runs no hook, the IPC channel's end covers that (the child exits on 'disconnect').
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  // The node alone never keeps the server's process alive (the 'exit' hook ends it instead), but an
  // answer it owes does, as a socket's would: the channel is held while one is awaited.
  child.unref();
  for (const stream of [child.stdout, child.stderr]) (stream as Socket | null)?.unref();
  const hold = () => {
    if (pending.size === 0 && !onReady) child.channel?.unref();
    else child.channel?.ref();
  };
  void ready.then(hold, () => {});

  const request: EmbeddedChainRequest = ({ method, params }) =>
    new Promise((resolve, reject) => {
      if (!running || !child.connected) {
        reject(new Error('The embedded chain is not running'));
        return;
      }
      const id = nextId++;
      pending.set(id, { resolve, reject });
      hold();
      child.send({ id, method, params: params ?? [] }, (error) => {
        if (!error) return;
        pending.delete(id);
        hold();
        reject(error);
      });
    });

  const kill = async () => {
    if (!running) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };
  return {
    child,
    output: () => lines.join('\n'),
    ready,
    exited,
    isRunning: () => running,
    request,
    kill,
  };
}

/** Over the IPC channel. No retries: a failed send must not be sent twice. */
function rpcClient(request: EmbeddedChainRequest) {
  return createPublicClient({
    chain: hardhat,
    transport: custom({ request }, { retryCount: 0 }),
    pollingInterval: 50,
  }).extend(testActions({ mode: 'hardhat' }));
}
type RpcClient = ReturnType<typeof rpcClient>;

/** The receipt of a transaction the node has just mined (automine: at once; a short wait to be safe). */
async function receiptOf(client: RpcClient, hash: Hex): Promise<TransactionReceipt> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await client.getTransactionReceipt({ hash });
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError) || attempt >= 100) throw error;
      await sleep(50);
    }
  }
}

class ReplayError extends Error {}

/**
 * Replays the journal in order: per entry, the block's timestamp, then the signed bytes (automine mines
 * each in its own block before answering). The receipts are compared in groups after their sends, which
 * saves a round trip per entry; the first entry that mined otherwise than journaled is reported.
 */
async function replay(client: RpcClient, entries: JournalEntry[], file: string): Promise<void> {
  const where = (i: number) => {
    const entry = entries[i]!;
    return `${file}, entry ${i + 1} of ${entries.length} (tx ${entry.hash}, block ${entry.blockNumber})`;
  };
  const check = async (from: number, to: number) => {
    const receipts = await Promise.all(entries.slice(from, to).map((e) => receiptOf(client, e.hash)));
    receipts.forEach((receipt, k) => {
      const entry = entries[from + k]!;
      const mismatch =
        receipt.status !== entry.status
          ? `status ${receipt.status}, journaled ${entry.status}`
          : Number(receipt.blockNumber) !== entry.blockNumber
            ? `block ${receipt.blockNumber}`
            : receipt.blockHash !== entry.blockHash
              ? `block hash ${receipt.blockHash}, journaled ${entry.blockHash}`
              : undefined;
      if (mismatch) throw new ReplayError(`${where(from + k)}: replay gave ${mismatch}`);
    });
  };
  let checked = 0;
  for (const [i, entry] of entries.entries()) {
    try {
      await client.setNextBlockTimestamp({ timestamp: BigInt(entry.blockTimestamp) });
      const hash = await client.sendRawTransaction({ serializedTransaction: entry.raw });
      if (hash !== entry.hash) throw new ReplayError(`${where(i)}: replay gave transaction ${hash}`);
    } catch (error) {
      if (error instanceof ReplayError) throw error;
      // An earlier entry that went wrong explains this one better.
      await check(checked, i);
      throw new ReplayError(`${where(i)}: the node refused it: ${(error as Error).message.split('\n')[0]}`);
    }
    if (i + 1 - checked === RECEIPT_BATCH) {
      await check(checked, i + 1);
      checked = i + 1;
    }
  }
  await check(checked, entries.length);
}

/**
 * Starts the node, replays the journal and checks the result against the last run's `state.json`.
 * Rejects (with the node stopped) when the state cannot be rebuilt exactly.
 */
export async function startEmbeddedChain(opts: EmbeddedChainOptions): Promise<EmbeddedChain> {
  const log = opts.log ?? consoleLog;
  const dir = path.resolve(opts.dir);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const adminKey = await adminKeyIn(dir, log);
  const journalFile = path.join(dir, 'journal.ndjson');
  const stateFile = path.join(dir, 'state.json');
  const entries = await readJournal(journalFile, log);
  const initialDate = await genesisDateIn(dir, entries.length);
  const savedState = await readState(stateFile);
  const running = await bootNode(dir, adminKey, initialDate, opts.testMethods ?? false);
  const client = rpcClient(running.request);
  try {
    const started = performance.now();
    try {
      await replay(client, entries, journalFile);
    } catch (error) {
      if (!(error instanceof ReplayError)) throw error;
      throw new Error(
        `The embedded chain cannot rebuild its state: ${error.message}. Starting on would show other balances ` +
          `than before the restart, so the chain stays off (the wallet answers 503). The chain folder ${dir} is ` +
          `unchanged. ${RECOVERY_HINT}.`,
      );
    }
    const ms = performance.now() - started;
    if (entries.length > 0) {
      log.info(
        { entries: entries.length, ms: Math.round(ms), perSecond: Math.round((entries.length * 1000) / ms) },
        'replayed the chain journal',
      );
    }

    const latest = await client.getBlock({ blockTag: 'latest' });
    const expectedNumber = entries.at(-1)?.blockNumber ?? 0;
    if (Number(latest.number) !== expectedNumber) {
      throw new Error(
        `The embedded chain is at block ${latest.number} after replaying ${journalFile}, whose last entry is ` +
          `block ${expectedNumber}; refusing to start with another state. ${RECOVERY_HINT}.`,
      );
    }
    if (savedState) {
      const seen =
        savedState.blockNumber <= expectedNumber
          ? await client.getBlock({ blockNumber: BigInt(savedState.blockNumber) })
          : undefined;
      if (seen?.hash !== savedState.blockHash) {
        throw new Error(
          `The embedded chain's journal ${journalFile} does not rebuild the state the last run saw ` +
            `(block ${savedState.blockNumber}, hash ${savedState.blockHash}; ${stateFile}): ` +
            (seen ? `that block now has hash ${seen.hash}.` : `the journal ends at block ${expectedNumber}.`) +
            ` Transactions are missing from the journal, so balances would differ; refusing to start. ` +
            `Restore the journal, or accept the journal's state: ${RECOVERY_HINT}.`,
        );
      }
    }
    const saveState = async (blockNumber: bigint, blockHash: Hex, count: number) =>
      writeState(stateFile, {
        blockNumber: Number(blockNumber),
        blockHash,
        entries: count,
        savedAt: new Date().toISOString(),
      });
    await saveState(latest.number, latest.hash, entries.length);

    // Replayed timestamps leave the node's clock where the last entry was (and a fresh node at the genesis
    // date): move it to now, so the next block is not stamped in the past. `evm_increaseTime(0)` answers
    // with the node's current offset from the wall clock in seconds.
    const offset = Number(await client.increaseTime({ seconds: 0 }));
    if (Number.isFinite(offset) && offset < 0) await client.increaseTime({ seconds: -offset });

    const journal = await fs.open(journalFile, 'a', 0o600);
    if (entries.length === 0) await syncDir(dir);
    log.info({ pid: running.child.pid, block: expectedNumber }, 'the embedded chain is up');
    return embeddedChain({
      log,
      dir,
      adminKey,
      node: running,
      client,
      journal,
      entries,
      saveState,
    });
  } catch (error) {
    await running.kill();
    throw error;
  }
}

/**
 * Starts the node for the chain in `dir` (the genesis of `initialDate`, the admin funded) and waits until
 * it answers. The hardhat config earlier versions wrote there is removed: nothing reads it now.
 */
async function bootNode(dir: string, adminKey: Hex, initialDate: string, testMethods: boolean): Promise<NodeProcess> {
  await fs.rm(path.join(dir, 'hardhat.config.cjs'), { force: true });
  const node = spawnNode(dir, {
    chainId: CHAIN_ID,
    initialDate,
    admin: privateKeyToAddress(adminKey),
    balance: String(ADMIN_BALANCE),
    testMethods,
  });
  try {
    await node.ready;
    const id = Number(await node.request({ method: 'eth_chainId' }));
    if (id !== CHAIN_ID) throw new Error(`The embedded chain has chain id ${id}`);
    return node;
  } catch (error) {
    await node.kill();
    throw error;
  }
}

/** Makes a newly created file's directory entry durable too (Linux; other systems may refuse it). */
async function syncDir(dir: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch {
    // Not supported here.
  } finally {
    await handle?.close();
  }
}

function embeddedChain(ctx: {
  log: EmbeddedChainLog;
  dir: string;
  adminKey: Hex;
  node: NodeProcess;
  client: RpcClient;
  journal: FileHandle;
  entries: JournalEntry[];
  saveState: (blockNumber: bigint, blockHash: Hex, count: number) => Promise<void>;
}): EmbeddedChain {
  const { log, node, client, journal } = ctx;
  let count = ctx.entries.length;
  let lastBlock = ctx.entries.at(-1)?.blockNumber ?? 0;
  let stopping: Promise<void> | undefined;
  // One send at a time, journaled in the order the node mined them.
  let queue: Promise<unknown> = Promise.resolve();

  void node.exited.then(() => {
    if (!stopping) {
      log.error(
        { dir: ctx.dir, code: node.child.exitCode, signal: node.child.signalCode, output: node.output() },
        'the embedded chain exited unexpectedly; chain transactions fail until the server restarts',
      );
    }
  });

  const send = async (raw: Hex): Promise<TransactionReceipt> => {
    if (stopping) throw new Error('The embedded chain is stopping');
    if (!node.isRunning()) throw new Error('The embedded chain is not running');
    const hash = await client.sendRawTransaction({ serializedTransaction: raw });
    // From here on the transaction is mined: it must reach the journal, or the next start loses it.
    const receipt = await receiptOf(client, hash);
    const block = await client.getBlock({ blockHash: receipt.blockHash });
    const entry: JournalEntry = {
      hash,
      status: receipt.status,
      blockNumber: Number(receipt.blockNumber),
      blockTimestamp: Number(block.timestamp),
      blockHash: receipt.blockHash,
      raw,
    };
    if (entry.blockNumber !== lastBlock + 1) {
      log.error(
        { dir: ctx.dir, blocks: `${lastBlock + 1}..${entry.blockNumber - 1}` },
        'blocks were mined on the embedded chain past sendRaw; they are not journaled and the next start will refuse to replay',
      );
    }
    await journal.write(`${JSON.stringify(entry)}\n`);
    await journal.sync();
    lastBlock = entry.blockNumber;
    count++;
    return receipt;
  };

  return {
    request: node.request,
    chainId: CHAIN_ID,
    adminKey: ctx.adminKey,
    pid: node.child.pid ?? 0,
    replayed: ctx.entries.length,
    sendRaw(raw) {
      const result = queue.then(() => send(raw));
      queue = result.catch(() => undefined);
      return result;
    },
    stop() {
      stopping ??= (async () => {
        await queue;
        if (node.isRunning()) {
          try {
            // What this run saw, so that a journal that later loses lines is caught at the next start.
            const latest = await client.getBlock({ blockTag: 'latest' });
            if (Number(latest.number) !== lastBlock) {
              log.error(
                { dir: ctx.dir, latest: Number(latest.number), journaled: lastBlock },
                'the embedded chain has blocks that are not in its journal; the next start will refuse to replay',
              );
            }
            await ctx.saveState(latest.number, latest.hash, count);
          } catch (error) {
            log.warn({ err: error }, 'could not record the embedded chain state before stopping');
          }
        }
        await journal.close();
        await node.kill();
      })();
      return stopping;
    },
  };
}

/** What `recoverEmbeddedChain` did. */
export interface ChainRecovery {
  /** Lines of the journal before. */
  lines: number;
  /** Entries kept: the longest prefix that replays exactly as journaled. */
  kept: number;
  /** The block the kept entries end at, now in `state.json`. */
  block: number;
  blockHash: Hex;
  /** What `state.json` said before (absent: there was none). */
  previousState?: { blockNumber: number; blockHash: string };
  /** The first line that did not replay, and why; absent when every line did. */
  firstBad?: { line: number; reason: string };
  /** The lines moved aside (from the first bad one on), with their hashes where they can be read. */
  dropped: Array<{ line: number; hash?: string }>;
  /** Where they went (`journal.dropped-<time>.ndjson` beside the journal); absent when none. */
  droppedFile?: string;
}

/**
 * Rebuilds a chain folder whose journal no longer replays (docs/CHAIN.md, "Recovery"), with the server
 * stopped: replays the journal on a fresh node entry by entry while each mines exactly as journaled, keeps
 * that prefix in `journal.ndjson`, moves every line from the first one that does not (unreadable, refused,
 * or mined otherwise) to `journal.dropped-<time>.ndjson`, and writes `state.json` for the kept prefix, so
 * that the next start comes up with the kept state. Nothing is deleted.
 */
export async function recoverEmbeddedChain(opts: { dir: string; log?: EmbeddedChainLog }): Promise<ChainRecovery> {
  const dir = path.resolve(opts.dir);
  const journalFile = path.join(dir, 'journal.ndjson');
  const stateFile = path.join(dir, 'state.json');
  await fs.access(path.join(dir, 'admin.key')).catch(() => {
    throw new Error(`${dir} holds no admin.key: not an embedded chain folder`);
  });
  const adminKey = await adminKeyIn(dir, opts.log ?? consoleLog);
  let text = '';
  try {
    text = await fs.readFile(journalFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  let previousState: ChainRecovery['previousState'];
  try {
    const state = JSON.parse(await fs.readFile(stateFile, 'utf8')) as { blockNumber?: unknown; blockHash?: unknown };
    previousState = { blockNumber: Number(state.blockNumber), blockHash: String(state.blockHash) };
  } catch {
    previousState = undefined;
  }
  const initialDate = await genesisDateIn(dir, lines.length);
  const node = await bootNode(dir, adminKey, initialDate, false);
  const client = rpcClient(node.request);
  let kept = 0;
  let firstBad: ChainRecovery['firstBad'];
  let last = await client.getBlock({ blockNumber: 0n });
  try {
    for (const [i, line] of lines.entries()) {
      let entry: unknown;
      try {
        entry = JSON.parse(line);
      } catch {
        entry = undefined;
      }
      if (!isEntry(entry)) {
        firstBad = { line: i + 1, reason: 'not a journal entry (damaged or cut)' };
        break;
      }
      let mismatch: string | undefined;
      try {
        await client.setNextBlockTimestamp({ timestamp: BigInt(entry.blockTimestamp) });
        const hash = await client.sendRawTransaction({ serializedTransaction: entry.raw });
        const receipt = await receiptOf(client, hash);
        mismatch =
          hash !== entry.hash
            ? `the signed bytes are transaction ${hash}, journaled ${entry.hash}`
            : receipt.status !== entry.status
              ? `it mined with status ${receipt.status}, journaled ${entry.status}`
              : Number(receipt.blockNumber) !== entry.blockNumber
                ? `it mined in block ${receipt.blockNumber}, journaled ${entry.blockNumber}`
                : receipt.blockHash !== entry.blockHash
                  ? `its block has hash ${receipt.blockHash}, journaled ${entry.blockHash}`
                  : undefined;
      } catch (error) {
        mismatch = `the node refused it: ${(error as Error).message.split('\n')[0]}`;
      }
      if (mismatch) {
        firstBad = { line: i + 1, reason: mismatch };
        break;
      }
      last = await client.getBlock({ blockNumber: BigInt(entry.blockNumber) });
      kept = i + 1;
    }
  } finally {
    await node.kill();
  }

  const dropped = lines.slice(kept).map((line, k) => {
    const hash = /"hash":"(0x[0-9a-fA-F]{64})"/.exec(line)?.[1];
    return { line: kept + k + 1, ...(hash ? { hash } : {}) };
  });
  let droppedFile: string | undefined;
  if (dropped.length > 0) {
    droppedFile = path.join(dir, `journal.dropped-${new Date().toISOString().replace(/[:.]/g, '-')}.ndjson`);
    await fs.writeFile(
      droppedFile,
      lines
        .slice(kept)
        .map((line) => `${line}\n`)
        .join(''),
      { mode: 0o600, flag: 'wx' },
    );
    const tmp = `${journalFile}.tmp`;
    const handle = await fs.open(tmp, 'w', 0o600);
    try {
      await handle.writeFile(
        lines
          .slice(0, kept)
          .map((line) => `${line}\n`)
          .join(''),
      );
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(tmp, journalFile);
  }
  await writeState(stateFile, {
    blockNumber: Number(last.number),
    blockHash: last.hash,
    entries: kept,
    savedAt: new Date().toISOString(),
  });
  await syncDir(dir);
  return {
    lines: lines.length,
    kept,
    block: Number(last.number),
    blockHash: last.hash,
    ...(previousState ? { previousState } : {}),
    ...(firstBad ? { firstBad } : {}),
    dropped,
    ...(droppedFile ? { droppedFile } : {}),
  };
}
