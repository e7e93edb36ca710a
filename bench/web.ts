// `npm run bench -- web`: the first-view figures of issue #11, this tree against the commit before, in one run.
// Both trees are fresh copies in temporary folders (the "before" one from `git archive`, the "now" one a copy
// of the working tree's files), started with their own `npm start` (which builds them: the first start with
// the build), started again (the second start), then measured by Lighthouse 12 (mobile preset, median of
// LIGHTHOUSE_RUNS, default 3) page by page, before and now interleaved so machine noise hits both alike.
// Everything is measured from the outside (HTTP, Lighthouse, build outputs), so it holds with or without
// server-side rendering. `npm run bench -- web-candidates` prints the library swaps' sizes (also part of this).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { InlineConfig } from 'vite';
import type { Chunk } from './attribution.ts';
import {
  RUNS,
  lighthouseRun,
  startLighthouseSetup,
  waitForDemoMedia,
  type LighthousePageRun as LighthouseFigure,
  type LighthouseSetup,
} from './lighthouse.ts';
import { ROOT, fmt, median, printTable } from './lib.ts';
import { timeStart, type StartRun } from './startup.ts';

/** The last commit before issue #11's server rendering: the "before" of every ratio (override: BENCH_BEFORE_REF). */
export const BEFORE_REF_DEFAULT = 'b69dfa2';

/** The goals of issue #11. */
export const WEB_GOALS = {
  score: 90,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
  a11y: 100,
  homeJsBytes: 110_000,
  routeChunkBytes: 60_000,
  secondStartMs: 3_000,
  firstStartMs: 30_000,
};

/** The content page's placeholder in the page list, replaced by a content with an image from the API. */
const CONTENT_PAGE = 'content page with an image';
const PAGES = ['/en/', '/en/contents', CONTENT_PAGE, '/en/p/privacy/', '/en/participate', '/en/events'];
/** The pages the goals are about (the others are extra rows). */
const GOAL_PAGES = new Set(['/en/', '/en/contents', CONTENT_PAGE, '/en/p/privacy/']);

type Log = (line: string) => void;

/** A checkout in a temporary folder with its own data folder. */
interface Tree {
  label: 'before' | 'now';
  /** What it is: the ref, or "working tree". */
  what: string;
  root: string;
  dataDir: string;
  /** How its node_modules came to be. */
  deps: string;
}

/** One tree's start figures. */
interface StartFigures {
  first: StartRun & { builtWeb: boolean; builtServer: boolean };
  /** The second starts (same data, everything built), in ms. */
  seconds: number[];
  secondMs: number;
}

/** One page's figures in one tree: per-figure medians over the runs. */
interface PageFigures {
  path: string;
  runs: LighthouseFigure[];
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  a11y: number;
  /** The run whose score is the median (its scripts, its largest paint). */
  medianRun: LighthouseFigure;
  /** Gzip -9 bytes of the scripts the median run loaded (each file of that tree's build). */
  jsGzBytes: number;
  scriptFiles: string[];
  /** The three largest modules or packages in that JavaScript (estimated gzip bytes). */
  top: Array<{ name: string; gzBytes: number }>;
}

/** A variant of the web build for the candidates section. */
interface CandidateResult {
  name: string;
  gzBytes?: number;
  files?: number;
  top?: Array<{ name: string; gzBytes: number }>;
  error?: string;
}

const gz = (data: Buffer | string): number => zlib.gzipSync(data, { level: 9 }).length;
const kb = (bytes: number, digits = 1): string => `${fmt(bytes / 1000, digits)} kB`;

// ---------------------------------------------------------------------------------------------------------------
// The two trees

