import { defineConfig } from 'vitest/config';

/**
 * Three projects: fast unit tests next to the code, server integration tests against a
 * real database (PGlite by default, PostgreSQL when DATABASE_URL is set), and the contracts' tests.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/identity/src/**/*.test.ts',
            // Web tests of pure code that runs in node (no DOM).
            'apps/web/src/**/*.test.ts',
            // The wallet frame's pure code (its vault runs on Node's WebCrypto).
            'apps/wallet/src/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
          // Runs first; projects with different worker limits need their own group.
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server-int',
          environment: 'node',
          include: ['apps/server/**/*.int.test.ts', 'apps/identity/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Real `fetch` answers are read whole before a test sees them (see the file).
          setupFiles: ['apps/server/test/setup-fetch.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Two cores: two workers, each migrating one PGlite template that its files clone.
          // isolate: false keeps that template alive across the files a worker runs.
          fileParallelism: true,
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'contracts',
          environment: 'node',
          // Solidity contracts on hardhat's in-process chain (packages/contracts); same worker settings as
          // `unit`, so it shares its group.
          include: ['packages/contracts/test/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
