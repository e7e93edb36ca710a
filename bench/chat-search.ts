// `npm run bench -- chat-search`: on-device chat search (issue #11) in Debian chromium's real IndexedDB.
// Builds the in-page bench (apps/web/src/features/chat/data/search.browser-bench.ts, the app's own store,
// index and search code) with Vite into a temp folder, serves it on 127.0.0.1 and runs it headless:
// 50,000 messages on the previous schema, the upgrade and the background indexing under a long-task
// observer, then one-word and two-word searches against the full-scan baseline.
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ROOT, fmt, freePort } from './lib.ts';

const PAGE_BENCH = path.join(ROOT, 'apps/web/src/features/chat/data/search.browser-bench.ts');
const MESSAGES = 50_000;
const ROUNDS = 4;

/** The goals of the issue. */
export const CHAT_SEARCH_GOALS = { oneWordP50Ms: 5, twoWordsP50Ms: 30, ratio: 50, longTaskMs: 50 } as const;

/** What the page measures (see SearchBenchFigures in the page module). */
export interface ChatSearchFigures {
  messages: number;
  fillMs: number;
  upgradeMs: number;
  upgradeLongTasks: number;
  upgradeLongestBlockMs: number;
  indexMs: number;
  indexedMessages: number;
  longTasks: number;
  longestLongTaskMs: number;
  longestBlockMs: number;
  liveMessages: number;
  liveLongTasks: number;
  liveLongestBlockMs: number;
  oneWord: { queries: number; p50Ms: number; p99Ms: number };
  twoWords: { queries: number; p50Ms: number; p99Ms: number };
  scan: { queries: number; p50Ms: number };
  mismatches: number;
}

/** The figures plus the ratios and the verdicts. */
export interface ChatSearchResult extends ChatSearchFigures {
  ratioOneWord: number;
  ratioTwoWords: number;
  pass: { oneWord: boolean; twoWords: boolean; ratio: boolean; longTasks: boolean; correct: boolean; all: boolean };
}

/** Builds the page with Vite (production build, minified) into a temp folder. */
async function buildPage(dir: string): Promise<void> {
  const { build } = await import('vite');
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>chat search bench</title></head>' +
      '<body><script type="module" src="./entry.ts"></script></body></html>',
  );
  await fs.writeFile(
    path.join(dir, 'entry.ts'),
    `import { runSearchBench } from ${JSON.stringify(PAGE_BENCH)};\n` +
      'window.__runSearchBench = runSearchBench;\nwindow.__benchLoaded = true;\n',
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: path.join(dir, 'dist'), emptyOutDir: true, target: 'es2022' },
  });
}

