import { defineConfig } from 'drizzle-kit';

/** drizzle-kit writes one migration folder that serves PGlite and PostgreSQL alike. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
