import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from '../../scripts/vite-precompress.mjs';

const api = process.env.TRIBUNE_API_URL ?? 'http://localhost:3000';
/** Paths the server answers itself; the service worker never serves the shell for them. */
const SERVER_PATHS = [
  /^\/v2\//,
  /^\/api\//,
  /^\/customizer\//,
  /^\/auth/,
  /^\/oauth\//,
  // The identity service's own pages (sign-in interaction, register, verify...) and discovery.
  /^\/identity\//,
  /^\/\.well-known\//,
  /^\/consent\//,
  /^\/healthz/,
  /^\/readyz/,
  /^\/config\//,
  /^\/webpush\//,
  // The wallet frame's own pages (docs/WALLET.md): never the app's shell.
  /^\/wallet-frame\//,
];

/**
 * The push handlers (public/sw-push.js), imported by the generated service worker. The content hash
 * in the URL changes sw.js whenever they change, so browsers install the new worker and fetch them anew.
 */
const PUSH_SCRIPT = `/sw-push.js?v=${createHash('sha256')
  .update(readFileSync(new URL('./public/sw-push.js', import.meta.url)))
  .digest('hex')
  .slice(0, 12)}`;

/**
 * The components are written against React's API and types; the build runs them on Preact's
 * compatibility layer (docs/DECISIONS.md "Preact in the build"): 4 kB of runtime where react-dom
 * is 58 kB, which is what keeps the first view under its JavaScript budget.
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/** Vite build of the PWA: React's API on Preact, and a Workbox service worker that precaches the shell. */
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: PREACT_ALIASES, dedupe: ['preact'] },
  define: {
    __BUILD_ID__: JSON.stringify(process.env.TRIBUNE_BUILD_ID ?? new Date().toISOString().slice(0, 10)),
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // The server's rendering (`vite build --ssr src/entry-server.tsx --outDir dist-ssr`) is the same
  // app for Node: its dependencies stay imports of node_modules; no service worker, no copies.
  plugins: isSsrBuild ? [react()] : clientPlugins(),
  publicDir: isSsrBuild ? false : 'public',
  // Bundled whole, as React's production build: one copy of React for every library that uses it.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  build: isSsrBuild
    ? { target: 'node20', sourcemap: true, emptyOutDir: true }
    : // One style sheet for every page, in the head: a server-rendered page is styled at its first
      // paint, before its own chunk loads (about 10 kB gzipped).
      { target: 'es2022', sourcemap: false, manifest: true, cssCodeSplit: false, modulePreload: false },
  server: {
    proxy: Object.fromEntries(
      [
        '/v2',
        '/api',
        '/customizer',
        '/auth',
        '/oauth',
        '/identity',
        '/.well-known',
        '/consent',
        '/manifest.webmanifest',
        '/healthz',
        '/readyz',
        '/webpush',
      ].map((p) => [p, api]),
    ),
  },
}));

/** React, the precompressed copies and the Workbox service worker of the browser's build. */
function clientPlugins() {
  return [
    react(),
    precompress(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        navigateFallback: '/index.html',
        // The setup screen's preview page comes from the server, whose answer lets this origin frame it
        // (docs/CONSOLE.md "The live preview"); the cached shell page may be framed by nobody.
        navigateFallbackDenylist: [...SERVER_PATHS, /[?&]preview=setup(&|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        importScripts: [PUSH_SCRIPT],
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/customizer/'),
            handler: 'NetworkFirst',
            options: { cacheName: 'tribune-customizer', networkTimeoutSeconds: 5, expiration: { maxEntries: 30 } },
          },
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && (url.pathname.startsWith('/v2/menu_items') || url.pathname.startsWith('/v2/static_pages/')),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'tribune-shell-api',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/manifest.webmanifest',
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'tribune-manifest' },
          },
        ],
      },
    }),
  ];
}
