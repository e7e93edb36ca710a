// Makes sure apps/web/dist is current before timing `npm start`, so that its build is not counted.
import { buildWeb, webBuildStale } from '../scripts/web-build.mjs';

export { webBuildStale };

/** Builds apps/web with vite when stale (bounded to 5 min); returns the build time in ms, or null if none was needed. */
export function ensureWebBuild(): number | null {
  if (!webBuildStale()) return null;
  const started = performance.now();
  const status = buildWeb({ quiet: true });
  if (status !== 0) throw new Error(`vite build failed (${status})`);
  return performance.now() - started;
}
