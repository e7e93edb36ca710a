// When the web app needs a build, and the build itself: shared by `npm start` and `npm run bench`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The sources whose change makes the web app stale. */
export const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
  'packages/domain/locales',
  'packages/api-client/src',
  'scripts/vite-precompress.mjs',
];

/** The sources whose change makes the wallet frame stale. */
export const WALLET_SOURCES = [
  'apps/wallet/src',
  'apps/wallet/index.html',
  'apps/wallet/vite.config.ts',
  'packages/domain/src/wallet-frame.ts',
  'scripts/vite-precompress.mjs',
];

/** The newest modification time in a file or folder (relative to the repository), 0 when missing. */
export function newestMtime(p) {
  const full = path.join(ROOT, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) max = Math.max(max, newestMtime(path.join(p, entry)));
  return max;
}

/** The server's rendering of the web app (entry-server.tsx), built beside apps/web/dist, never served. */
export const WEB_SSR_ENTRY = 'apps/web/dist-ssr/entry-server.js';

/** True when apps/web/dist or its server rendering is missing or older than one of its sources. */
export function webBuildStale() {
  const builtAt = Math.min(
    ...['apps/web/dist/index.html', WEB_SSR_ENTRY].map((f) => {
      const full = path.join(ROOT, f);
      return fs.existsSync(full) ? fs.statSync(full).mtimeMs : 0;
    }),
  );
  return Math.max(...WEB_SOURCES.map(newestMtime)) > builtAt;
}

/** True when apps/wallet/dist is missing or older than one of its sources. */
export function walletBuildStale() {
  const index = path.join(ROOT, 'apps/wallet/dist/index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  return Math.max(...WALLET_SOURCES.map(newestMtime)) > builtAt;
}

/** Runs `vite build` for apps/wallet (the wallet frame); answers the exit status. */
export function buildWallet(options = {}) {
  return viteBuild('apps/wallet', options);
}

/** Runs `vite build` for apps/web, then its server rendering (`--ssr`); answers the exit status. */
export function buildWeb(options = {}) {
  return viteBuild('apps/web', options) || viteBuild('apps/web', { ...options, ssr: true });
}

function viteBuild(app, { quiet = false, timeout = 300_000, ssr = false } = {}) {
  const ssrArgs = ssr ? ['--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr'] : [];
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...ssrArgs],
    {
      cwd: path.join(ROOT, app),
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      timeout,
    },
  );
  return result.status ?? 1;
}
