// Figure 2: time from `npm start` (node scripts/start.mjs) to a 200 from /readyz, on the first start
// (the server's build included) and the second start with the same data folder; baselines are bare
// Node, Node with tsx, and the same second start the way it was before issue #11 (the server's
// TypeScript compiled by tsx at start), all measured in the same minute.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, freePort, median, npmStartCommand, sleep, timeNode, track, waitExit } from './lib.ts';
import { SERVER_OUT } from '../scripts/server-build.mjs';
import { ensureWebBuild } from './webbuild.ts';

/** One start of the server. */
export interface StartRun {
  readyMs: number;
  exit: number | string;
  /** True when start.mjs printed that it was building the web app (then the build is inside readyMs). */
  rebuiltWeb: boolean;
  /** True when start.mjs built the server bundle (then the build is inside readyMs). */
  rebuiltServer: boolean;
}

/** The result of figure 2. */
export interface StartupResult {
  first: StartRun;
  second: StartRun;
  nodeMs: number;
  nodeTsxMs: number;
  /** The second start the old way: apps/server/src/main.ts through tsx (median of 3). */
  secondTsx: number;
  /** Second start (median of 3) over the same start through tsx. */
  ratioCompiled: number;
  /** Second start over `node --import tsx -e 0`. */
  ratioTsx: number;
  /** Second start over `node -e 0`. */
  ratioNode: number;
}

const READY_TIMEOUT_MS = 60_000;

async function ready(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1_000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** How the server is started: `npm start` (the compiled bundle), or its TypeScript through tsx (before #11). */
type StartWay = 'npm-start' | 'tsx';

const TSX_START = [
  '--input-type=module',
  '-e',
  "const { register } = await import('tsx/esm/api'); register(); await import('./apps/server/src/main.ts');",
];

/** Another checkout to start (its own scripts/start.mjs), and how long its first start (with its build) may take. */
export interface StartOptions {
  root?: string;
  timeoutMs?: number;
}

/**
 * Spawns the server (in `root`, default this repository), polls /readyz every 50 ms (at most 60 s
 * unless `timeoutMs`), then SIGTERMs it and waits for exit.
 */
export async function timeStart(
  dataDir: string,
  way: StartWay = 'npm-start',
  options: StartOptions = {},
): Promise<StartRun> {
  const root = options.root ?? ROOT;
  const timeoutMs = options.timeoutMs ?? READY_TIMEOUT_MS;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    TRIBUNE_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'TRIBUNE_SKIP_BUILD', 'NODE_ENV']) delete env[name];
  const start = npmStartCommand(root);
  if (way === 'npm-start') Object.assign(env, start.env);
  const args = way === 'npm-start' ? start.args : TSX_START;
  const started = performance.now();
  const child = track(spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] }));
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let readyMs = Number.NaN;
  while (performance.now() - started < timeoutMs && child.exitCode === null && child.signalCode === null) {
    if (await ready(port)) {
      readyMs = performance.now() - started;
      break;
    }
    await sleep(50);
  }
  const exitedEarly = child.exitCode !== null || child.signalCode !== null;
  child.kill('SIGTERM');
  const exit = await waitExit(child, 15_000);
  if (!Number.isFinite(readyMs)) {
    const why = exitedEarly ? `exited with ${exit} before ready` : `was not ready within ${timeoutMs} ms`;
    throw new Error(`npm start ${why}:\n${output.trim()}`);
  }
  return {
    readyMs,
    exit,
    rebuiltWeb: output.includes('Building the web app'),
    rebuiltServer: output.includes('Building the server'),
  };
}

/**
 * Runs figure 2: first start (builds the server, creates, migrates, seeds), then three rounds of a
 * second start and the same start through tsx, and the Node baselines (median of 3).
 */
export async function benchStartup(log: (line: string) => void): Promise<StartupResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-bench-'));
  try {
    // The first start builds the server, as the first `npm start` after `npm install` does.
    fs.rmSync(SERVER_OUT, { force: true });
    const node: number[] = [];
    const nodeTsx: number[] = [];
    const baseline = async () => {
      node.push(await timeNode(['-e', '0']));
      nodeTsx.push(await timeNode(['--import', 'tsx', '-e', '0']));
    };
    await baseline();
    ensureWebBuild(); // again, untimed: others may have changed web sources meanwhile
    const first = await timeStart(dataDir);
    log(
      `  first start  ${Math.round(first.readyMs)} ms (exit ${first.exit}${first.rebuiltServer ? ', server build included' : ''})`,
    );
    const seconds: StartRun[] = [];
    const tsx: number[] = [];
    for (let round = 0; round < 3; round++) {
      await baseline();
      ensureWebBuild();
      seconds.push(await timeStart(dataDir));
      tsx.push((await timeStart(dataDir, 'tsx')).readyMs);
    }
    const second = seconds.sort((a, b) => a.readyMs - b.readyMs)[1]!;
    const secondTsx = median(tsx);
    log(
      `  second start ${Math.round(second.readyMs)} ms (exit ${second.exit}), through tsx as before ${Math.round(secondTsx)} ms: ×${(second.readyMs / secondTsx).toFixed(2)}`,
    );
    const nodeMs = median(node);
    const nodeTsxMs = median(nodeTsx);
    log(`  node -e 0 ${Math.round(nodeMs)} ms, node --import tsx -e 0 ${Math.round(nodeTsxMs)} ms`);
    return {
      first,
      second,
      nodeMs,
      nodeTsxMs,
      secondTsx,
      ratioCompiled: second.readyMs / secondTsx,
      ratioTsx: second.readyMs / nodeTsxMs,
      ratioNode: second.readyMs / nodeMs,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
