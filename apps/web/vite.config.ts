import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

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
];

/**
 * The push handlers (public/sw-push.js), imported by the generated service worker. The content hash
 * in the URL changes sw.js whenever they change, so browsers install the new worker and fetch them anew.
 */
const PUSH_SCRIPT = `/sw-push.js?v=${createHash('sha256')
  .update(readFileSync(new URL('./public/sw-push.js', import.meta.url)))
  .digest('hex')
  .slice(0, 12)}`;

/** The built files worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each compressible file of the bundle, at
 * the highest levels: the server sends them as they are (@fastify/static `preCompressed`), so a
 * phone downloads about a third of the bytes and the server spends no CPU on it per request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'tribune-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle)
          .filter((file) => COMPRESSIBLE.test(file.fileName))
          .map(async (file) => {
            const data = Buffer.from(file.type === 'chunk' ? file.code : file.source);
            if (data.length < 1024) return;
            const target = path.join(dir, file.fileName);
            await writeFile(
              `${target}.br`,
              await brotli(data, {
                params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
              }),
            );
            await writeFile(`${target}.gz`, await gz(data, { level: 9 }));
          }),
      );
    },
  };
}

/** Vite build of the PWA: React, and a Workbox service worker that precaches the shell. */
export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(process.env.TRIBUNE_BUILD_ID ?? new Date().toISOString().slice(0, 10)) },
  plugins: [
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
        navigateFallbackDenylist: SERVER_PATHS,
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
  ],
  build: { target: 'es2022', sourcemap: false, manifest: true },
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
});
