import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from './tokens.ts';
import { useTestApp } from './fixtures.ts';

describe('contents list: a constant number of SQL statements per page', () => {
  const t = useTestApp();
  let member: string;

  beforeAll(async () => {
    member = await tokenFor(t.keys, { sub: 'uid-counted' });
    const db = t.database.db;
    const category = await t.app.admin.createCategory({ slug: 'news', title: { en: 'News' } });
    const media = await db.execute<{ id: string }>(
      sql`insert into content_media (media_type, status, width, height)
          select 'image', 'ready', 640, 360 from generate_series(1, 50) returning id`,
    );
    const mediaIds = (Array.isArray(media) ? media : (media as { rows: { id: string }[] }).rows).map((r) => r.id);
    for (let i = 0; i < 50; i++) {
      const row = await t.app.admin.createContent({
        slug: `item-${i}`,
        content_type: i % 2 ? 'article' : 'video',
        title: { en: `Item ${i}` },
        category_id: String(category.id),
        hero_medium_id: mediaIds[i],
        available_for: i % 3 ? [] : ['logged_in'],
      });
      await t.app.admin.setPublished(row.id, true);
    }
  });

  async function countFor(perPage: number, token?: string, cache: 'cold' | 'warm' = 'cold'): Promise<number> {
    // Settled media rows are cached per process; a cold cache counts the media query too.
    if (cache === 'cold') t.app.contentMedia.dangerouslyForgetCachedMedia();
    // Counted in the request's own async context: the job worker's and the configuration's
    // polls run beside it and are not its statements.
    const { result: res, queries } = await t.database.countQueries(() =>
      t.app.inject({ method: 'GET', url: `/v2/contents?per_page=${perPage}`, headers: token ? bearer(token) : {} }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(perPage);
    return queries;
  }

  it('the number of SQL queries for a contents list page is the same for 5 and for 50 items', async () => {
    await countFor(5, member); // the first request creates the user row
    expect(await countFor(5)).toBe(await countFor(50));
    expect(await countFor(5, member)).toBe(await countFor(50, member));
    expect(await countFor(50, member)).toBeLessThanOrEqual(6);
    // With every medium cached (the steady state), still the same for both sizes, and one query fewer.
    await countFor(50, undefined, 'warm');
    expect(await countFor(5, undefined, 'warm')).toBe(await countFor(50, undefined, 'warm'));
    expect(await countFor(50, undefined, 'warm')).toBe((await countFor(50)) - 1);
  });

  it('counts only the statements of the counted call, not those running beside it', async () => {
    const db = t.database.db;
    const total = t.database.queryCount();
    const beside = (async () => {
      for (let i = 0; i < 5; i++) await db.execute(sql`select 1`);
    })();
    const { result, queries } = await t.database.countQueries(async () => {
      await db.execute(sql`select 2`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return (await db.execute(sql`select 3 as n`)) as unknown;
    });
    await beside;
    expect(queries).toBe(2);
    expect(result).toBeTruthy();
    // The database's own counter saw those 7 and whatever the app's background work (the job
    // worker's polls) sent meanwhile; only the scoped count above must be exact.
    expect(t.database.queryCount() - total).toBeGreaterThanOrEqual(7);
  });
});
