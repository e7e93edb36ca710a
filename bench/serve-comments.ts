// Child process of the comments bench. Mode 'app': the real Tribune app (in-memory PGlite, logger
// at info to /dev/null). Mode 'bare': a bare Fastify on the same kind of database whose one route
// runs the equivalent single list query and sends its rows. Both seed the same data. Reports `{ port }`.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase, rowsOf, type Database } from '../apps/server/src/db/client.ts';
import { listComments } from '../apps/server/src/modules/comments/repository.ts';
import { awaitInit, benchApp } from './child.ts';

const init = (await awaitInit()) as { mode: 'app' | 'bare'; slug: string; comments: number; users: number };

/** A content with `comments` top-level comments by `users` authors, some liked, some with replies. */
async function seed(database: Database): Promise<number> {
  const db = database.db;
  await db.execute(sql`
    insert into users (uid, display_name, slug)
    select 'bench-' || g, 'Bench fan ' || g, 'bench-fan-' || g from generate_series(1, ${init.users}) g`);
  await db.execute(sql`
    insert into contents (slug, content_type, title, body, published, published_at)
    values (${init.slug}, 'article', '{"en":"Bench"}'::jsonb, '{"en":"<p>bench</p>"}'::jsonb, true, now())`);
  await db.execute(sql`
    insert into content_slugs (slug, content_id, locale) select slug, id, 'en' from contents where slug = ${init.slug}`);
  await db.execute(sql`
    insert into comments (commentable_type, commentable_id, user_id, body, likes_count, created_at)
    select 'content', c.id, u.id, '<p>Comment number ' || g || ' with <strong>some</strong> text.</p>',
      (g * 7919) % 50, now() - (g || ' minutes')::interval
    from generate_series(1, ${init.comments}) g
    join contents c on c.slug = ${init.slug}
    join users u on u.slug = 'bench-fan-' || (1 + g % ${init.users})`);
  // Every fifth comment has two replies, so the list also fetches top replies.
  await db.execute(sql`
    insert into comments (commentable_type, commentable_id, user_id, body)
    select 'comment', p.id, p.user_id, '<p>reply</p>' from comments p, generate_series(1, 2)
    where p.commentable_type = 'content' and p.id % 5 = 0`);
  await db.execute(sql`
    update comments p set comments_count = 2 where p.commentable_type = 'content' and p.id % 5 = 0`);
  const rows = await db.execute(sql`select id::int as id from contents where slug = ${init.slug}`);
  return rowsOf<{ id: number }>(rows)[0]!.id;
}

const database = await openDatabase({ pglite: await PGlite.create() });
let port = 0;
if (init.mode === 'app') {
  const app = await benchApp(database);
  await seed(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
} else {
  await database.migrate();
  const contentId = await seed(database);
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => {
    const { rows, total } = await listComments(database.db, {
      type: 'content',
      id: contentId,
      sort: 'top',
      limit: 20,
      offset: 0,
    });
    return { data: rows, total };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
}
process.send!({ port });
