import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A value of a SQL helper shared by compiled statements: the value itself, or its placeholder. */
export type Value<T> = T | Placeholder;

/** Placeholders for a statement's values, by name: `${p.viewerId}` in a `sql` template. */
export type Params<V> = { readonly [K in keyof V]: Placeholder<K & string> };

const dialect = new PgDialect();
const placeholders: Record<string, Placeholder> = new Proxy(
  {},
  { get: (_target, name) => (typeof name === 'string' ? sql.placeholder(name) : undefined) },
);

/**
 * A statement of a hot path, turned into SQL text once per shape instead of on every call.
 *
 * Drizzle's `sql` templates are trees that are walked into text and parameters on every
 * `db.execute()`; on the feed (11 statements a page, most of them nested templates) that walk was
 * the largest part of the app's own CPU per request (docs/COMMUNITY.md "Feed figures"). Here
 * `build` writes the statement once with placeholders (`p.name`) where the values go, and every
 * call sends the stored text with the new values, through the very session `db.execute()` uses
 * (the same driver, type parsers and query counter), so the rows come back exactly as before.
 *
 * `shape` names every structural choice `build` makes from the values (a viewer or none, the item
 * types of a union, a cursor or none): calls of one shape share one text. A value `build` reads
 * for its structure must be part of `shape`; every other value must go through `p`.
 */
export function statement<V extends Record<string, unknown>>(spec: {
  shape?: (values: V) => string;
  build: (p: Params<V>, values: V) => SQL;
}): (db: Db, values: V) => Promise<unknown> {
  const built = new Map<string, Query>();
  return (db, values) => {
    const shape = spec.shape?.(values) ?? '';
    let query = built.get(shape);
    if (!query) {
      query = dialect.sqlToQuery(spec.build(placeholders as Params<V>, values));
      built.set(shape, query);
    }
    return sendBuilt(db, query, values);
  };
}

/**
 * The statement cache's one seam into Drizzle below its documented API (docs/DECISIONS.md "Data
 * access"): it sends built text and values through `db._.session.prepareQuery`, the very call
 * `db.execute()` makes after building its SQL, so the driver, type parsers, query counter and
 * transaction (a `Tx`'s session is its transaction's) are those of `db.execute()`. Drizzle's public
 * `.prepare(name)` exists only on its query builders, not on a `sql` template. Should an upgrade
 * of Drizzle change that call, apps/server/test/data-access.int.test.ts fails (it compares the
 * rows of `statement()` with those of `db.execute()`, on either driver and inside a transaction).
 */
function sendBuilt(db: Db, query: Query, values: Record<string, unknown>): Promise<unknown> {
  return db._.session.prepareQuery(query, undefined, undefined, false).execute(values);
}

/**
 * A query-builder statement prepared once per database (`.prepare('')`: built once, sent unnamed,
 * rows mapped to the table's fields as before); `.execute(values)` fills its placeholders.
 */
export function preparedOnce<Q>(prepare: (db: Db) => Q): (db: Db) => Q {
  const prepared = new WeakMap<Db, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
