import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import type { schema } from './schema.ts';

/**
 * An open transaction (or, inside one, a savepoint). Drizzle's `PgTransaction` extends
 * `PgDatabase`, so a `Tx` is a `Db`: every repository function takes `db: Db` and accepts a
 * transaction as it is, without a cast (docs/DECISIONS.md "Data access").
 */
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/**
 * Runs `fn` in a transaction of `db` and answers what it answers; a throw rolls it back. Given a
 * transaction, it opens a savepoint inside it (Drizzle's nested `transaction()`). `fn` receives
 * the transaction typed so that repositories take it as their `Db`.
 */
export function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