/** Extracts `ref` of this repository into a temporary folder (`git archive | tar -x`; no checkout, no worktree). */
function extractRef(ref: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-web-before-'));
  execFileSync('bash', ['-o', 'pipefail', '-c', 'git -C "$1" archive "$2" | tar -x -C "$3"', 'bash', ROOT, ref, dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return dir;
}

/** Copies the working tree's files (tracked and untracked, without what .gitignore leaves out) to a temporary folder. */
function copyWorkingTree(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-web-now-'));
  const list = execFileSync('git', ['-C', ROOT, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    maxBuffer: 256 * 1024 * 1024,
  })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of list) {
    const from = path.join(ROOT, file);
    const stat = fs.lstatSync(from, { throwIfNoEntry: false });
    if (!stat || stat.isDirectory()) continue; // deleted in the working tree, or a submodule
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.cpSync(from, path.join(dir, file), { verbatimSymlinks: true });
  }
  return dir;
}

interface LockFile {
  packages?: Record<string, { version?: string; link?: boolean }>;
}

/** True when every installed package of `other` is in `current` at the same version (current may add some). */
export function lockCovers(current: LockFile, other: LockFile): boolean {
  const mine = current.packages ?? {};
  return Object.entries(other.packages ?? {}).every(
    ([key, entry]) => !key.includes('node_modules/') || entry.link || mine[key]?.version === entry.version,
  );
}

/**
 * Links a node_modules folder of this repository into a tree: each entry a symlink to ours, except that
 * symlinks (the workspace packages, @tribune/*) are recreated with their relative target, so they point into
 * the tree's own packages and not into this repository's; the tools' caches (.vite, .vite-temp, .cache) stay
 * the tree's own.
 */
function linkNodeModules(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from)) {
    if (name === '.vite' || name === '.vite-temp' || name === '.cache') continue;
    const source = path.join(from, name);
    const target = path.join(to, name);
    const stat = fs.lstatSync(source);
    if (stat.isSymbolicLink()) {
      fs.symlinkSync(fs.readlinkSync(source), target);
    } else if (name.startsWith('@') && stat.isDirectory()) linkNodeModules(source, target);
    else fs.symlinkSync(source, target);
  }
}

/** Gives the tree its dependencies: links to ours when our lock covers its lock, else `npm ci` in the tree. */
function provideDependencies(root: string, log: Log): string {
  const read = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) as LockFile;
  if (lockCovers(read(ROOT), read(root))) {
    const workspaces = (
      JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces?: string[] }
    ).workspaces;
    linkNodeModules(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
    let linked = 1;
    for (const ws of workspaces ?? []) {
      const ours = path.join(ROOT, ws, 'node_modules');
      if (fs.existsSync(ours) && fs.existsSync(path.join(root, ws))) {
        linkNodeModules(ours, path.join(root, ws, 'node_modules'));
        linked++;
      }
    }
    return `linked to this repository's (${linked} node_modules folders; its lock is covered by ours)`;
  }
  log(`  its package-lock.json differs from ours: npm ci in ${root} (this takes minutes)`);
  const started = performance.now();
  const result = spawnSync('npm', ['ci', '--prefer-offline', '--no-audit', '--fund=false'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 20 * 60_000,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`npm ci in the before tree failed: ${(result.stderr ?? '').slice(-2000)}`);
  return `npm ci (${fmt((performance.now() - started) / 1000)} s)`;
}

