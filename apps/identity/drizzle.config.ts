import { defineConfig } from 'drizzle-kit';

/** drizzle-kit writes the identity migrations, kept apart from the API's own folder. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  schemaFilter: ['identity'],
});
