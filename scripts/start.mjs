// `npm start`: builds the web app when its sources are newer than the build, then runs the
// server (TypeScript through tsx, in this process) on PORT with the embedded database.
import path from 'node:path';
import { buildWeb, ROOT, webBuildStale } from './web-build.mjs';

if (process.env.TRIBUNE_SKIP_BUILD !== '1' && webBuildStale()) {
  console.log('Building the web app…');
  const status = buildWeb();
  if (status !== 0) process.exit(status);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(ROOT, 'apps/server/src/main.ts'));
