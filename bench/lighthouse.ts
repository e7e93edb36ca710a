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
import { ROOT, freePort, npmStartCommand, printTable, sleep, track, waitExit } from './lib.ts';
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
  /** The trace errors of earlier attempts of this run that Lighthouse asked to run again, if any. */
  retriedAfter?: string[];
}

/** One run with what `-- web` adds: accessibility and the page's own scripts. */
export interface LighthousePageRun extends LighthouseFigure {
  /** Lighthouse's accessibility score (0-100). */
  a11y: number;
  /** The scripts the page itself loaded (not its workers): URL and transferred bytes, once per URL. */
  scripts: Array<{ url: string; transferBytes: number }>;
  /** Why the performance score is missing (NaN): the scored audits Lighthouse could not compute, if any. */
  scoreProblem?: string;
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

/** Where and on what a setup's `npm start` runs. */
export interface SetupOptions {
  /** The checkout whose scripts/start.mjs runs (default: this repository). */
  root?: string;
  /** A data folder to start on (kept afterwards); default: a fresh one, removed on stop. */
  dataDir?: string;
  prefix?: string;
  /** How long to wait for /readyz (a first start builds). */
  readyTimeoutMs?: number;
}

/** Starts `npm start` (in `root`, on a data folder) and a headless Debian chromium; waits for /readyz. */
export async function startLighthouseSetup(options: SetupOptions | string = {}): Promise<LighthouseSetup> {
  const opts = typeof options === 'string' ? { prefix: options } : options;
  const root = opts.root ?? ROOT;
  const ownData = opts.dataDir === undefined;
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), opts.prefix ?? 'tribune-lighthouse-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', TRIBUNE_DATA_DIR: dataDir };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'NODE_ENV']) delete env[name];
  env.LOG_LEVEL = 'warn';
  const start = npmStartCommand(root);
  Object.assign(env, start.env);
  const server = track(spawn(process.execPath, start.args, { cwd: root, env, stdio: 'ignore' }));
  const base = `http://127.0.0.1:${port}`;
  const stopServer = async () => {
    server.kill('SIGTERM');
    await waitExit(server, 15_000);
    if (ownData) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox'],
    });
    await until(
      async () => (await fetch(`${base}/readyz`)).status === 200,
      opts.readyTimeoutMs ?? 90_000,
      'the server',
    );
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

/** The service worker's own scripts (sw.js, its Workbox runtime, its push handlers): not the page's JavaScript. */
const SERVICE_WORKER_SCRIPT = /\/(sw|sw-push|workbox-[\w-]+)\.js$/;

/**
 * The page's scripts: network requests of resource type Script from the page's own origin, made by the
 * page itself (Lighthouse's `sessionTargetType` "page", so a service worker's precache fetches are left
 * out) and not the service worker's own files; each URL once.
 */
function pageScripts(
  items: Array<Record<string, unknown>>,
  url: string,
): Array<{ url: string; transferBytes: number }> {
  const origin = new URL(url).origin;
  const seen = new Map<string, number>();
  for (const r of items) {
    const u = String(r.url ?? '');
    if (r.resourceType !== 'Script' || !u.startsWith(`${origin}/`)) continue;
    if (r.sessionTargetType !== undefined && r.sessionTargetType !== 'page') continue;
    if (SERVICE_WORKER_SCRIPT.test(new URL(u).pathname)) continue;
    seen.set(u, Math.max(seen.get(u) ?? 0, Number(r.transferSize ?? 0)));
  }
  return [...seen].map(([u, transferBytes]) => ({ url: u, transferBytes }));
}

