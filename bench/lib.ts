// Shared helpers of the bench: paths, child processes, timing, statistics and printing.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The repository root. */
export const ROOT = path.resolve(import.meta.dirname, '..');

const children = new Set<ChildProcess>();

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The median of a list of numbers (NaN when empty). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Remembers a child process so that `killChildren` can end it if the bench is interrupted. */
export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Sends SIGKILL to every child this bench started that is still running (by its own handle). */
export function killChildren(): void {
  for (const child of children) child.kill('SIGKILL');
}

/** Waits for a child to exit; SIGKILLs it after `ms`. Resolves with the exit code or signal. */
export function waitExit(child: ChildProcess, ms: number): Promise<number | string> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? child.signalCode!);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? signal ?? 'unknown');
    });
  });
}

/** A server running in a child process of this bench. */
export interface ChildServer {
  port: number;
  /** Everything else the child reported with its port (e.g. a control port). */
  info: Record<string, unknown>;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL after 5 s. */
  stop(): Promise<void>;
}

/** Forks `node --import tsx <script>` (stdout to /dev/null); answers its `{ hello }` with `init` and waits for `{ port }`. */
export async function startChild(script: string, init: unknown, timeoutMs = 60_000): Promise<ChildServer> {
  const child = track(
    fork(path.join(ROOT, 'bench', script), [], {
      cwd: ROOT,
      execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [])],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    }),
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const info = await new Promise<Record<string, unknown> & { port: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not report a port in ${timeoutMs} ms`)), timeoutMs);
    child.on('message', (msg: { hello?: boolean; port?: number }) => {
      if (msg.hello) return void child.send(init ?? {});
      clearTimeout(timer);
      if (typeof msg.port === 'number') resolve({ ...msg, port: msg.port });
      else reject(new Error(`${script} sent ${JSON.stringify(msg)}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}: ${stderr}`));
    });
  });
  child.removeAllListeners('message');
  child.disconnect();
  return {
    port: info.port,
    info,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await waitExit(child, 5_000);
    },
  };
}

/** Milliseconds from spawning `node <args>` until it exits (bounded to 30 s). */
export async function timeNode(args: string[]): Promise<number> {
  const started = performance.now();
  const child = track(spawn(process.execPath, args, { cwd: ROOT, stdio: 'ignore' }));
  const code = await waitExit(child, 30_000);
  if (code !== 0) throw new Error(`node ${args.join(' ')} exited with ${code}`);
  return performance.now() - started;
}

/** Rounds to `digits` decimals. */
export const round = (value: number, digits = 0): number => Math.round(value * 10 ** digits) / 10 ** digits;

/** Formats a number with thousands separators and `digits` decimals. */
export const fmt = (value: number, digits = 0): string =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';

/** Prints rows as an aligned text table; the first row is the header. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(line(rows[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows.slice(1)) console.log(line(r));
}

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function pool<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let i = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (i < items.length) {
        const k = i++;
        out[k] = await fn(items[k]!, k);
      }
    }),
  );
  return out;
}

/**
 * Node arguments and environment that run `root`'s scripts/start.mjs (what `npm start` runs) with the script's
 * URL in the environment (TRIBUNE_BENCH_START), not on the command line: whoever stops "node scripts/start.mjs"
 * by name on a shared machine (pkill -f) then leaves the bench's own servers alone.
 */
export function npmStartCommand(root: string): { args: string[]; env: Record<string, string> } {
  return {
    args: ['--input-type=module', '-e', 'await import(process.env.TRIBUNE_BENCH_START);'],
    env: { TRIBUNE_BENCH_START: pathToFileURL(path.join(root, 'scripts/start.mjs')).href },
  };
}
