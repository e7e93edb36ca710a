import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, rowsOf, type Db } from '../src/db/client.ts';
import { statement } from '../src/db/statements.ts';
import { inTransaction, type Tx } from '../src/db/transaction.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The data-access shape (docs/DECISIONS.md "Data access"): a transaction is a `Db`, opened with
 * `inTransaction`; and the statement cache's seam into Drizzle (`statement()` in db/statements.ts),
 * which must answer exactly what `db.execute()` answers. This file fails first when a Drizzle
 * upgrade changes what that seam relies on.
 */
let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  await db.execute(sql`create table data_access_probe (id int primary key, label text not null)`);
});
afterAll(async () => {
  await t?.close();
});

async function labels(on: Db = db): Promise<string[]> {
  const rows = rowsOf<{ label: string }>(await on.execute(sql`select label from data_access_probe order by id`));
  return rows.map((r) => r.label);
}

async function clear(): Promise<void> {
  await db.execute(sql`delete from data_access_probe`);
}

describe('inTransaction', () => {
  it('hands over a transaction that is a Db, as Drizzle types it', () => {
    expectTypeOf<Tx>().toExtend<Db>();
    expectTypeOf<Parameters<Parameters<Db['transaction']>[0]>[0]>().toEqualTypeOf<Tx>();
  });

  it('commits what fn wrote and answers what fn answers', async () => {
    await clear();
    const answer = await inTransaction(db, async (tx) => {
      await tx.execute(sql`insert into data_access_probe values (1, 'one')`);
      expect(await labels(tx)).toEqual(['one']);
      return 42;
    });
    expect(answer).toBe(42);
    expect(await labels()).toEqual(['one']);
  });

  it('rolls back when fn throws, and throws the same error', async () => {
    await clear();
    const boom = new Error('boom');
    await expect(
      inTransaction(db, async (tx) => {
        await tx.execute(sql`insert into data_access_probe values (1, 'one')`);
        throw boom;
      }),
    ).rejects.toBe(boom);
    expect(await labels()).toEqual([]);
  });

  it('given a transaction, opens a savepoint: its rollback keeps the outer writes', async () => {
    await clear();
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`insert into data_access_probe values (1, 'outer')`);
      await expect(
        inTransaction(tx, async (sp) => {
          await sp.execute(sql`insert into data_access_probe values (2, 'inner')`);
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
      await inTransaction(tx, async (sp) => {
        await sp.execute(sql`insert into data_access_probe values (3, 'kept')`);
      });
    });
    expect(await labels()).toEqual(['outer', 'kept']);
  });
});

describe('statement() (the statement cache seam)', () => {
  type Values = { n: number; label: string | null; ids: string };
  const probe = statement<Values>({
    shape: (v) => (v.label === null ? 'no label' : 'label'),
    build: (p, v) => sql`
      select ${p.n}::int + 1 as n, ${p.n}::bigint * 1000000000000 as big,
        ${v.label === null ? sql`null::text` : sql`${p.label}::text`} as label,
        '2024-01-02T03:04:05Z'::timestamptz as at, '2024-01-02'::date as day,
        jsonb_build_object('k', ${p.n}::int) as doc, ${p.n}::int > 1 as flag,
        cardinality(string_to_array(${p.ids}, ',')::int[]) as ids`,
  });
  const direct = (v: Values) =>
    db.execute(sql`
      select ${v.n}::int + 1 as n, ${v.n}::bigint * 1000000000000 as big,
        ${v.label === null ? sql`null::text` : sql`${v.label}::text`} as label,
        '2024-01-02T03:04:05Z'::timestamptz as at, '2024-01-02'::date as day,
        jsonb_build_object('k', ${v.n}::int) as doc, ${v.n}::int > 1 as flag,
        cardinality(string_to_array(${v.ids}, ',')::int[]) as ids`);

  it('answers the rows db.execute() answers, through the same type parsers', async () => {
    for (const values of [
      { n: 1, label: 'a', ids: '1,2' },
      { n: 2, label: null, ids: '3' },
      { n: 3, label: 'b', ids: '4,5,6' },
    ]) {
      const rows = rowsOf<Record<string, unknown>>(await probe(db, values));
      expect(rows).toEqual(rowsOf(await direct(values)));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ n: values.n + 1, label: values.label, ids: values.ids.split(',').length });
    }
  });

  it('counts as one statement of the database', async () => {
    const { queries } = await t.database.countQueries(() => probe(db, { n: 1, label: 'a', ids: '1' }));
    expect(queries).toBe(1);
  });

  it('runs inside the transaction it is given, and rolls back with it', async () => {
    await clear();
    const count = statement<{ from: number }>({
      build: (p) => sql`select count(*)::int as n from data_access_probe where id >= ${p.from}`,
    });
    let inside: number | undefined;
    await expect(
      inTransaction(db, async (tx) => {
        await tx.execute(sql`insert into data_access_probe values (1, 'one'), (2, 'two')`);
        inside = rowsOf<{ n: number }>(await count(tx, { from: 2 }))[0]?.n;
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(inside).toBe(1);
    expect(rowsOf<{ n: number }>(await count(db, { from: 0 }))[0]?.n).toBe(0);
  });
});

describe("the PGlite client Drizzle is given (Drizzle's parsers installed once, db/client.ts)", () => {
  const probe = sql`select '2024-01-02T03:04:05Z'::timestamptz as at, '2024-01-02 03:04:05'::timestamp as local,
    '2024-01-02'::date as day, '1 day 02:00'::interval as span, array['2024-01-02'::date] as days,
    array['2024-01-02T03:04:05Z'::timestamptz] as ats, 5::int as n, true as flag, '{"k":1}'::jsonb as doc`;
  // What Drizzle's PGlite driver makes of these with its per-statement parsers: dates and times as text.
  const expected = {
    at: '2024-01-02 03:04:05+00',
    local: '2024-01-02 03:04:05',
    day: '2024-01-02',
    span: '1 day 02:00:00',
    days: '{2024-01-02}',
    ats: '{"2024-01-02 03:04:05+00"}',
    n: 5,
    flag: true,
    doc: { k: 1 },
  };

  it('answers dates and times as text to db.execute(), outside and inside a transaction', async () => {
    // Its own PGlite, whichever driver the test app runs on.
    const own = await openDatabase({ pglite: await PGlite.create() });
    try {
      expect(rowsOf(await own.db.execute(probe))).toEqual([expected]);
      const inside = await inTransaction(own.db, async (tx) => rowsOf(await tx.execute(probe)));
      expect(inside).toEqual([expected]);
    } finally {
      await own.close();
    }
  });

  it("maps a query builder's timestamp columns to Date as before, outside and inside a transaction", async () => {
    const { users } = await import('../src/db/schema.ts');
    await db.execute(sql`insert into users (uid, display_name, slug, claims_fingerprint, created_at)
      values ('data-access-probe', 'Probe', 'data-access-probe', '', '2024-01-02T03:04:05.678Z')`);
    const [row] = await db.select({ at: users.createdAt }).from(users).where(eq(users.uid, 'data-access-probe'));
    expect(row?.at.toISOString()).toBe('2024-01-02T03:04:05.678Z');
    const [fromTx] = await inTransaction(db, (tx) =>
      tx.select({ at: users.createdAt }).from(users).where(eq(users.uid, 'data-access-probe')),
    );
    expect(fromTx?.at).toBeInstanceOf(Date);
    expect(fromTx?.at.getTime()).toBe(row?.at.getTime());
  });
});
