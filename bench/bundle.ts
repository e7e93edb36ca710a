// Figure 3: initial JavaScript of the web shell, gzipped: the entry chunk of index.html in the Vite
// manifest of apps/web/dist plus every chunk reachable through static imports (not dynamic ones).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './lib.ts';

/** The gzip budget of the initial JavaScript, in bytes (150 kB). */
export const BUDGET_BYTES = 150_000;

/** One initial chunk with its sizes. */
export interface ChunkSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

/** The result of figure 3 (without attribution). */
export interface BundleResult {
  distDir: string;
  chunks: ChunkSize[];
  rawBytes: number;
  gzipBytes: number;
  /** gzipBytes over the budget (goal ≤ 1). */
  ratio: number;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Reads apps/web/dist/.vite/manifest.json and sums the gzip (level 9) sizes of the initial chunks. */
export function measureInitialJs(distDir = path.join(ROOT, 'apps/web/dist')): BundleResult {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey =
    Object.keys(manifest).find(
      (k) => manifest[k]!.isEntry && (k === 'index.html' || manifest[k]!.src === 'index.html'),
    ) ?? Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  const chunks = [...seen].map((key) => {
    const file = manifest[key]!.file;
    const code = fs.readFileSync(path.join(distDir, file));
    return { file, rawBytes: code.length, gzipBytes: zlib.gzipSync(code, { level: 9 }).length };
  });
  const gzipBytes = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
  return {
    distDir,
    chunks,
    rawBytes: chunks.reduce((sum, c) => sum + c.rawBytes, 0),
    gzipBytes,
    ratio: gzipBytes / BUDGET_BYTES,
  };
}
