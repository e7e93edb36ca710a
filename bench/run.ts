// `npm run bench`: the three figures of issue "Platform foundation", each as a ratio against a
// baseline measured in the same process and minute. Prints a table, then one `BENCH_JSON {...}` line.
import os from 'node:os';
import { measureInitialJs } from './bundle.ts';
import { LOAD, benchCustomizer } from './customizer.ts';
import { fmt, killChildren, round } from './lib.ts';
import { printResults, toJson, type Outcome, type Results } from './report.ts';
import { benchStartup } from './startup.ts';
import { printAccounts, runAccountsOnly } from './accounts-report.ts';
import { ensureWebBuild } from './webbuild.ts';

// + 100 s for the chat figures of issue #5, + 90 s for the notifications of issue #14.
const HARD_LIMIT_MS = 460_000;
const benchStarted = performance.now();
const log = (line: string) => console.log(line);
const elapsed = () => `${((performance.now() - benchStarted) / 1000).toFixed(0)} s`;

let watchdog: NodeJS.Timeout | undefined;
/** (Re)arms the watchdog: after `ms` from now the bench stops its child processes and exits. */
function armWatchdog(ms: number): void {
  clearTimeout(watchdog);
  watchdog = setTimeout(() => {
    console.error(`bench: still running after ${elapsed()} (limit ${ms / 1000} s); stopping its child processes`);
    killChildren();
    process.exit(1);
  }, ms);
  watchdog.unref();
}
armWatchdog(HARD_LIMIT_MS);
/**
 * Issue #11's first-view section: two fresh trees built and started, 6 pages x 2 trees x LIGHTHOUSE_RUNS
 * Lighthouse runs, 6 in-memory builds: about 25 minutes on 2 cores; it gets its own limit.
 */
const WEB_LIMIT_MS = 45 * 60_000;
process.once('SIGINT', () => {
  killChildren();
  process.exit(130);
});

/** Runs one figure; an error is reported in the results instead of ending the bench. */
async function attempt<T>(fn: () => T | Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await fn() };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    log(`  FAILED: ${error}`);
    return { ok: false, error };
  }
}

// `npm run bench -- comments` runs only the comments-list latency of issue #4.
if (process.argv.includes('comments')) {
  await (await import('./comments.ts')).runCommentsOnly(log);
  process.exit(0);
}

// `npm run bench -- contents` runs only the contents figure of issue #4.
if (process.argv.includes('contents')) {
  await (await import('./contents.ts')).runContentsOnly(log);
  process.exit(process.exitCode ?? 0);
}

// `npm run bench -- ratelimit` runs only the rate-limit overhead figure.
if (process.argv.includes('ratelimit')) {
  await (await import('./ratelimit.ts')).runRateLimitOnly(log);
  process.exit(process.exitCode ?? 0);
}

// `npm run bench -- chat-search` runs only on-device chat search in chromium (issue #11).
if (process.argv.includes('chat-search')) {
  const ok = await (await import('./chat-search.ts')).runChatSearchOnly(log);
  process.exit(ok ? 0 : 1);
}

// `npm run bench -- chat` runs only the chat figures of issue #5.
if (process.argv.includes('chat')) {
  const ok = await (await import('./chat.ts')).runChatOnly(log);
  process.exit(ok ? 0 : 1);
}

// `npm run bench -- notifications` runs only the live-delivery figure of issue #14.
if (process.argv.includes('notifications')) {
  const ok = await (await import('./notifications.ts')).runNotificationsOnly(log);
  process.exit(ok ? 0 : 1);
}

// `npm run bench -- push` runs only the web push delivery figure of issue #14.
if (process.argv.includes('push')) {
  const ok = await (await import('./push.ts')).runPushOnly(log);
  process.exit(ok ? 0 : 1);
}

// `npm run bench -- chain` runs only the figures of issue #15 (indexer vs viem, token sends through the API).
if (process.argv.includes('chain')) {
  const ok = await (await import('./chain.ts')).runChainOnly(log);
  process.exit(ok ? 0 : 1);
}

// `npm run bench -- wallet` runs only the wallet frame figures of issue #16 (its size, Lighthouse mobile).
if (process.argv.includes('wallet')) {
  const ok = await (await import('./wallet.ts')).runWalletOnly(log);
  process.exit(ok ? 0 : 1);
}

// `npm run bench -- start` runs only the start figures (issue #11: second start ≤ 3 s, first ≤ 30 s).
if (process.argv.includes('start')) {
  const result = await benchStartup(log);
  log(`BENCH_JSON ${JSON.stringify({ startup: result })}`);
  process.exit(0);
}

