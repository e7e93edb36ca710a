// `npm start`: builds the web app when its sources are newer than the build, then runs the
// server (TypeScript through tsx, in this process) on PORT with the embedded database.
import path from 'node:path';
import { buildWeb, ROOT, webBuildStale } from './web-build.mjs';

if (process.env.TRIBUNE_SKIP_BUILD !== '1' && webBuildStale()) {
  console.log('Building the web app…');
  const status = buildWeb();
  if (status !== 0) process.exit(status);
}

// Development tools (the mail outbox page) on by default for a local start: loopback HOST
// only, never in production, and never over an explicit DEV_TOOLS.
const host = process.env.HOST || '127.0.0.1';
const loopback = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|\[::1\])$/i.test(host);
if (process.env.DEV_TOOLS === undefined && loopback && process.env.NODE_ENV !== 'production') {
  process.env.DEV_TOOLS = '1';
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(ROOT, 'apps/server/src/main.ts'));
