// Figure 2: time from `npm start` (node scripts/start.mjs) to a 200 from /readyz, on the second start
// with the same data folder; baselines are bare Node and Node with tsx, measured in the same minute.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, freePort, median, sleep, timeNode, track, waitExit } from './lib.ts';
import { ensureWebBuild } from './webbuild.ts';

/** One start of the server. */
export interface StartRun {
  readyMs: number;
  exit: number | string;
  /** True when start.mjs printed that it was building the web app (then the build is inside readyMs). */
  rebuiltWeb: boolean;
}

/** The result of figure 2. */
export interface StartupResult {
  first: StartRun;
  second: StartRun;
  nodeMs: number;
  nodeTsxMs: number;
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

/** Spawns `node scripts/start.mjs`, polls /readyz every 50 ms (at most 60 s), then SIGTERMs it and waits for exit. */
export async function timeStart(dataDir: string): Promise<StartRun> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    TRIBUNE_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'TRIBUNE_SKIP_BUILD', 'NODE_ENV']) delete env[name];
  const started = performance.now();
  const child = track(
    spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let readyMs = Number.NaN;
  while (performance.now() - started < READY_TIMEOUT_MS && child.exitCode === null && child.signalCode === null) {
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
    const why = exitedEarly ? `exited with ${exit} before ready` : `was not ready within ${READY_TIMEOUT_MS} ms`;
    throw new Error(`npm start ${why}:\n${output.trim()}`);
  }
  return { readyMs, exit, rebuiltWeb: output.includes('Building the web app') };
}

/** Runs figure 2: first start (creates, migrates, seeds), second start, and the Node baselines (median of 3). */
export async function benchStartup(log: (line: string) => void): Promise<StartupResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-bench-'));
  try {
    const node: number[] = [];
    const nodeTsx: number[] = [];
    const baseline = async () => {
      node.push(await timeNode(['-e', '0']));
      nodeTsx.push(await timeNode(['--import', 'tsx', '-e', '0']));
    };
    await baseline();
    ensureWebBuild(); // again, untimed: others may have changed web sources meanwhile
    const first = await timeStart(dataDir);
    log(`  first start  ${Math.round(first.readyMs)} ms (exit ${first.exit})`);
    await baseline();
    ensureWebBuild();
    const second = await timeStart(dataDir);
    log(`  second start ${Math.round(second.readyMs)} ms (exit ${second.exit})`);
    await baseline();
    const nodeMs = median(node);
    const nodeTsxMs = median(nodeTsx);
    log(`  node -e 0 ${Math.round(nodeMs)} ms, node --import tsx -e 0 ${Math.round(nodeTsxMs)} ms`);
    return {
      first,
      second,
      nodeMs,
      nodeTsxMs,
      ratioTsx: second.readyMs / nodeTsxMs,
      ratioNode: second.readyMs / nodeMs,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