export function prepareTree(label: Tree['label'], ref: string, log: Log): Tree {
  const started = performance.now();
  const root = label === 'before' ? extractRef(ref) : copyWorkingTree();
  const deps = provideDependencies(root, log);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tribune-web-data-${label}-`));
  const what = label === 'before' ? ref : 'working tree';
  log(`  ${label} (${what}) in ${root}, ${fmt((performance.now() - started) / 1000, 1)} s; node_modules ${deps}`);
  return { label, what, root, dataDir, deps };
}

function removeTree(tree: Tree): void {
  fs.rmSync(tree.root, { recursive: true, force: true });
  fs.rmSync(tree.dataDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------------------------
// Start times

const webIndex = (root: string) => path.join(root, 'apps/web/dist/index.html');
const serverBundle = (root: string) => path.join(root, 'apps/server/dist/main.mjs');

/** First start (the fresh tree builds what it lacks), then `rounds` second starts, before and now interleaved. */
async function measureStarts(trees: Tree[], log: Log, rounds = 3): Promise<Map<Tree['label'], StartFigures>> {
  const out = new Map<Tree['label'], StartFigures>();
  for (const tree of trees) {
    if (fs.existsSync(webIndex(tree.root)) || fs.existsSync(serverBundle(tree.root)))
      throw new Error(`${tree.label}: a fresh tree already has a build`);
    const first = await timeStart(tree.dataDir, 'npm-start', { root: tree.root, timeoutMs: 15 * 60_000 });
    const builtWeb = fs.existsSync(webIndex(tree.root));
    const builtServer = fs.existsSync(serverBundle(tree.root));
    if (!builtWeb || !builtServer) throw new Error(`${tree.label}: npm start did not build the web app and the server`);
    log(`  ${tree.label}: first start with the build ${fmt(first.readyMs)} ms (web and server built in it)`);
    out.set(tree.label, { first: { ...first, builtWeb, builtServer }, seconds: [], secondMs: Number.NaN });
  }
  for (let round = 0; round < rounds; round++) {
    for (const tree of round % 2 ? [...trees].reverse() : trees) {
      const run = await timeStart(tree.dataDir, 'npm-start', { root: tree.root }).catch(async (err: unknown) => {
        // A shared machine: another process may stop servers; one retry, said in the output.
        log(`  ${tree.label}: a second start failed, once more (${String(err).split('\n')[0]})`);
        return timeStart(tree.dataDir, 'npm-start', { root: tree.root });
      });
      if (run.rebuiltWeb || run.rebuiltServer) log(`  ${tree.label}: the second start rebuilt something (counted)`);
      out.get(tree.label)!.seconds.push(run.readyMs);
    }
  }
  for (const tree of trees) {
    const f = out.get(tree.label)!;
    f.secondMs = median(f.seconds);
    log(`  ${tree.label}: second start ${f.seconds.map((ms) => fmt(ms)).join(', ')} ms (median ${fmt(f.secondMs)})`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Which modules a page's JavaScript is made of

/** A module id's group: an npm package, a workspace package, or a layer/feature of the web app. */
export function groupOf(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0]!;
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const rel = path.relative(root, clean).split(path.sep).join('/');
  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(rel);
  if (feature) return `web: features/${feature[1]}`;
  const layer = /^apps\/web\/src\/([^/]+)\//.exec(rel);
  if (layer) return `web: ${layer[1]}`;
  if (rel.startsWith('apps/web/')) return 'web: other';
  const pkg = /^packages\/([^/]+)\//.exec(rel);
  if (pkg) return `@tribune/${pkg[1]}`;
  return 'vite/rolldown runtime';
}

const withoutHash = (file: string) => file.replace(/-[\w-]{8}(\.\w+)$/, '$1');

/** The in-memory build's chunk for a built file (by name, else by name without its content hash). */
function chunkFor(chunks: Map<string, Chunk>, file: string): Chunk | undefined {
  const exact = chunks.get(file);
  if (exact) return exact;
  const bare = withoutHash(file);
  const same = [...chunks.values()].filter((c) => withoutHash(c.fileName) === bare);
  return same.length === 1 ? same[0] : undefined;
}

/**
 * Splits the gzip size of each chunk over its modules' groups by their share of the chunk's rendered bytes
 * (an estimate: gzip does not compress every module alike); answers the groups, largest first.
 */
function topGroups(
  files: Array<{ file: string; gzBytes: number }>,
  chunks: Map<string, Chunk>,
  root: string,
): Array<{ name: string; gzBytes: number }> {
  const bytes = new Map<string, number>();
  for (const { file, gzBytes } of files) {
    const chunk = chunkFor(chunks, file);
    if (!chunk) {
      bytes.set(`(unmapped) ${file}`, gzBytes);
      continue;
    }
    const mods = Object.entries(chunk.modules);
    const total = mods.reduce((sum, [, m]) => sum + m.renderedLength, 0) || 1;
    for (const [id, m] of mods) {
      const name = groupOf(id, root);
      bytes.set(name, (bytes.get(name) ?? 0) + (gzBytes * m.renderedLength) / total);
    }
  }
  return [...bytes].map(([name, gzBytes]) => ({ name, gzBytes })).sort((a, b) => b.gzBytes - a.gzBytes);
}

/** The built file a script URL was served from (its gzip -9 size), or its transferred bytes when not in the build. */
function scriptFiles(root: string, figure: LighthouseFigure): Array<{ file: string; gzBytes: number }> {
  return figure.scripts.map(({ url, transferBytes }) => {
    const file = decodeURIComponent(new URL(url).pathname).replace(/^\//, '');
    const full = path.join(root, 'apps/web/dist', file);
    return { file, gzBytes: fs.existsSync(full) ? gz(fs.readFileSync(full)) : transferBytes };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse, page by page

interface ContentsBody {
  data?: Array<{ attributes: { slug: string }; relationships?: { hero_medium?: { data: { id: string } | null } } }>;
  included?: Array<{ id: string; type: string; attributes: { image_renditions?: unknown[] } }>;
}

/** The first content whose card has an image (a hero medium with renditions), as a page path. */
async function contentPageWithImage(base: string): Promise<string> {
  const body = (await (await fetch(`${base}/v2/contents?per_page=20`)).json()) as ContentsBody;
  const withImage = new Set(
    (body.included ?? [])
      .filter((r) => r.type === 'content_medium' && (r.attributes.image_renditions ?? []).length > 0)
      .map((r) => r.id),
  );
  const content = (body.data ?? []).find((c) => {
    const hero = c.relationships?.hero_medium?.data;
    return hero && withImage.has(hero.id);
  });
  if (!content) throw new Error(`no content with an image in ${base}/v2/contents`);
  return `/en/contents/${encodeURIComponent(content.attributes.slug)}`;
}

function pageFigures(page: string, runs: LighthouseFigure[]): Omit<PageFigures, 'jsGzBytes' | 'scriptFiles' | 'top'> {
  // Medians of the runs that have the figure (a run without a performance score counts for the others).
  const m = (pick: (f: LighthouseFigure) => number) => median(runs.map(pick).filter(Number.isFinite));
  const byScore = [...runs].sort((a, b) => (a.score || 0) - (b.score || 0));
  return {
    path: runs[0]?.path ?? page,
    runs,
    score: m((f) => f.score),
    fcpMs: m((f) => f.fcpMs),
    lcpMs: m((f) => f.lcpMs),
    tbtMs: m((f) => f.tbtMs),
    cls: m((f) => f.cls),
    a11y: m((f) => f.a11y),
    medianRun: byScore[Math.floor(byScore.length / 2)]!,
  };
}

/** Lighthouse on each page, RUNS times, alternating the trees run by run (the order flips every run). */
async function measurePages(
  trees: Tree[],
  setups: Map<Tree['label'], LighthouseSetup>,
  log: Log,
): Promise<Map<string, Map<Tree['label'], Omit<PageFigures, 'jsGzBytes' | 'scriptFiles' | 'top'>>>> {
  const contentPaths = new Map<Tree['label'], string>();
  for (const tree of trees) contentPaths.set(tree.label, await contentPageWithImage(setups.get(tree.label)!.base));
  log(`  content page with an image: ${trees.map((t) => `${t.label} ${contentPaths.get(t.label)}`).join(', ')}`);
  const out = new Map<string, Map<Tree['label'], Omit<PageFigures, 'jsGzBytes' | 'scriptFiles' | 'top'>>>();
  for (const page of PAGES) {
    const runs = new Map<Tree['label'], LighthouseFigure[]>(trees.map((t) => [t.label, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const tree of i % 2 ? [...trees].reverse() : trees) {
        const p = page === CONTENT_PAGE ? contentPaths.get(tree.label)! : page;
        const setup = setups.get(tree.label)!;
        runs.get(tree.label)!.push(await lighthouseRun(`${setup.base}${p}`, setup.chromePort, p));
      }
    }
    const row = new Map<Tree['label'], Omit<PageFigures, 'jsGzBytes' | 'scriptFiles' | 'top'>>();
    for (const tree of trees) row.set(tree.label, pageFigures(page, runs.get(tree.label)!));
    log(
      `  ${page}: scores ${trees
        .map(
          (t) =>
            `${t.label} ${runs
              .get(t.label)!
              .map((r) => r.score)
              .join('/')}`,
        )
        .join(', ')}`,
    );
    out.set(page, row);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Route chunks of the current build

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/** A lazily loaded chunk with what it adds to the initial JavaScript. */
export interface LazyChunk {
  src: string;
  file: string;
  ownGz: number;
  /** Itself and its static imports beyond the initial JavaScript. */
  addedGz: number;
  /** `page`: a page of the shell's pages table (a route chunk); `on demand`: loaded by a component (the editor, the QR code). */
  kind: 'page' | 'on demand';
}

/** The source files the shell's pages table imports lazily (`apps/web/src/shell/pages.tsx`), relative to apps/web. */
export function pageSources(webDir: string): Set<string> | undefined {
  const file = path.join(webDir, 'src/shell/pages.tsx');
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, 'utf8');
  return new Set([...text.matchAll(/import\('\.\.\/([^']+)'\)/g)].map((m) => `src/${m[1]}`));
}

/** Each lazily loaded chunk with what it adds to the initial JavaScript: itself and its static imports. */
export function routeChunks(distDir: string): LazyChunk[] {
  const pages = pageSources(path.dirname(distDir));
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const initial = new Set<string>();
  for (const key of Object.keys(manifest)) if (manifest[key]!.isEntry) closure(key, initial);
  const size = new Map<string, number>();
  const gzOf = (key: string) => {
    if (!size.has(key)) size.set(key, gz(fs.readFileSync(path.join(distDir, manifest[key]!.file))));
    return size.get(key)!;
  };
  return Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry && manifest[key]!.file.endsWith('.js'))
    .map((key) => ({
      src: manifest[key]!.src ?? key,
      file: manifest[key]!.file,
      ownGz: gzOf(key),
      addedGz: [...closure(key)].filter((k) => !initial.has(k)).reduce((sum, k) => sum + gzOf(k), 0),
      kind: !pages || pages.has(manifest[key]!.src ?? key) ? ('page' as const) : ('on demand' as const),
    }))
    .sort((a, b) => b.addedGz - a.addedGz);
}

// ---------------------------------------------------------------------------------------------------------------
// Candidates: the home page's initial JavaScript with libraries swapped (in-memory builds, size only)

const HOME_PAGE = 'src/features/home/HomePage.tsx';

/** The home page's initial JavaScript: the entry, the home page's chunk, and their static imports. */
export function homeInitialFiles(chunks: Map<string, Chunk>): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !chunks.has(file)) return;
    seen.add(file);
    for (const imported of chunks.get(file)!.imports) visit(imported);
  };
  for (const c of chunks.values()) if (c.isEntry && c.fileName.startsWith('assets/')) visit(c.fileName);
  const home = [...chunks.values()].find((c) => c.facadeModuleId?.split('?')[0]!.endsWith(HOME_PAGE));
  if (!home) throw new Error(`no chunk for ${HOME_PAGE}`);
  visit(home.fileName);
  return [...seen];
}

/** An i18next + react-i18next stand-in of the size an own small `t()` would have (interpolation, plural suffixes). */
const I18N_STUB = `
const listeners = new Set();
const store = {};
const i18n = {
  language: 'en', languages: ['en'], isInitialized: true, options: {},
  use() { return i18n; },
  init(options = {}, done) { i18n.options = options; Object.assign(store, options.resources ?? {});
    if (options.lng) i18n.language = options.lng; done?.(null, i18n.t); return Promise.resolve(i18n.t); },
  createInstance() { return i18n; },
  addResourceBundle(lng, ns, res) { store[lng] = { ...store[lng], [ns]: { ...store[lng]?.[ns], ...res } }; return i18n; },
  hasResourceBundle(lng, ns) { return Boolean(store[lng]?.[ns]); },
  getResourceBundle(lng, ns) { return store[lng]?.[ns]; },
  changeLanguage(lng) { i18n.language = lng; i18n.languages = [lng]; listeners.forEach((l) => l('languageChanged', lng));
    return Promise.resolve(i18n.t); },
  on(event, fn) { const l = (e, a) => e === event && fn(a); fn.__l = l; listeners.add(l); },
  off(event, fn) { listeners.delete(fn.__l); },
  exists(key) { return i18n.t(key) !== key; },
  t(key, opts = {}) {
    const ns = store[i18n.language]?.translation ?? {};
    const k = typeof opts.count === 'number' && ns[key + (opts.count === 1 ? '_one' : '_other')] ? key + (opts.count === 1 ? '_one' : '_other') : key;
    const text = ns[k] ?? opts.defaultValue ?? key;
    return String(text).replace(/{{\\s*(\\w+)\\s*}}/g, (_, name) => String(opts[name] ?? ''));
  },
};
export default i18n;
export const initReactI18next = { type: '3rdParty', init() {} };
export function I18nextProvider(props) { return props.children; }
export function useTranslation() { return { t: i18n.t, i18n, ready: true }; }
export function Trans(props) { return props.children ?? null; }
export const I18nContext = { Provider: (props) => props.children, _currentValue: { i18n } };
`;

/** Builds `root`'s web app in memory in each variant; answers the home page's initial JavaScript of each. */
export async function benchWebCandidates(log: Log, root = ROOT): Promise<CandidateResult[]> {
  const { buildWebInMemory } = await import('./attribution.ts');
  const stubDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-web-stub-'));
  const stub = path.join(stubDir, 'i18n-stub.mjs');
  fs.writeFileSync(stub, I18N_STUB);
  const i18n = [
    { find: /^i18next$/, replacement: stub },
    { find: /^react-i18next$/, replacement: stub },
  ];
  // The build already runs on preact/compat (vite.config.ts, docs/DECISIONS.md "Preact in the build");
  // React itself is the "before" tree of `-- web`, measured in the same run.
  const variants: Array<{ name: string; config: InlineConfig }> = [
    { name: '(a) as is (React API on preact/compat)', config: {} },
    { name: '(b) i18next + react-i18next -> a small own t() (stand-in)', config: { resolve: { alias: i18n } } },
  ];
  const results: CandidateResult[] = [];
  try {
    for (const v of variants) {
      const started = performance.now();
      try {
        const { chunks } = await buildWebInMemory(root, v.config);
        const files = homeInitialFiles(chunks).map((file) => ({ file, gzBytes: gz(chunks.get(file)!.code) }));
        const gzBytes = files.reduce((sum, f) => sum + f.gzBytes, 0);
        results.push({ name: v.name, gzBytes, files: files.length, top: topGroups(files, chunks, root).slice(0, 3) });
        log(
          `  ${v.name}: ${kb(gzBytes)} gz in ${files.length} files (built in ${fmt((performance.now() - started) / 1000)} s)`,
        );
      } catch (err) {
        const error = (err instanceof Error ? err.message : String(err))
          .split('\n')
          .slice(0, 3)
          .join(' ')
          .slice(0, 300);
        results.push({ name: v.name, error });
        log(`  ${v.name}: did not build: ${error}`);
      }
    }
  } finally {
    fs.rmSync(stubDir, { recursive: true, force: true });
  }
  return results;
}

/** Prints the candidates: the home page's initial JS gz in each variant and what it buys against (a). */
export function printCandidates(results: CandidateResult[]): void {
  const base = results[0]?.gzBytes;
  printTable([
    ['variant', 'home initial JS gz', 'files', 'vs (a)', 'goal <= 110 kB', 'largest three'],
    ...results.map((r) =>
      r.gzBytes === undefined
        ? [r.name, 'did not build', '', '', '', (r.error ?? '').slice(0, 90)]
        : [
            r.name,
            kb(r.gzBytes),
            String(r.files),
            base === undefined || r === results[0] ? '-' : `${kb(r.gzBytes - base)} (x${fmt(r.gzBytes / base, 2)})`,
            r.gzBytes <= WEB_GOALS.homeJsBytes ? 'PASS' : 'FAIL',
            (r.top ?? []).map((t) => `${t.name} ${kb(t.gzBytes)}`).join(', '),
          ],
    ),
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// The whole section

/** Everything `-- web` measured. */
export interface WebResult {
  beforeRef: string;
  runs: number;
  starts: Record<string, StartFigures>;
  pages: Array<{ page: string; before: PageFigures; now: PageFigures }>;
  routeChunksOver: LazyChunk[];
  routeChunksLargest: LazyChunk[];
  /** Chunks a component loads when it is used (not a page), largest first: reported, not a goal of the issue. */
  onDemand: LazyChunk[];
  candidates: CandidateResult[];
  ok: boolean;
}

const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const ratio = (now: number, before: number) =>
  Number.isFinite(now / before) && before !== 0 ? `x${fmt(now / before, 2)}` : '-';

function printPage(page: string, before: PageFigures, now: PageFigures, home: boolean): boolean {
  const goals = GOAL_PAGES.has(page);
  const rows: string[][] = [['figure', 'before', 'now', 'now/before', 'goal', 'now vs goal']];
  let ok = true;
  const row = (name: string, b: number, n: number, show: (v: number) => string, goal?: [string, boolean]) => {
    if (goal && goals && !goal[1]) ok = false;
    rows.push([name, show(b), show(n), ratio(n, b), goal ? goal[0] : '-', goal && goals ? mark(goal[1]) : '-']);
  };
  const ms = (v: number) => fmt(v);
  row('performance score', before.score, now.score, ms, ['>= 90', now.score >= WEB_GOALS.score]);
  row('FCP ms', before.fcpMs, now.fcpMs, ms);
  row('LCP ms', before.lcpMs, now.lcpMs, ms, ['<= 2,500', now.lcpMs <= WEB_GOALS.lcpMs]);
  row('TBT ms', before.tbtMs, now.tbtMs, ms, ['<= 200', now.tbtMs <= WEB_GOALS.tbtMs]);
  row('CLS', before.cls, now.cls, (v) => fmt(v, 3), ['<= 0.05', now.cls <= WEB_GOALS.cls]);
  row('accessibility', before.a11y, now.a11y, ms, ['100', now.a11y >= WEB_GOALS.a11y]);
  const js = (v: number) => kb(v);
  if (home)
    row('JS loaded, gzip -9', before.jsGzBytes, now.jsGzBytes, js, [
      '<= 110 kB',
      now.jsGzBytes <= WEB_GOALS.homeJsBytes,
    ]);
  else row('JS loaded, gzip -9', before.jsGzBytes, now.jsGzBytes, js);
  rows.push(['scripts loaded', String(before.scriptFiles.length), String(now.scriptFiles.length), '', '', '']);
  for (let i = 0; i < 3; i++) {
    const b = before.top[i];
    const n = now.top[i];
    rows.push([
      `largest module #${i + 1}`,
      b ? `${b.name} ${kb(b.gzBytes)}` : '-',
      n ? `${n.name} ${kb(n.gzBytes)}` : '-',
      '',
      '',
      '',
    ]);
  }
  const pathNote = before.path === now.path ? before.path : `before ${before.path}, now ${now.path}`;
  console.log(`\n${page === CONTENT_PAGE ? `${CONTENT_PAGE}: ${pathNote}` : page}${goals ? '' : ' (extra row)'}`);
  printTable(rows);
  console.log(`  largest paint: before ${before.medianRun.lcpElement || '-'}`);
  console.log(`                 now    ${now.medianRun.lcpElement || '-'}`);
  const errors = [before, now].flatMap((f) =>
    f.runs.map((r) => r.runtimeError ?? (r.scoreProblem ? `no score: ${r.scoreProblem}` : undefined)).filter(Boolean),
  );
  if (errors.length) console.log(`  Lighthouse runtime errors: ${errors.join('; ')}`);
  const retried = [before, now].flatMap((f) => f.runs.flatMap((r) => r.retriedAfter ?? []));
  if (retried.length) console.log(`  runs made again after a trace error: ${retried.length} (${retried.join(', ')})`);
  return ok;
}

