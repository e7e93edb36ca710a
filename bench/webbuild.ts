// Makes sure apps/web/dist (and apps/wallet/dist) are current before timing, so that their build is not counted.
import { buildWallet, buildWeb, walletBuildStale, webBuildStale } from '../scripts/web-build.mjs';

export { webBuildStale };

/** Builds apps/web with vite when stale (bounded to 5 min); returns the build time in ms, or null if none was needed. */
export function ensureWebBuild(): number | null {
  if (!webBuildStale()) return null;
  const started = performance.now();
  const status = buildWeb({ quiet: true });
  if (status !== 0) throw new Error(`vite build failed (${status})`);
  return performance.now() - started;
}

/** Builds apps/wallet (the wallet frame) with vite when stale; returns the build time in ms, or null if none was needed. */
export function ensureWalletBuild(): number | null {
  if (!walletBuildStale()) return null;
  const started = performance.now();
  const status = buildWallet({ quiet: true });
  if (status !== 0) throw new Error(`vite build of apps/wallet failed (${status})`);
  return performance.now() - started;
}