// `npm run bench -- nfts` runs only the NFT figures of issue #34.
if (process.argv.includes('nfts')) {
  armWatchdog(30 * 60_000);
  const ok = await (await import('./nfts.ts')).runNftsOnly(log);
  process.exit(ok ? 0 : 1);
}

// `npm run bench -- console` runs only the figures of issue #36 (the dashboard's statement, the console's JavaScript).
if (process.argv.includes('console')) {
  armWatchdog(40 * 60_000);
  const ok = await (await import('./console.ts')).runConsoleOnly(log);
  process.exit(ok ? 0 : 1);
}

// `npm run bench -- participation` runs only the figures of issue #12.
if (process.argv.includes('participation')) {
  const ok = await (await import('./participation.ts')).runParticipationOnly(log);
  process.exit(ok ? 0 : 1);
}

// `npm run bench -- feed` runs only the feed figures of issue #13.
if (process.argv.includes('feed')) {
  const ok = await (await import('./feed.ts')).runFeedOnly(log);
  process.exit(ok ? 0 : 1);
}

// `npm run bench -- web` runs only the first-view figures of issue #11 (before and now, in one run).
if (process.argv.includes('web')) {
  armWatchdog(WEB_LIMIT_MS);
  const { benchWeb, webJson } = await import('./web.ts');
  log(`Issue #11 first view (${os.cpus().length} cores, node ${process.version}, ${new Date().toISOString()})`);
  const result = await benchWeb(log);
  log(`BENCH_JSON_WEB ${JSON.stringify(webJson(result))}`);
  process.exit(result.ok ? 0 : 1);
}

// `npm run bench -- web-candidates` runs only the library swap sizes of issue #11 (home page initial JS).
if (process.argv.includes('web-candidates')) {
  const { benchWebCandidates, printCandidates } = await import('./web.ts');
  log(`Issue #11 candidates: in-memory builds of apps/web (${new Date().toISOString()})`);
  printCandidates(await benchWebCandidates(log));
  process.exit(0);
}

// `npm run bench -- lighthouse` runs only Lighthouse mobile on the public pages (issue #11) of this
// tree (no before; `-- web` has the before/now comparison with the issue's goals).
if (process.argv.includes('lighthouse')) {
  const { benchLighthouse, printLighthouse } = await import('./lighthouse.ts');
  log(`Lighthouse 12, mobile preset (${os.cpus().length} cores, node ${process.version}, ${new Date().toISOString()})`);
  printLighthouse(await benchLighthouse(log));
  process.exit(0);
}

// `npm run bench -- accounts` runs only the figures of issue #3.
if (process.argv.includes('accounts')) {
  await runAccountsOnly(log);
  process.exit(0);
}

log(
  `Tribune bench: issue "Platform foundation" (${os.cpus().length} cores, node ${process.version}, ${new Date().toISOString()})`,
);

log(`\n[prepare] apps/web/dist (so that npm start does not build it inside the timing)`);
const webBuild = await attempt(ensureWebBuild);
const webBuildMs = webBuild.ok ? webBuild.value : null;
if (webBuild.ok) log(webBuildMs === null ? '  already current' : `  built with vite in ${fmt(webBuildMs)} ms`);

log(
  `\n[1/3] module-config.json vs bare Fastify (${LOAD.connections} connections, ${LOAD.warmupS} s warm-up + ${LOAD.durationS} s per round) [${elapsed()}]`,
);
const customizer = await attempt(() => benchCustomizer(log));

log(`\n[2/3] npm start to /readyz [${elapsed()}]`);
const startup = await attempt(() => benchStartup(log));

log(`\n[3/3] web shell initial JavaScript [${elapsed()}]`);
const bundle = await attempt(() => measureInitialJs());
if (bundle.ok) log(`  ${bundle.value.chunks.map((c) => `${c.file} ${fmt(c.gzipBytes / 1000, 1)} kB gz`).join(', ')}`);
// Imported only now: vite and its native bundler must not sit in this (load-generating) process during figure 1.
const attribution = await attempt(async () => (await import('./attribution.ts')).attributeInitialJs());

log(`\n[4/4] accounts: password hashing and token refresh [${elapsed()}]`);
const accounts = await attempt(async () => (await import('./accounts.ts')).benchAccounts(log));