/** Prints the web figures: one table per page, the route chunks over budget, the start times. */
export function printWeb(r: WebResult): boolean {
  let ok = true;
  console.log(
    `\n=== Results: issue #11 first view (Lighthouse 12 mobile, median of ${r.runs}; before = ${r.beforeRef}) ===`,
  );
  for (const p of r.pages) ok = printPage(p.page, p.before, p.now, p.page === '/en/') && ok;
  console.log(
    `\nRoute chunks (the pages table's lazy pages) of the current build, gzip -9, itself + static imports beyond the initial JS:`,
  );
  if (r.routeChunksOver.length) {
    ok = false;
    printTable([
      ['route chunk over 60 kB (FAIL)', 'file', 'own', 'with its imports'],
      ...r.routeChunksOver.map((c) => [c.src, c.file, kb(c.ownGz), kb(c.addedGz)]),
    ]);
  } else
    console.log(
      `  none over 60 kB (PASS); the largest: ${r.routeChunksLargest
        .map((c) => `${c.src} ${kb(c.addedGz)}`)
        .join(', ')}`,
    );
  console.log(`\nOn-demand chunks (loaded when a component is used, not by a page), over 20 kB:`);
  printTable([
    ['chunk', 'file', 'own', 'with its imports'],
    ...r.onDemand.filter((c) => c.addedGz > 20_000).map((c) => [c.src, c.file, kb(c.ownGz), kb(c.addedGz)]),
  ]);
  const b = r.starts.before;
  const n = r.starts.now;
  console.log('\nStart to ready (npm start, fresh copy of each tree):');
  if (b && n) {
    const secondOk = n.secondMs <= WEB_GOALS.secondStartMs;
    const firstOk = n.first.readyMs <= WEB_GOALS.firstStartMs;
    ok = ok && secondOk && firstOk;
    printTable([
      ['figure', 'before', 'now', 'now/before', 'goal', 'now vs goal'],
      [
        `second start ms (median of ${n.seconds.length})`,
        fmt(b.secondMs),
        fmt(n.secondMs),
        ratio(n.secondMs, b.secondMs),
        '<= 3,000',
        mark(secondOk),
      ],
      [
        'first start with the build ms',
        fmt(b.first.readyMs),
        fmt(n.first.readyMs),
        ratio(n.first.readyMs, b.first.readyMs),
        '<= 30,000',
        mark(firstOk),
      ],
    ]);
  }
  console.log('\nCandidates: the home page initial JS (entry + static imports + HomePage chunk + its imports), now:');
  printCandidates(r.candidates);
  return ok;
}

