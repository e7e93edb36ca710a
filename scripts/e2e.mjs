// `npm run test:e2e`: checks that a browser is there, then runs the Playwright browser tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `No browser found at ${chromium}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary. Playwright's own browser download is not used.`,
  );
  process.exit(1);
}
// Files named on the command line: run just those. The `instance-wide` project (tests that switch a
// setting of the whole instance) depends on every other browser test in a full run only.
const named = process.argv.slice(2).some((a) => /\.e2e\.ts(:\d+)?$/.test(a));
const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    '-c',
    'apps/web/playwright.config.ts',
    ...(named ? ['--no-deps'] : []),
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } },
);
process.exit(result.status ?? 1);