/** Serves a folder on 127.0.0.1. */
async function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    fs.readFile(file).then(
      (body) =>
        res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Runs the in-page bench in headless Debian chromium and prints the figures against the goals. */
export async function benchChatSearch(log: (line: string) => void): Promise<ChatSearchResult> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-chat-search-'));
  let figures: ChatSearchFigures;
  try {
    const t = performance.now();
    await buildPage(dir);
    log(`  page built with vite in ${fmt(performance.now() - t)} ms`);
    const server = await serve(path.join(dir, 'dist'));
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // gc() lets the page settle its heap after generating the messages, before the measured phases.
      args: ['--no-sandbox', '--js-flags=--expose-gc'],
    });
    try {
      const page = await browser.newPage();
      page.on('pageerror', (error) => log(`  page error: ${error.message}`));
      await page.goto(server.url, { waitUntil: 'load' });
      await page.waitForFunction('window.__benchLoaded === true');
      log(`  chromium ${browser.version()}; filling ${MESSAGES} messages, then upgrade, index and search`);
      figures = (await page.evaluate(`window.__runSearchBench(${MESSAGES}, ${ROUNDS})`)) as ChatSearchFigures;
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }

  const ratio = (scan: number, search: number) => Math.round((scan / Math.max(search, 0.01)) * 10) / 10;
  const ratioOneWord = ratio(figures.scan.p50Ms, figures.oneWord.p50Ms);
  const ratioTwoWords = ratio(figures.scan.p50Ms, figures.twoWords.p50Ms);
  const g = CHAT_SEARCH_GOALS;
  const pass = {
    oneWord: figures.oneWord.p50Ms <= g.oneWordP50Ms,
    twoWords: figures.twoWords.p50Ms <= g.twoWordsP50Ms,
    ratio: ratioOneWord >= g.ratio,
    longTasks:
      figures.longTasks === 0 &&
      figures.upgradeLongTasks === 0 &&
      Math.max(figures.longestBlockMs, figures.upgradeLongestBlockMs) <= g.longTaskMs,
    correct: figures.mismatches === 0 && figures.indexedMessages === figures.messages,
    all: false,
  };
  pass.all = pass.oneWord && pass.twoWords && pass.ratio && pass.longTasks && pass.correct;
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  log(
    `  messages                 ${figures.messages} (40 conversations; fill on the old schema ${fmt(figures.fillMs)} ms)`,
  );
  log(
    `  schema upgrade (open)    ${fmt(figures.upgradeMs)} ms; main thread: longest task ${fmt(figures.upgradeLongestBlockMs, 1)} ms, ${figures.upgradeLongTasks} long tasks > 50 ms`,
  );
  log(`  indexing (background)    ${fmt(figures.indexMs)} ms, ${figures.indexedMessages} messages indexed`);
  log(
    `  main thread, indexing    longest task ${fmt(figures.longestBlockMs, 1)} ms (heartbeat), ${figures.longTasks} long tasks > 50 ms` +
      `${figures.longTasks > 0 ? ` (longest ${fmt(figures.longestLongTaskMs, 1)} ms)` : ''}   ${verdict(pass.longTasks)} (goal: none > ${g.longTaskMs} ms, upgrade included)`,
  );
  log(
    `  main thread, live writes ${figures.liveMessages} messages in batches of 1000: longest task ${fmt(figures.liveLongestBlockMs, 1)} ms, ${figures.liveLongTasks} long tasks > 50 ms`,
  );
  log(
    `  one word                 p50 ${fmt(figures.oneWord.p50Ms, 2)} ms   p99 ${fmt(figures.oneWord.p99Ms, 2)} ms   (${figures.oneWord.queries} searches)   ${verdict(pass.oneWord)} (goal: p50 <= ${g.oneWordP50Ms} ms)`,
  );
  log(
    `  two words (AND)          p50 ${fmt(figures.twoWords.p50Ms, 2)} ms   p99 ${fmt(figures.twoWords.p99Ms, 2)} ms   (${figures.twoWords.queries} searches)   ${verdict(pass.twoWords)} (goal: p50 <= ${g.twoWordsP50Ms} ms)`,
  );
  log(
    `  full-scan baseline       p50 ${fmt(figures.scan.p50Ms, 1)} ms   (${figures.scan.queries} searches); ratio ${ratioOneWord}x one word, ${ratioTwoWords}x two words   ${verdict(pass.ratio)} (goal: >= ${g.ratio}x)`,
  );
  log(
    `  answers                  ${figures.mismatches} of 20 queries differ from a naive prefix filter   ${verdict(pass.correct)}`,
  );
  log(`  chat search: ${verdict(pass.all)}`);
  return { ...figures, ratioOneWord, ratioTwoWords, pass };
}

/** `npm run bench -- chat-search`: prints the figures and one BENCH_JSON line; false when a goal is missed. */
export async function runChatSearchOnly(log: (line: string) => void): Promise<boolean> {
  log(`[chat search] on-device search over ${MESSAGES} messages in chromium's IndexedDB (${os.cpus().length} cores)`);
  const result = await benchChatSearch(log);
  log(`BENCH_JSON ${JSON.stringify({ chatSearch: result })}`);
  return result.pass.all;
}
