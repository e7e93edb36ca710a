import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { consentDecided } from './e2e/support/consent.ts';

const port = Number(process.env.E2E_PORT ?? 3187);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `tribune-e2e-${process.pid}`);

/**
 * Test files that change a setting of the whole instance (the invitation requirement, a module
 * switched off, the menus) or reach every fan (an announcement to all): after the others, one file
 * at a time and its tests in order, so that no other test runs while a setting is changed.
 */
const INSTANCE_WIDE_FILES = [
  'invitations',
  'console-setup',
  'console-participation',
  'console-menus',
  'console-members',
];
const INSTANCE_WIDE = new RegExp(`(${INSTANCE_WIDE_FILES.join('|')})\\.e2e\\.ts$`);

/** Browser tests: the real server (npm start) on a fresh data folder, Debian's chromium. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Most tests sign a new fan up first (registration, the confirmation mail, sign-in: argon2 and
  // three page loads); on a busy two-core machine that alone can take 20 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // The cookie choice is made already, so its dialog covers no other test; consent.e2e.ts starts empty.
    storageState: consentDecided(baseURL),
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: INSTANCE_WIDE,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Each instance-wide file is a project of its own that waits for the one before it (the first
    // for all others), so they run one after another.
    ...INSTANCE_WIDE_FILES.map((file, i) => ({
      name: `instance-wide-${file}`,
      testMatch: new RegExp(`${file}\\.e2e\\.ts$`),
      fullyParallel: false,
      dependencies: [i === 0 ? 'chromium' : `instance-wide-${INSTANCE_WIDE_FILES[i - 1]}`],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    })),
  ],
  webServer: {
    command: 'node ../../scripts/start.mjs',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      TRIBUNE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      DATABASE_URL: '',
      REDIS_URL: '',
      // Every test signs up from 127.0.0.1; per-account limits still apply.
      IDENTITY_IP_LIMIT_FACTOR: '50',
      // The tests read confirmation mails from the outbox (support/account.ts); loopback only.
      DEV_TOOLS: '1',
      // The same for the API's per-address budgets (docs/RATE-LIMITS.md); per-user budgets stay as they are.
      RATE_LIMIT_IP_FACTOR: '50',
      // One admin per worker (support/account.ts adminBearer); the suite runs two workers, a few spare.
      ADMIN_EMAILS: [0, 1, 2, 3].map((i) => `e2e-admin-${i}@example.test`).join(','),
    },
  },
});
