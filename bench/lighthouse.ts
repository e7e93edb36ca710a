// `npm run bench -- lighthouse`: Lighthouse 12 (mobile preset, default simulated throttling, Debian
// chromium) against a plain `npm start` with its demo, for the public pages issue #11 names. Each page
// runs RUNS times; the median run is printed with what dominates it (largest paint, layout shifts).
// Lighthouse's score is absolute (the goal: ≥ 90), so there is no baseline ratio here.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ROOT, freePort, printTable, sleep, track, waitExit } from './lib.ts';
import { ensureWebBuild } from './webbuild.ts';

const PAGES = ['/en/', '/en/contents', '/en/participate', '/en/events', '/en/p/privacy/'];
export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** One page's median run. */
export interface LighthouseFigure {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's `interactive` audit (time to interactive), in ms. */
  interactiveMs: number;
  /** The largest contentful paint's element, as Lighthouse prints it. */
  lcpElement: string;
  /** The element whose shift weighs most, if any moved. */
  topShift: string;
  /** Transferred bytes of scripts. */
  scriptKb: number;
  /** Lighthouse's runtime error for the page (then the timings are missing), if any. */
  runtimeError?: string;
}

interface Audit {
  numericValue?: number;
  details?: { items?: Array<Record<string, unknown>> };
}

function snippet(item: Record<string, unknown> | undefined): string {
  const node = (item?.node ?? (item?.items as Array<{ node?: unknown }> | undefined)?.[0]?.node) as
    { snippet?: string } | undefined;
  return (node?.snippet ?? '').slice(0, 90);
}

async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await sleep(500);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A fresh `npm start` (own temp data folder, port from freePort) and the Chromium Lighthouse drives. */
export interface LighthouseSetup {
  base: string;
  chromePort: number;
  stop: () => Promise<void>;
}

/** Starts `npm start` on a fresh data folder and a headless Debian chromium; waits for /readyz. */
export async function startLighthouseSetup(prefix = 'tribune-lighthouse-'): Promise<LighthouseSetup> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', TRIBUNE_DATA_DIR: dataDir };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'NODE_ENV']) delete env[name];
  env.LOG_LEVEL = 'warn';
  const server = track(spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, stdio: 'ignore' }));
  const base = `http://127.0.0.1:${port}`;
  const stopServer = async () => {
    server.kill('SIGTERM');
    await waitExit(server, 15_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox'],
    });
    await until(async () => (await fetch(`${base}/readyz`)).status === 200, 90_000, 'the server');
  } catch (err) {
    await chrome?.kill();
    await stopServer();
    throw err;
  }
  const launched = chrome;
  return {
    base,
    chromePort: launched.port,
    stop: async () => {
      await launched.kill();
      await stopServer();
    },
  };
}

/** One Lighthouse run (mobile preset, performance only) of `url`, reported under `page`. */
export async function lighthouseRun(url: string, chromePort: number, page: string): Promise<LighthouseFigure> {
  const result = await lighthouse(url, {
    port: chromePort,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  });
  if (!result) throw new Error(`no Lighthouse result for ${page}`);
  const audits = result.lhr.audits as Record<string, Audit>;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const shifts = (audits['layout-shifts'] ?? audits['layout-shift-elements'])?.details?.items ?? [];
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  return {
    path: page,
    score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    interactiveMs: Math.round(value('interactive')),
    lcpElement: snippet(audits['largest-contentful-paint-element']?.details?.items?.[0]),
    topShift: snippet(shifts[0]),
    scriptKb: Math.round(scripts.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0) / 1024),
    runtimeError: result.lhr.runtimeError?.message,
  };
}

/** Starts `npm start` on a fresh data folder, waits for its demo, runs Lighthouse on each page. */
export async function benchLighthouse(log: (line: string) => void): Promise<LighthouseFigure[]> {
  ensureWebBuild();
  const setup = await startLighthouseSetup();
  const { base } = setup;
  try {
    // The demo's media are made in the background: measure the pages as a visitor finds them later.
    await until(
      async () => {
        const body = (await (await fetch(`${base}/v2/contents?per_page=1`)).json()) as {
          included?: Array<{ type: string; attributes: { image_renditions?: unknown[] } }>;
        };
        return (body.included ?? []).some(
          (r) => r.type === 'content_medium' && (r.attributes.image_renditions ?? []).length > 1,
        );
      },
      120_000,
      'the demo media',
    );
    const figures: LighthouseFigure[] = [];
    for (const page of PAGES) {
      const runs: LighthouseFigure[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(`${base}${page}`, setup.chromePort, page));
      runs.sort((a, b) => a.score - b.score);
      const median = runs[Math.floor(runs.length / 2)]!;
      log(`  ${page}: scores ${runs.map((r) => r.score).join(', ')}`);
      figures.push(median);
    }
    return figures;
  } finally {
    await setup.stop();
  }
}

/** Prints the figures as a table (the median of RUNS per page). */
export function printLighthouse(figures: LighthouseFigure[]): void {
  printTable([
    ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS kB', 'largest paint', 'top shift'],
    ...figures.map((f) => [
      f.path,
      String(f.score),
      String(f.fcpMs),
      String(f.lcpMs),
      String(f.tbtMs),
      String(f.cls),
      String(f.scriptKb),
      f.lcpElement,
      f.topShift || '-',
    ]),
  ]);
}
