// What the initial JavaScript is made of: an in-memory Vite build of apps/web (write: false, into a
// temporary outDir that the PWA plugin may write its service worker to) with rendered bytes per package.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type InlineConfig } from 'vite';
import { ROOT } from './lib.ts';

/** Rendered (pre-minification) bytes of one package in the initial chunks. */
export interface Contributor {
  name: string;
  renderedBytes: number;
  /** Share of all rendered bytes of the initial chunks. */
  share: number;
}

/** One chunk of an in-memory build (the fields the bench reads). */
export interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  code: string;
  modules: Record<string, { renderedLength: number }>;
}

/** The package a module id belongs to (workspace packages by folder, the app's own code as "app code"). */
export function packageOf(id: string, root = ROOT): string {
  const clean = id.replace(/^\0/, '').split('?')[0]!;
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const rel = path.relative(root, clean);
  if (rel.startsWith('packages/domain/')) return '@tribune/domain';
  if (rel.startsWith('packages/api-client/')) return '@tribune/api-client';
  if (rel.startsWith('apps/web/')) return 'app code (apps/web)';
  return 'vite/rolldown runtime';
}

/**
 * Builds `root`/apps/web in memory (write: false) with its own vite.config.ts, `extra` merged over it;
 * answers the chunks by file name and how many console lines the build printed (silenced).
 */
export async function buildWebInMemory(
  root = ROOT,
  extra: InlineConfig = {},
): Promise<{ chunks: Map<string, Chunk>; quietedLines: number }> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-bench-web-'));
  const saved = { log: console.log, warn: console.warn, info: console.info };
  let quietedLines = 0;
  const quiet = () => void quietedLines++;
  console.log = console.warn = console.info = quiet;
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build({
      ...extra,
      configFile: path.join(root, 'apps/web/vite.config.ts'),
      root: path.join(root, 'apps/web'),
      build: { ...extra.build, write: false, outDir, emptyOutDir: false },
      logLevel: 'silent',
    });
  } finally {
    Object.assign(console, saved);
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  const outputs = Array.isArray(result) ? result : 'output' in result ? [result] : [];
  const chunks = new Map<string, Chunk>();
  for (const o of outputs)
    for (const c of o.output) if (c.type === 'chunk') chunks.set(c.fileName, c as unknown as Chunk);
  return { chunks, quietedLines };
}

/** Builds apps/web in memory with its own vite.config.ts and attributes the initial chunks' rendered bytes by package. */
export async function attributeInitialJs(): Promise<{
  contributors: Contributor[];
  totalRendered: number;
  quietedLines: number;
}> {
  const { chunks, quietedLines } = await buildWebInMemory();
  const entry = [...chunks.values()].find((c) => c.isEntry);
  if (!entry) throw new Error('the in-memory build has no entry chunk');
  const initial = new Set<string>();
  const visit = (file: string) => {
    if (initial.has(file) || !chunks.has(file)) return;
    initial.add(file);
    for (const imported of chunks.get(file)!.imports) visit(imported);
  };
  visit(entry.fileName);
  const bytes = new Map<string, number>();
  for (const file of initial) {
    for (const [id, mod] of Object.entries(chunks.get(file)!.modules)) {
      const name = packageOf(id);
      bytes.set(name, (bytes.get(name) ?? 0) + mod.renderedLength);
    }
  }
  const totalRendered = [...bytes.values()].reduce((a, b) => a + b, 0);
  const contributors = [...bytes]
    .map(([name, renderedBytes]) => ({ name, renderedBytes, share: renderedBytes / totalRendered }))
    .sort((a, b) => b.renderedBytes - a.renderedBytes);
  return { contributors, totalRendered, quietedLines };
}