/** The performance score, or NaN with the weighted audits that errored when Lighthouse gave none. */
function scoreOf(
  category: { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined,
  audits: Record<string, Audit & { scoreDisplayMode?: string; errorMessage?: string }>,
): { score: number; scoreProblem?: string } {
  if (category && category.score !== null) return { score: Math.round(category.score * 100) };
  const errored = (category?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.scoreDisplayMode === 'error')
    .map((ref) => `${ref.id}: ${audits[ref.id]?.errorMessage ?? 'error'}`);
  return { score: Number.NaN, scoreProblem: errored.join('; ') || 'no performance score' };
}

/**
 * Lighthouse's runtime errors that say the trace was not recorded and to run it again (seen here:
 * NO_NAVSTART, about one run in fifteen on a busy machine): such a run measured nothing.
 */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'PROTOCOL_TIMEOUT']);
const TRACE_ATTEMPTS = 3;

/**
 * One Lighthouse run (mobile preset: performance and accessibility) of `url`, reported under
 * `page`; a run whose trace was not recorded is made again (at most three attempts), and the
 * report says so.
 */
export async function lighthouseRun(url: string, chromePort: number, page: string): Promise<LighthousePageRun> {
  const retriedAfter: string[] = [];
  for (;;) {
    const run = await lighthouseAttempt(url, chromePort, page);
    if (!run.code || !TRACE_ERRORS.has(run.code) || retriedAfter.length + 1 >= TRACE_ATTEMPTS) {
      return { ...run.figures, ...(retriedAfter.length ? { retriedAfter } : {}) };
    }
    retriedAfter.push(run.code);
  }
}

async function lighthouseAttempt(
  url: string,
  chromePort: number,
  page: string,
): Promise<{ figures: LighthousePageRun; code?: string }> {
  const result = await lighthouse(url, {
    port: chromePort,
    onlyCategories: ['performance', 'accessibility'],
    output: 'json',
    logLevel: 'error',
  });
  if (!result) throw new Error(`no Lighthouse result for ${page}`);
  const audits = result.lhr.audits as Record<string, Audit>;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const shifts = (audits['layout-shifts'] ?? audits['layout-shift-elements'])?.details?.items ?? [];
  const requests = audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const figures: LighthousePageRun = {
    path: page,
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    interactiveMs: Math.round(value('interactive')),
    lcpElement: snippet(audits['largest-contentful-paint-element']?.details?.items?.[0]),
    topShift: snippet(shifts[0]),
    scriptKb: Math.round(scripts.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0) / 1024),
    a11y: Math.round((result.lhr.categories.accessibility?.score ?? 0) * 100),
    ...scoreOf(result.lhr.categories.performance, audits),
    scripts: pageScripts(requests, url),
    runtimeError: result.lhr.runtimeError?.message,
  };
  return { figures, code: result.lhr.runtimeError?.code };
}

/** The demo's media are made in the background: waits until the first content's image has its renditions. */
export async function waitForDemoMedia(base: string, ms = 120_000): Promise<void> {
  await until(
    async () => {
      const body = (await (await fetch(`${base}/v2/contents?per_page=1`)).json()) as {
        included?: Array<{ type: string; attributes: { image_renditions?: unknown[] } }>;
      };
      return (body.included ?? []).some(
        (r) => r.type === 'content_medium' && (r.attributes.image_renditions ?? []).length > 1,
      );
    },
    ms,
    'the demo media',
  );
}

/** Starts `npm start` on a fresh data folder, waits for its demo, runs Lighthouse on each page. */
export async function benchLighthouse(log: (line: string) => void): Promise<LighthousePageRun[]> {
  ensureWebBuild();
  const setup = await startLighthouseSetup();
  const { base } = setup;
  try {
    await waitForDemoMedia(base);
    const figures: LighthousePageRun[] = [];
    for (const page of PAGES) {
      const runs: LighthousePageRun[] = [];
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
export function printLighthouse(figures: LighthousePageRun[]): void {
  printTable([
    ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'a11y', 'JS kB', 'largest paint', 'top shift'],
    ...figures.map((f) => [
      f.path,
      String(f.score),
      String(f.fcpMs),
      String(f.lcpMs),
      String(f.tbtMs),
      String(f.cls),
      String(f.a11y),
      String(f.scriptKb),
      f.lcpElement,
      f.topShift || '-',
    ]),
  ]);
}