/** Runs the whole section: both trees, start times, Lighthouse per page, module attribution, candidates. */
export async function benchWeb(log: Log): Promise<WebResult> {
  const beforeRef = process.env.BENCH_BEFORE_REF || BEFORE_REF_DEFAULT;
  log(`  trees: before = ${beforeRef} (git archive), now = a copy of the working tree`);
  const trees: Tree[] = [];
  const setups = new Map<Tree['label'], LighthouseSetup>();
  try {
    trees.push(prepareTree('before', beforeRef, log), prepareTree('now', beforeRef, log));
    log(`  start times (first start with the build, then 3 second starts, interleaved)`);
    const starts = await measureStarts(trees, log);
    for (const tree of trees)
      setups.set(tree.label, await startLighthouseSetup({ root: tree.root, dataDir: tree.dataDir }));
    for (const tree of trees) await waitForDemoMedia(setups.get(tree.label)!.base, 300_000);
    log(`  Lighthouse mobile, ${RUNS} run(s) per page and tree, before and now alternating`);
    const measured = await measurePages(trees, setups, log);
    for (const setup of setups.values()) await setup.stop();
    setups.clear();
    log(`  in-memory builds of both trees (module attribution of the loaded chunks)`);
    const { buildWebInMemory } = await import('./attribution.ts');
    const builds = new Map<Tree['label'], Map<string, Chunk>>();
    for (const tree of trees) builds.set(tree.label, (await buildWebInMemory(tree.root)).chunks);
    const complete = (tree: Tree, f: Omit<PageFigures, 'jsGzBytes' | 'scriptFiles' | 'top'>): PageFigures => {
      const files = scriptFiles(tree.root, f.medianRun);
      return {
        ...f,
        jsGzBytes: files.reduce((sum, x) => sum + x.gzBytes, 0),
        scriptFiles: files.map((x) => x.file),
        top: topGroups(files, builds.get(tree.label)!, tree.root).slice(0, 3),
      };
    };
    const pages = [...measured].map(([page, row]) => ({
      page,
      before: complete(trees[0]!, row.get('before')!),
      now: complete(trees[1]!, row.get('now')!),
    }));
    const routes = routeChunks(path.join(trees[1]!.root, 'apps/web/dist'));
    log(`  candidates (in-memory builds of the now tree)`);
    const candidates = await benchWebCandidates(log, trees[1]!.root);
    const result: WebResult = {
      beforeRef,
      runs: RUNS,
      starts: Object.fromEntries(starts),
      pages,
      routeChunksOver: routes.filter((c) => c.kind === 'page' && c.addedGz > WEB_GOALS.routeChunkBytes),
      routeChunksLargest: routes.filter((c) => c.kind === 'page').slice(0, 3),
      onDemand: routes.filter((c) => c.kind === 'on demand'),
      candidates,
      ok: false,
    };
    result.ok = printWeb(result);
    return result;
  } finally {
    for (const setup of setups.values()) await setup.stop().catch(() => undefined);
    for (const tree of trees) removeTree(tree);
  }
}

