import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.mjs';

/**
 * The wallet frame: one index.html and its assets, served by the server under /wallet-frame/ for
 * every frame page (the page is chosen from the path at run time). No inline script or style, so
 * the frame's CSP can be `script-src 'self'; style-src 'self'`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/wallet-frame/',
  // Brotli and gzip copies beside the files, sent as they are by the server.
  plugins: [precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // One entry, one chunk: no preload polyfill needed (it would only add bytes).
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    sourcemap: false,
  },
});
