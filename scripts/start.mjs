// `npm start`: builds the web app and the server when their sources are newer than their builds,
// then runs the compiled server (apps/server/dist/main.mjs, in this process) on PORT with the
// embedded database.
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_OUT, serverBuildStale } from './server-build.mjs';
import { buildWallet, buildWeb, ROOT, walletBuildStale, webBuildStale } from './web-build.mjs';

if (process.env.TRIBUNE_SKIP_BUILD !== '1' && webBuildStale()) {
  console.log('Building the web app…');
  const status = buildWeb();
  if (status !== 0) process.exit(status);
}
if (process.env.TRIBUNE_SKIP_BUILD !== '1' && walletBuildStale()) {
  console.log('Building the wallet frame…');
  const status = buildWallet();
  if (status !== 0) process.exit(status);
}
if (process.env.TRIBUNE_SKIP_BUILD !== '1' && serverBuildStale()) {
  console.log('Building the server…');
  await buildServer();
}

// Development tools (the mail outbox page) on by default for a local start: loopback HOST
// only, never in production, and never over an explicit DEV_TOOLS.
const host = process.env.HOST || '127.0.0.1';
const loopback = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|\[::1\])$/i.test(host);
if (process.env.DEV_TOOLS === undefined && loopback && process.env.NODE_ENV !== 'production') {
  process.env.DEV_TOOLS = '1';
}

// Stack traces name the TypeScript sources (the bundle's source map), where Node can map our own
// code alone (22.14 and later). Mapping every module, as `process.setSourceMapsEnabled` does, reads
// the map of each of some 1,500 dependency modules at start: about 0.3 s of every start (#11). On
// older Node the traces name the bundle's lines; `NODE_OPTIONS=--enable-source-maps` maps them all.
// Node 22's cache of compiled code (kept beside the dependencies, keyed by each file's content): a
// second start does not compile the modules of the first again. Node 20 has no such cache.
module.enableCompileCache?.(path.join(ROOT, 'node_modules/.cache/node-compile-cache'));
if (typeof module.setSourceMapsSupport === 'function') module.setSourceMapsSupport(true, { nodeModules: false });
await import(pathToFileURL(SERVER_OUT).href);