/** The JSON summary (without the per-run details). */
export function webJson(r: WebResult): Record<string, unknown> {
  const page = (f: PageFigures) => ({
    path: f.path,
    score: f.score,
    fcpMs: f.fcpMs,
    lcpMs: f.lcpMs,
    tbtMs: f.tbtMs,
    cls: f.cls,
    a11y: f.a11y,
    jsGzBytes: f.jsGzBytes,
    scripts: f.scriptFiles,
    top: f.top.map((t) => ({ name: t.name, gzBytes: Math.round(t.gzBytes) })),
    scores: f.runs.map((x) => x.score),
  });
  return {
    beforeRef: r.beforeRef,
    runs: r.runs,
    ok: r.ok,
    goals: WEB_GOALS,
    pages: r.pages.map((p) => ({ page: p.page, before: page(p.before), now: page(p.now) })),
    starts: Object.fromEntries(
      Object.entries(r.starts).map(([k, v]) => [
        k,
        { firstMs: Math.round(v.first.readyMs), secondMs: Math.round(v.secondMs), seconds: v.seconds.map(Math.round) },
      ]),
    ),
    routeChunksOver: r.routeChunksOver,
    onDemand: r.onDemand.filter((c) => c.addedGz > 20_000),
    candidates: r.candidates,
  };
}
