// Child process of the contents figure: ONE in-memory PGlite with 4 categories and 40 published
// contents (with image media), served by the real app (port reported over IPC) and by a bare
// Fastify route on `init.barePort` that runs the one equivalent query (page, categories and media
// as JSON built in SQL) and sends its text.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import sharp from 'sharp';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { awaitInit, benchApp } from './child.ts';

const init = (await awaitInit()) as { barePort: number; dataDir: string };
const pglite = await PGlite.create();
const app = await benchApp(await openDatabase({ pglite }), { TRIBUNE_DATA_DIR: init.dataDir });
const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0b5fff' } })
  .jpeg()
  .toBuffer();
const categories: number[] = [];
for (let i = 0; i < 4; i++) {
  const medium = await app.contentMedia.createFromUpload({ buffer: image, mimetype: 'image/jpeg', filename: 'c.jpg' });
  const c = await app.admin.createCategory({
    slug: `cat-${i}`,
    title: { en: `Category ${i}` },
    medium_id: String(medium.id),
  });
  categories.push(c.id);
}
for (let i = 0; i < 40; i++) {
  const medium = await app.contentMedia.createFromUpload({ buffer: image, mimetype: 'image/jpeg', filename: 'h.jpg' });
  const row = await app.admin.createContent({
    slug: `content-${i}`,
    translated_slugs: { de: `inhalt-${i}` },
    content_type: 'article',
    title: { en: `Content number ${i}`, de: `Inhalt Nummer ${i}` },
    teaser: { en: 'A teaser of reasonable length for a list card on the home page.' },
    body: { en: '<p>Body text of the content, a few sentences long. '.repeat(5) + '</p>' },
    tags: ['bench', `t${i % 5}`],
    category_id: String(categories[i % 4]),
    hero_medium_id: String(medium.id),
    available_for: i % 4 === 0 ? ['logged_in'] : [],
  });
  await app.admin.setPublished(row.id, true);
}
await app.listen({ port: 0, host: '127.0.0.1' });

const EQUIVALENT = `
  with page as (
    select id, slug, translated_slugs, content_type, title->>'en' as title, teaser->>'en' as teaser,
      case when cardinality(available_for) = 0 or 'logged_out' = any(available_for) then body->>'en' end as body,
      tags, published_at, updated_at, no_crawl, available_for, comments_count, likes_count, category_id, hero_medium_id,
      count(*) over () as total
    from contents where published order by published_at desc nulls first, id desc limit 20
  )
  select json_build_object(
    'data', (select json_agg(p) from page p),
    'categories', (select json_agg(c) from categories c where c.id in (select category_id from page)),
    'media', (select json_agg(m) from content_media m
      where m.id in (select hero_medium_id from page)
         or m.id in (select k.medium_id from categories k where k.id in (select category_id from page)))
  )::text as doc`;
const bare = Fastify({ logger: false });
bare.get('/v2/contents', async (_req, reply) => {
  const result = await pglite.query<{ doc: string }>(EQUIVALENT);
  return reply.type('application/json').send(result.rows[0]?.doc ?? '{}');
});
await bare.listen({ port: init.barePort, host: '127.0.0.1' });
const address = app.server.address();
process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
