// Child process of the participation bench (issue #12). Serves, on ONE database (in-memory PGlite,
// or PostgreSQL at `databaseUrl`):
// - the real app (port reported over IPC), verifying the bench's own token keys;
// - a bare Fastify on `barePort` running the same SQL as the app's voting show (the voting row,
//   its options by votes, the viewer's votes, the top comments with their authors) and the same
//   ballot transaction, with `pg` (PostgreSQL) or the same PGlite instance.
// Seeds `voters` users (uid `bench-<i>`), one open tokenless voting with 4 options and 40 comments
// for the show figure, and two fresh votings for the contention figure (one for each server).
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { JSONWebKeySet } from 'jose';
import pg from 'pg';
import { openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
import { awaitInit, benchApp } from './child.ts';

const init = (await awaitInit()) as {
  barePort: number;
  jwks: JSONWebKeySet;
  issuer: string;
  dataDir: string;
  voters: number;
  databaseUrl?: string;
};

const pglite = init.databaseUrl ? undefined : await PGlite.create();
const database = await openDatabase(init.databaseUrl ? { databaseUrl: init.databaseUrl } : { pglite: pglite! });
const app = await benchApp(
  database,
  { TRIBUNE_DATA_DIR: init.dataDir, IDENTITY_MODE: 'external', IDENTITY_ISSUER: init.issuer },
  { jwks: () => init.jwks },
);
const db = database.db;
// The users as the token claims of the bench's identity make them (so the app writes nothing on first use).
await db.execute(sql`
  insert into users (uid, display_name, slug, email, claims_fingerprint)
  select 'bench-' || g, 'Bench fan ' || g, 'bench-fan-' || g, null, '' from generate_series(1, ${init.voters}) g`);

const ends = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
async function voting(slug: string): Promise<{ id: number; options: number[] }> {
  const created = await app.votings.create(
    {
      slug,
      title: { en: 'Player of the month' },
      description: { en: '<p>Who was the best in November?</p>' },
      ends_at: ends,
      options: ['Rossi', 'Becker', 'Clarke', 'Bianchi'].map((en) => ({ value: { en } })),
    },
    null,
  );
  const id = Number(created.id);
  await app.votings.publish(id, null);
  const options = rowsOf<{ id: string | number }>(
    await db.execute(sql`select id from voting_options where voting_id = ${id} order by sort_order, id`),
  ).map((r) => Number(r.id));
  return { id, options };
}

const shown = await voting('bench-show');
// Votes of the first 400 voters spread over the options; 40 comments with likes by many authors.
await db.execute(sql`
  with b as (
    insert into voting_participants (voting_id, user_id)
    select ${shown.id}, u.id from users u where u.uid like 'bench-%' order by u.id limit 400 returning user_id)
  insert into votes (voting_id, option_id, user_id, amount, locked_amount)
  select ${shown.id}, (array[${sql.raw(shown.options.join(','))}])[1 + b.user_id % 4], b.user_id, 1, 0 from b`);
await db.execute(sql`
  update voting_options o set votes = (select count(*) from votes v where v.option_id = o.id) where o.voting_id = ${shown.id}`);
await db.execute(sql`update votings set voters_count = 400 where id = ${shown.id}`);
await db.execute(sql`
  insert into comments (commentable_type, commentable_id, user_id, body, likes_count, created_at)
  select 'voting', ${shown.id}, u.id, '<p>Comment number ' || u.id || ' on the voting.</p>', (u.id * 7919) % 50,
    now() - (u.id || ' minutes')::interval
  from users u where u.uid like 'bench-%' order by u.id limit 40`);
await db.execute(sql`update votings set comments_count = 40 where id = ${shown.id}`);
const contendedApp = await voting('bench-contended-app');
const contendedBare = await voting('bench-contended-bare');

await app.listen({ port: 0, host: '127.0.0.1' });

/** The bare side's statements: `pg` on PostgreSQL, the same PGlite instance otherwise. */
type Run = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;
const pool = init.databaseUrl ? new pg.Pool({ connectionString: init.databaseUrl, max: 10 }) : undefined;
const run: Run = pool
  ? async (text, params) => (await pool.query(text, params)).rows as Record<string, unknown>[]
  : async (text, params) => (await pglite!.query<Record<string, unknown>>(text, params)).rows;

const SHOW = {
  user: 'select id from users where uid = $1',
  voting: 'select * from votings where id = $1 and published',
  options: `select * from voting_options where voting_id = $1 order by voting_id, votes desc, sort_order, id`,
  userVotes: `select v.id, v.voting_id, v.option_id, o.value, v.amount::text as amount,
      v.locked_amount::text as locked_amount, v.unlocks_at
    from votes v join voting_options o on o.id = v.option_id
    where v.user_id = $2 and v.voting_id = $1 order by v.created_at, v.id`,
  // The top comments as comments/repository.ts topComments selects them for a signed-in viewer.
  top: `select * from (
      select c.*, u.display_name, u.slug, u.avatar_thumb_key, u.verified,
        exists (select 1 from likes l where l.liked_type = 'comment' and l.liked_id = c.id and l.user_id = $2) as liked,
        row_number() over (partition by c.commentable_id order by c.likes_count desc, c.created_at desc, c.id desc) as rn
      from comments c join users u on u.id = c.user_id
      where c.commentable_type = 'voting' and c.commentable_id = any($1::bigint[])
        and c.report_status <> 'hidden' and u.status <> 'banned' and u.deleted_at is null
        and not exists (select 1 from user_blocks b where (b.blocker_id = $2 and b.blocked_id = c.user_id)
          or (b.blocker_id = c.user_id and b.blocked_id = $2))
    ) t where t.rn <= 3 order by t.commentable_id, t.rn`,
};

const bare = Fastify({ logger: false });
bare.get<{ Params: { id: string }; Querystring: { u: string } }>('/votings/:id', async (req, reply) => {
  const id = Number(req.params.id);
  const user = (await run(SHOW.user, [req.query.u]))[0];
  const viewer = user?.id ?? 0;
  const [voting, options, userVotes, top] = await Promise.all([
    run(SHOW.voting, [id]),
    run(SHOW.options, [id]),
    run(SHOW.userVotes, [id, viewer]),
    run(SHOW.top, [[id], viewer]),
  ]);
  if (!voting[0]) return reply.code(404).send({ code: 'NOT_FOUND' });
  return reply.type('application/json').send(JSON.stringify({ data: { voting: voting[0], options, userVotes }, top }));
});

/** The ballot transaction of the app's repository, statement for statement, on one connection. */
bare.post<{ Params: { id: string }; Body: { u: string; option: string } }>('/votings/:id/vote', async (req, reply) => {
  const id = Number(req.params.id);
  const option = Number(req.body.option);
  const statements = async (q: Run): Promise<string> => {
    const user = (await q(SHOW.user, [req.body.u]))[0];
    if (!user) return 'missing';
    const locked = (
      await q('select ends_at > now() as open, published from votings where id = $1 for update', [id])
    )[0];
    if (!locked?.published) return 'missing';
    const joined = await q(
      'insert into voting_participants (voting_id, user_id) values ($1, $2) on conflict do nothing returning user_id',
      [id, user.id],
    );
    if (joined.length === 0) return 'already';
    await q(
      `insert into votes (voting_id, option_id, user_id, amount, locked_amount)
       select $1, o.id, $2, 1, 0 from voting_options o where o.voting_id = $1 and o.id = $3 returning id`,
      [id, user.id, option],
    );
    await q('update voting_options set votes = votes + 1 where voting_id = $1 and id = $2', [id, option]);
    await q('update votings set voters_count = voters_count + 1 where id = $1', [id]);
    return 'counted';
  };
  let outcome: string;
  if (pool) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      outcome = await statements(async (text, params) => (await client.query(text, params)).rows);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback');
      throw err;
    } finally {
      client.release();
    }
  } else {
    outcome = await pglite!.transaction(async (tx) =>
      statements(async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows),
    );
  }
  return reply.code(outcome === 'counted' ? 200 : 409).send({ outcome });
});
bare.get<{ Params: { id: string } }>('/votings/:id/tally', async (req) => {
  const id = Number(req.params.id);
  const [options, participants] = await Promise.all([
    run('select id::text as id, votes::int as votes from voting_options where voting_id = $1 order by id', [id]),
    run('select count(*)::int as n from voting_participants where voting_id = $1', [id]),
  ]);
  return { options, participants: Number(participants[0]?.n ?? 0) };
});
await bare.listen({ port: init.barePort, host: '127.0.0.1' });

const address = app.server.address();
process.send!({
  port: typeof address === 'object' && address ? address.port : 0,
  shown: shown.id,
  contendedApp,
  contendedBare,
});
