import pg from 'pg';

/**
 * Runs once before the integration tests. With DATABASE_URL set, checks that the server
 * answers and that the role may create databases (each test file gets its own), so a bad
 * setup fails once with a clear message instead of in every file.
 */
export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`DATABASE_URL is set but PostgreSQL does not answer: ${(err as Error).message}`);
  }
  try {
    const result = await client.query<{ can: boolean }>(
      'select (rolcreatedb or rolsuper) as can from pg_roles where rolname = current_user',
    );
    if (!result.rows[0]?.can) {
      throw new Error('The DATABASE_URL role cannot create databases; the integration tests need CREATEDB.');
    }
  } finally {
    await client.end();
  }
}
