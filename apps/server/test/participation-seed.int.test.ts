import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { seedDemoParticipation } from '../src/modules/demo/participation.ts';
import { type TestApp } from './helpers.ts';
import { useTestApp } from './fixtures.ts';

/** One number from a count query. */
async function count(t: TestApp, query: ReturnType<typeof sql>): Promise<number> {
  return Number(rowsOf<{ n: number | string }>(await t.database.db.execute(query))[0]?.n ?? -1);
}

describe('the demo participation area', () => {
  const t = useTestApp({ keys: false, timeout: 120_000 });

  beforeAll(async () => {
    await seedDemoParticipation(t.app);
  }, 120_000);

  it('has an open and an ended item of each kind, with hero images, on every list', async () => {
    for (const [url, key] of [
      ['/v2/votings', 'votings'],
      ['/v2/ideation_missions', 'missions'],
      ['/v2/ama_sessions', 'sessions'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const list = res.json().data as Array<{ attributes: { open: boolean } }>;
      expect(
        list.map((i) => i.attributes.open),
        key,
      ).toEqual([true, false]);
    }
    const events = await t.app.inject({ method: 'GET', url: '/v2/events' });
    expect(events.statusCode).toBe(200);
    expect((events.json().data as unknown[]).length).toBe(2);
    for (const table of ['votings', 'ideation_missions', 'ama_sessions', 'events']) {
      expect(
        await count(t, sql`select count(*) as n from ${sql.identifier(table)} where hero_medium_id is null`),
        table,
      ).toBe(0);
    }
  });

  it('has the demo fans take part, and nobody can sign in as them', async () => {
    const fans = await count(t, sql`select count(*) as n from users where uid like 'demo:%'`);
    expect(fans).toBeGreaterThanOrEqual(4);
    expect(await count(t, sql`select count(*) as n from ideas`)).toBeGreaterThan(0);
    expect(await count(t, sql`select count(*) as n from ama_questions`)).toBeGreaterThan(0);
    expect(await count(t, sql`select count(*) as n from votes`)).toBeGreaterThan(0);
    // The demo fans have no account at the identity service: the users table is their only trace.
    expect(await count(t, sql`select count(*) as n from users where uid like 'demo:%' and email is not null`)).toBe(0);
  });

  it('writes nothing the second time', async () => {
    const tables = [
      'users',
      'votings',
      'votes',
      'ideation_missions',
      'ideas',
      'ama_sessions',
      'ama_questions',
      'events',
      'event_registrations',
      'content_media',
      'comments',
      'likes',
    ];
    const before = await Promise.all(tables.map((x) => count(t, sql`select count(*) as n from ${sql.identifier(x)}`)));
    await seedDemoParticipation(t.app);
    const after = await Promise.all(tables.map((x) => count(t, sql`select count(*) as n from ${sql.identifier(x)}`)));
    expect(after).toEqual(before);
  });
});
