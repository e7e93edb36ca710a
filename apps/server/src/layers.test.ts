import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers as ESLint keeps them (eslint.config.js, docs/ARCHITECTURE.md "Server
 * modules"): each fixture is the text of a real file of the server with one import that breaks a
 * rule (or keeps it), linted with the project's own configuration.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });
const LAYER_RULES = new Set([
  'import/no-restricted-paths',
  'import/no-cycle',
  '@typescript-eslint/no-restricted-imports',
]);

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages
    .filter((m) => m.ruleId !== null && LAYER_RULES.has(m.ruleId))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe("the server's layers", { timeout: 180_000 }, () => {
  // First: the import plugin keeps what it read of each file for the whole process, and a file read
  // for an earlier fixture (from disk, without the fixture's import) hides the circle from it.
  it('refuses an import cycle', async () => {
    // users/index.ts imports users/cache.ts: a value import of the front door from it closes the circle.
    const errors = await layerErrors(
      'apps/server/src/modules/users/cache.ts',
      "import { usersModule } from './index.ts';\nexport const used = usersModule;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import\/no-cycle: Dependency cycle/)]);
  });

  it("refuses a module that imports another module's inner file", async () => {
    const errors = await layerErrors(
      'apps/server/src/modules/ideation/seed.ts',
      "import { topComments } from '../comments/repository.ts';\nexport const used = topComments;\n",
    );
    expect(errors).toEqual([
      expect.stringContaining("A module imports another module only through that module's index.ts."),
    ]);
  });

  it("lets a module import another module's front door and its own files", async () => {
    const errors = await layerErrors(
      'apps/server/src/modules/ideation/seed.ts',
      "import { mountComments } from '../comments/index.ts';\nimport { ideationPolicy } from './policy.ts';\nexport const used = [mountComments, ideationPolicy];\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses the platform importing a module, even its front door', async () => {
    for (const layer of ['platform/params.ts', 'lib/seed-steps.ts', 'http/pagination.ts', 'db/paged.ts']) {
      const errors = await layerErrors(
        `apps/server/src/${layer}`,
        "import { usersModule } from '../modules/users/index.ts';\nexport const used = usersModule;\n",
      );
      expect(errors, layer).toEqual([expect.stringContaining('The platform serves every module: it imports none')]);
    }
  });

  it('keeps queries in repositories: no Drizzle operator or table as a value outside them', async () => {
    const query =
      "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema.ts';\nexport const used = [eq, users];\n";
    const inService = await layerErrors('apps/server/src/modules/votings/service.ts', query);
    expect(inService).toEqual([
      expect.stringContaining('Queries live in repositories'),
      expect.stringContaining('Queries live in repositories'),
    ]);
    expect(await layerErrors('apps/server/src/modules/votings/repository.ts', query)).toEqual([]);
    const types =
      "import type { SQL } from 'drizzle-orm';\nimport type { users } from '../../db/schema.ts';\nexport type Used = [SQL, typeof users];\n";
    expect(await layerErrors('apps/server/src/modules/votings/service.ts', types)).toEqual([]);
  });
});
