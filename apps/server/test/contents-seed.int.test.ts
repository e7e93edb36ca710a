import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/modules/demo/contents.ts';
import { useTestApp } from './fixtures.ts';

describe('demo content seed', () => {
  const t = useTestApp({ dataDir: 'tribune-seed-', keys: false });

  afterAll(async () => {
    // Let the durable job finish the video/audio renditions, so closing does not cut it off.
    for (let i = 0; i < 240; i++) {
      const rows = await t.database.db.execute(sql`select 1 from content_media where status = 'processing'`);
      if ((Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows).length === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    // Up to a minute of waiting, then closing waits for the rendition in progress: ffmpeg on two
    // cores shared with the seed-crash test in the other worker takes longer than the 60 s default.
  }, 300_000);

  it('seeds categories and contents of every type once, even when two instances start together', async () => {
    const run = () =>
      seedDemoContent(t.database.db, t.app.admin, t.app.contentMedia, {
        ffmpegPath: t.app.config.ffmpegPath,
        log: t.app.log,
      });
    const outcomes = await Promise.all([run(), run()]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await run()).toBe(false);

    const list = await t.app.inject({ method: 'GET', url: '/v2/contents?per_page=100' });
    const body = list.json();
    expect(body.data).toHaveLength(10);
    expect(body.meta.available_content_types).toEqual(['article', 'audio', 'image', 'video']);
    expect(body.meta.available_categories).toHaveLength(4);
    const media = body.included.filter((r: { type: string }) => r.type === 'content_medium');
    const types = new Set(media.map((m: { attributes: { media_type: string } }) => m.attributes.media_type));
    expect(types).toEqual(new Set(['image', 'video', 'audio', 'external_media']));
    const members = body.data.find(
      (c: { attributes: { slug: string } }) => c.attributes.slug === 'members-tactics-talk',
    );
    expect(members.attributes).toMatchObject({ available: false, body: null, available_for: ['logged_in'] });
    const de = await t.app.inject({
      method: 'GET',
      url: '/v2/contents/derbysieg-zu-hause',
      headers: { 'requested-language': 'de' },
    });
    expect(de.json().data.attributes.title).toBe('Derbysieg vor ausverkaufter Tribüne');
    const categories = (await t.app.inject({ method: 'GET', url: '/v2/categories' })).json().data;
    expect(categories[0].attributes.category_medium?.original_tiny).toBeTruthy();
  });
});
