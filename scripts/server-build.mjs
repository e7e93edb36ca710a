// The server as compiled JavaScript: `npm start` runs apps/server/dist/main.mjs, built here by
// esbuild from apps/server/src/main.ts with our workspace packages (@tribune/*) bundled in and
// every npm dependency left to node_modules. Shared by `npm start`, `npm run build` and the bench.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, newestMtime } from './web-build.mjs';

export const SERVER_ENTRY = path.join(ROOT, 'apps/server/src/main.ts');
export const SERVER_OUT = path.join(ROOT, 'apps/server/dist/main.mjs');

/** The sources whose change makes the server build stale (the bundle includes all of them). */
export const SERVER_SOURCES = [
  'apps/server/src',
  'apps/identity/src',
  'packages/domain/src',
  'packages/domain/locales',
  'packages/chat-crypto/src',
  'packages/contracts/src',
  'package-lock.json',
  'scripts/server-build.mjs',
];

/** True when the bundle is missing or older than one of its sources. */
export function serverBuildStale() {
  const builtAt = fs.existsSync(SERVER_OUT) ? fs.statSync(SERVER_OUT).mtimeMs : 0;
  return Math.max(...SERVER_SOURCES.map(newestMtime)) > builtAt;
}

/**
 * A source's `import.meta.dirname` is where that source file lives (the migrations, the web build
 * and the repository root are found from it). In one bundle every file would get the bundle's
 * folder instead, so each use is rewritten to the source file's folder, relative to the bundle.
 */
const sourceDirname = {
  name: 'source-dirname',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return undefined;
      const relative = path.relative(path.dirname(SERVER_OUT), path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: text.replaceAll('import.meta.dirname', `__tribuneSourceDir(${JSON.stringify(relative)})`),
        loader: 'ts',
      };
    });
  },
};

/** Bundles our own packages; every other bare import stays an import of node_modules. */
const ownPackagesOnly = {
  name: 'own-packages-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tribune/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds the bundle (about a second); throws with esbuild's messages when the sources do not compile. */
export async function buildServer() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    write: false,
    entryPoints: [SERVER_ENTRY],
    outfile: SERVER_OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [ownPackagesOnly, sourceDirname],
    banner: {
      js: [
        "import { dirname as __tribuneDirname, resolve as __tribuneResolve } from 'node:path';",
        "import { fileURLToPath as __tribuneFileURLToPath } from 'node:url';",
        'const __tribuneBundleDir = __tribuneDirname(__tribuneFileURLToPath(import.meta.url));',
        'const __tribuneSourceDir = (relative) => __tribuneResolve(__tribuneBundleDir, relative);',
      ].join('\n'),
    },
  });
  // Each file is written beside its place and renamed over it: two starts that build at once, or
  // a start that reads while another builds, never see half a file.
  await fs.promises.mkdir(path.dirname(SERVER_OUT), { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    await fs.promises.writeFile(temporary, file.contents);
    await fs.promises.rename(temporary, file.path);
  }
}

// `node scripts/server-build.mjs` (part of `npm run build`): build now.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await buildServer();
