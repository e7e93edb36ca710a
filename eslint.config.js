import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

// Casting the API client (or one of its methods) to another type gives a view without the contract's paths and types.
const clientCasts = [
  "TSAsExpression[expression.name='api']",
  "TSTypeAssertion[expression.name='api']",
  "TSAsExpression[expression.object.name='api']",
  "TSTypeAssertion[expression.object.name='api']",
  "TSAsExpression[expression.callee.name='createApiClient']",
  "TSTypeAssertion[expression.callee.name='createApiClient']",
].map((selector) => ({
  selector,
  message: 'Call the server through the typed API client (`api`); do not cast it to an untyped view.',
}));

// `x as unknown as T` is how a typed value is turned into an untyped one: say what is true instead.
const doubleCast = {
  selector: "TSAsExpression > TSAsExpression.expression[typeAnnotation.type='TSUnknownKeyword']",
  message: 'No `as unknown as` casts: derive the type from the generated contract or narrow the value.',
};

// The web's layers (docs/ARCHITECTURE.md): main.tsx starts the shell; the shell composes the features;
// features share the kernel and use each other only through their index.ts; the kernel imports
// neither. Nothing imports the shell but main.tsx.
const WEB = 'apps/web/src';
const webFeatures = fs
  .readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayerZones = [
  {
    target: `${WEB}/kernel`,
    from: [`${WEB}/main.tsx`, `${WEB}/shell`, `${WEB}/features`],
    message: 'The kernel is shared by every feature: it imports neither the shell nor a feature (let them hook in).',
  },
  {
    target: `${WEB}/features`,
    from: [`${WEB}/main.tsx`, `${WEB}/shell`],
    message: 'Features never import the shell: the shell composes them.',
  },
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`, ...webFeatures.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
    message: "A feature imports another feature only through that feature's index.ts.",
  })),
];

// The server's layers (docs/ARCHITECTURE.md "Server modules"): a module imports the platform
// (platform, lib, http, db) and other modules only through their index.ts; the platform imports no module.
const SERVER = 'apps/server/src';
const serverModules = fs
  .readdirSync(new URL(`./${SERVER}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverLayerZones = [
  ...['platform', 'lib', 'http', 'db'].map((layer) => ({
    target: `${SERVER}/${layer}`,
    from: `${SERVER}/modules`,
    message: 'The platform serves every module: it imports none (let the module hand it what it needs).',
  })),
  ...serverModules.map((module) => ({
    target: `${SERVER}/modules/${module}`,
    from: `${SERVER}/modules`,
    except: [`./${module}`, ...serverModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
    message: "A module imports another module only through that module's index.ts.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.bench/**',
      '**/*.d.ts',
      'apps/server/drizzle/**',
      'apps/identity/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tribune/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.ts'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The layer order of the web, and no import cycle (a cycle through a lazy `import()` counts too).
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webLayerZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The shell's static imports reach a feature through its index.ts too; only the lazy page
    // imports (`import()`, not checked by this rule) load a page module directly, so it stays out
    // of the initial JavaScript.
    files: [`${WEB}/shell/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/*', '!**/features/*/index.ts'],
              message: "Import a feature through its index.ts (a page: lazily, with import('…/Page.tsx')).",
            },
          ],
        },
      ],
    },
  },
  {
    // One contract on the web: features call the server through the typed client, never a cast of it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...clientCasts, doubleCast] },
  },
  {
    // Tests may stub other things with a double cast; the client stays typed there too.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...clientCasts] },
  },
  {
    // The server's data access is typed (docs/DECISIONS.md "Data access"): a transaction is a Db,
    // so no double cast is needed; one that truly is says why beside its eslint-disable comment.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          ...doubleCast,
          message: 'No `as unknown as` casts: give the value its true type (a transaction is a Db) or narrow it.',
        },
      ],
    },
  },
  {
    // Queries live in repositories (docs/DECISIONS.md "Data access"): outside them no server file
    // imports Drizzle's operators or the tables as values (types are fine). Policies may build a
    // rule's SQL condition (spacesPolicy.seesSql); seeds write their module's demo rows.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/repository.ts',
      'apps/server/src/**/*-repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/**/policy.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.ts'],
              allowTypeImports: true,
              message: 'Queries live in repositories (repository.ts, *-repository.ts): import the types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // chat-crypto and other packages never import apps (DESIGN.md package boundaries).
    files: ['packages/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/**', '@tribune/server', '@tribune/web'] }] },
  },
  {
    // The server's layers and no import cycle (type-only imports do not count: they leave no trace at run time).
    files: [`${SERVER}/**/*.ts`],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      // Packages are not followed for cycles (and some are too large to parse).
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverLayerZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
);