const results: Results = { customizer, startup, bundle, attribution };
const rebuilt = startup.ok ? (['first', 'second'] as const).filter((k) => startup.value[k].rebuiltWeb) : [];
const notes = [
  'App: buildApp + loadConfig on an in-memory PGlite with its real logger (pino) at LOG_LEVEL=info; the child process stdout, its log destination, is /dev/null. The customizer routes log at debug (quietLog), so no request lines are written at info.',
  'Both servers run in child processes (node --import tsx); autocannon runs in the bench process; bare and app rounds alternate.',
  `npm start: spawn of node scripts/start.mjs until the first 200 from /readyz (polled every 50 ms), LOG_LEVEL=warn, fresh temp data dir. ${
    webBuildMs === null
      ? 'apps/web/dist was already current'
      : `apps/web/dist was rebuilt beforehand (${fmt(webBuildMs)} ms)`
  }, and it is re-checked (untimed) before each start, so no web build is counted${rebuilt.length ? ` (BUT start.mjs rebuilt the web app inside the ${rebuilt.join(' and ')} start: web sources changed meanwhile, that time includes a build)` : ''}.`,
  'Node baselines are medians of 3 spawns taken before, between and after the starts.',
  `Initial JS: entry chunk of index.html plus its static imports in apps/web/dist/.vite/manifest.json, each gzipped at level 9. Contributors come from an in-memory build (write: false; PWA plugin kept, it wrote its service worker to a temporary outDir${
    attribution.ok ? `; ${attribution.value.quietedLines} console lines from the build silenced` : ''
  }): shares of rendered pre-minification bytes of the initial chunks; "gz (est.)" is share x measured gzip total.`,
  `${os.cpus().length} noisy cores: compare ratios, not absolute numbers.`,
];

console.log('\n=== Results: issue "Platform foundation" ===\n');
printResults(results);
printAccounts(accounts);
console.log('\nNotes:');
for (const note of notes) console.log(`- ${note}`);
console.log(`\nTotal bench time ${elapsed()}.`);
const extra = {
  at: new Date().toISOString(),
  cores: os.cpus().length,
  node: process.version,
  webBuiltBeforehandMs: webBuildMs === null ? null : round(webBuildMs),
  totalSeconds: round((performance.now() - benchStarted) / 1000, 1),
};
console.log(`BENCH_JSON ${JSON.stringify(toJson(results, extra))}`);
console.log(`BENCH_JSON_ACCOUNTS ${JSON.stringify(accounts)}`);

// Issue #4: the contents list ratio and the comments list latency (each prints its own results).
log(`\n[issue #4] contents list and comments list [${elapsed()}]`);
await (await import('./contents.ts')).runContentsOnly(log);
const comments = await attempt(async () => (await import('./comments.ts')).runCommentsOnly(log));

// Issue #5: chat delivery, throughput, crypto and on-device search (each part reports FAILED on its own).
log(`\n[issue #5] chat [${elapsed()}]`);
const chat = await attempt(async () => {
  if (!(await (await import('./chat.ts')).runChatOnly(log))) throw new Error('a chat figure failed');
});

// Issue #17: what the rate limits cost a hot read, and a signed-in read against a guest's (the cached caller).
log(`\n[issue #17] rate limits and the caller gate [${elapsed()}]`);
const ratelimit = await attempt(async () => (await import('./ratelimit.ts')).runRateLimitOnly(log));

// Issue #14: live notification delivery to 1,000 sockets, and push jobs to a local test endpoint.
log(`\n[issue #14] notifications [${elapsed()}]`);
const notifications = await attempt(async () => {
  if (!(await (await import('./notifications.ts')).runNotificationsOnly(log))) throw new Error('a figure failed');
});

// Issue #16: the wallet frame's JavaScript and CSS as served (its Lighthouse load: `npm run bench -- wallet`).
log(`\n[issue #16] wallet frame size [${elapsed()}]`);
const wallet = await attempt(async () => {
  const { measureWalletSize, printWalletSize } = await import('./wallet.ts');
  printWalletSize(measureWalletSize(), log);
});
// Issue #11: the first view, this tree against the commit before (its own watchdog budget).
log(`\n[issue #11] first view, before and now [${elapsed()}]`);
armWatchdog(WEB_LIMIT_MS);
const web = await attempt(async () => {
  const { benchWeb, webJson } = await import('./web.ts');
  const result = await benchWeb(log);
  console.log(`BENCH_JSON_WEB ${JSON.stringify(webJson(result))}`);
  if (!result.ok) log('  (some of issue #11 goals are not met: see FAIL above)');
});
process.exit(
  [
    customizer,
    startup,
    bundle,
    attribution,
    webBuild,
    accounts,
    comments,
    chat,
    ratelimit,
    notifications,
    wallet,
    web,
  ].every((o) => o.ok) && !process.exitCode
    ? 0
    : 1,
);
