// Child process of the feed bench (issue #13). Serves, on ONE database (in-memory PGlite, or
// PostgreSQL at `databaseUrl`):
// - the real app (port reported over IPC), verifying this process's own bench tokens;
// - a bare Fastify on `barePort` whose one route runs the very statements the app's
//   `GET /v2/feed?per_page=20` sent for the same viewer (recorded below, replayed in the same order
//   with the same parameters and driver options), and sends the rows as JSON: the feed's SQL
//   without the app (no auth, no presenter, no schema serialization).
// Seeds a community through the API as fans would: two groups (one public, one members-only), group
// posts and feed posts with mentions, comments and likes, published contents with a category and a
// hero image, and published votings, created in turns so that every page mixes the types.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { withModule } from '@tribune/domain';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { benchIdentity } from './chat-load.ts';
import { awaitInit, benchApp } from './child.ts';

const init = (await awaitInit()) as { barePort: number; dataDir: string; databaseUrl?: string };

/** One statement as the driver received it: its arguments, replayed as they were. */
type Recorded = unknown[];
const recording = new AsyncLocalStorage<Recorded[]>();
type QueryFn = (...args: unknown[]) => Promise<{ rows: unknown[] }>;

// The wrapper around the driver: every statement of the app passes through it; inside `record` its
// arguments are kept (the bare route below goes through the same wrapper, so both pay the same).
let pglite: PGlite | undefined;
let pool: pg.Pool | undefined;
if (init.databaseUrl) {
  const proto = pg.Pool.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  proto.query = function (this: pg.Pool, ...args: unknown[]) {
    recording.getStore()?.push(args);
    return original.apply(this, args);
  };
  pool = new pg.Pool({ connectionString: init.databaseUrl, max: 10 });
} else {
  pglite = await PGlite.create();
  const target = pglite as unknown as { query: QueryFn };
  const original = target.query.bind(pglite);
  target.query = (...args: unknown[]) => {
    recording.getStore()?.push(args);
    return original(...args);
  };
}
const database = await openDatabase(init.databaseUrl ? { databaseUrl: init.databaseUrl } : { pglite: pglite! });
const identity = await benchIdentity('http://bench-identity.test');
const app = await benchApp(
  database,
  {
    TRIBUNE_DATA_DIR: init.dataDir,
    IDENTITY_MODE: 'external',
    IDENTITY_ISSUER: identity.issuer,
    ADMIN_EMAILS: 'feed-admin@bench.test',
  },
  { jwks: () => identity.jwks },
);

// ---- the community ----
const { config, flags } = app.instance.snapshot();
let modules = config;
for (const m of ['spaces', 'postToFeed', 'contents', 'voting'] as const) modules = withModule(modules, m, true);
await app.instance.update({ moduleConfig: modules, featureFlags: { ...flags, postToFeed: true } });
await database.db.execute(sql`insert into fan_group_settings (id, review_new_groups) values ('default', false)
  on conflict (id) do update set review_new_groups = false`);

const tokens = new Map<string, string>();
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: unknown, status = 200) => {
  const token = tokens.get(who) ?? (await identity.sign(who));
  tokens.set(who, token);
  const res = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });
  if (res.statusCode !== status) throw new Error(`${method} ${url} as ${who}: ${res.statusCode} ${res.body}`);
  return res.json() as { data: { id: string; attributes: Record<string, unknown> } };
};
const fans = Array.from({ length: 8 }, (_, i) => `feed-fan-${i + 1}`);
const ids = new Map<string, string>();
for (const who of ['feed-admin', 'feed-owner', 'feed-viewer', ...fans]) {
  ids.set(who, (await call('GET', '/v2/user/show', who)).data.id);
}
const group = async (name: string, fields: Record<string, unknown>) => {
  const g = (await call('POST', '/v2/fan_groups', 'feed-owner', { fan_group: { name, ...fields } }, 201)).data;
  const slug = String(g.attributes.slug);
  for (const who of ['feed-viewer', ...fans]) {
    await call('POST', `/v2/fan_groups/${slug}/join`, who);
    if (fields.access === 'privately_accessible') {
      await call('PUT', `/v2/fan_groups/${slug}/users/${ids.get(who)}`, 'feed-owner', { data: { status: 'active' } });
    }
  }
  return slug;
};
const publicGroup = await group('Bench Terrace', {});
const membersGroup = await group('Bench Inner Circle', {
  access: 'privately_accessible',
  post_visibility: 'only_members',
});
const mention = (who: string) => `<a href="/en/profiles/${who}" data-mention="${ids.get(who)}">@${who}</a>`;
const text = (i: number, who: string) =>
  `<p>Post ${i} of the bench: what a match on Saturday, ${mention(who)}! ${'Great atmosphere in the stands. '.repeat(3)}</p>`;
/** Two comments and three likes on a post, by fans. */
const discuss = async (kind: 'group_posts' | 'feed_posts', slug: string, i: number) => {
  for (let c = 0; c < 2; c++) {
    await call(
      'POST',
      `/v2/${kind}/${slug}/comments`,
      fans[(i + c) % fans.length]!,
      {
        comment: { body: `<p>Comment ${c} on post ${i}</p>` },
      },
      201,
    );
  }
  for (let l = 0; l < 3; l++) await call('POST', `/v2/${kind}/${slug}/like`, fans[(i + l + 3) % fans.length]!);
};
const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0b5fff' } })
  .jpeg()
  .toBuffer();
const categoryMedium = await app.contentMedia.createFromUpload({
  buffer: image,
  mimetype: 'image/jpeg',
  filename: 'c.jpg',
});
const category = await app.admin.createCategory({
  slug: 'bench-news',
  title: { en: 'News' },
  medium_id: String(categoryMedium.id),
});
const ends = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
const counts = { group_post_public: 0, group_post_members: 0, feed_post: 0, content: 0, voting: 0 };
// Turns: public group post, members-only group post, feed post, content, voting (6 rounds, 30 items).
for (let i = 0; i < 6; i++) {
  const author = fans[i % fans.length]!;
  const other = fans[(i + 1) % fans.length]!;
  for (const [slug, key] of [
    [publicGroup, 'group_post_public'],
    [membersGroup, 'group_post_members'],
  ] as const) {
    const post = await call(
      'POST',
      '/v2/group_posts',
      author,
      { group_post: { fan_group_id: slug, body: text(i, other) } },
      201,
    );
    await discuss('group_posts', String(post.data.attributes.slug), i);
    counts[key]++;
  }
  const feedPost = await call('POST', '/v2/feed_posts', other, { feed_post: { body: text(i, author) } }, 201);
  await discuss('feed_posts', String(feedPost.data.attributes.slug), i);
  counts.feed_post++;
  const medium = await app.contentMedia.createFromUpload({ buffer: image, mimetype: 'image/jpeg', filename: 'h.jpg' });
  const content = await app.admin.createContent({
    slug: `bench-content-${i}`,
    content_type: 'article',
    title: { en: `Match report ${i}` },
    teaser: { en: 'A teaser of reasonable length for a card in the feed.' },
    body: { en: '<p>Body text of the content, a few sentences long. '.repeat(5) + '</p>' },
    tags: ['bench', `t${i % 3}`],
    category_id: String(category.id),
    hero_medium_id: String(medium.id),
    available_for: i % 3 === 0 ? ['logged_in'] : [],
  });
  await app.admin.setPublished(content.id, true);
  counts.content++;
  const voting = await app.votings.create(
    {
      slug: `bench-voting-${i}`,
      title: { en: `Player of match ${i}` },
      description: { en: '<p>Who was the best?</p>' },
      ends_at: ends,
      options: ['Rossi', 'Becker', 'Clarke'].map((en) => ({ value: { en } })),
    },
    null,
  );
  await app.votings.publish(Number(voting.id), null);
  counts.voting++;
}
await app.listen({ port: 0, host: '127.0.0.1' });

// ---- the figures' inputs: statements per page, and the statements of the measured page ----
const viewerToken = await identity.sign('feed-viewer');
const feedOf = (perPage: number) =>
  app.inject({
    method: 'GET',
    url: `/v2/feed?per_page=${perPage}`,
    headers: { authorization: `Bearer ${viewerToken}` },
  });
await feedOf(20); // warm: the token and the caller are cached, as for every later request
const pages: Array<{ perPage: number; items: number; types: string[]; statements: number }> = [];
for (const perPage of [5, 20, 50]) {
  // Once before counting: the media of the page's contents are cached in the process after their
  // first read, as for every later request of a running server.
  await feedOf(perPage);
  const { result, queries } = await database.countQueries(() => feedOf(perPage));
  if (result.statusCode !== 200) throw new Error(`feed per_page=${perPage}: ${result.statusCode} ${result.body}`);
  const doc = result.json() as { data: Array<{ attributes: { item_type: string } }> };
  pages.push({
    perPage,
    items: doc.data.length,
    types: [...new Set(doc.data.map((d) => d.attributes.item_type))].sort(),
    statements: queries,
  });
}
const measured: Recorded[] = [];
// Awaited inside the scope: inject() is a lazy thenable that starts only when awaited.
const page20 = await recording.run(measured, async () => await feedOf(20));
const included = (page20.json() as { included: unknown[] }).included.length;
/** Milliseconds of one request, one at a time (the median of 10). */
const sequential = async (fn: () => PromiseLike<unknown>) => {
  const ms: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  return ms.sort((a, b) => a - b)[5]!;
};
const appMs = await sequential(() => feedOf(20));

// ---- the bare route: the same statements, in order, on the same database ----
const run = (args: Recorded) =>
  pool ? (pool.query as unknown as QueryFn).apply(pool, args) : (pglite!.query as unknown as QueryFn)(...args);
const bare = Fastify({ logger: false });
bare.get('/feed', async (_req, reply) => {
  const results: unknown[][] = [];
  for (const args of measured) results.push((await run(args)).rows);
  return reply
    .type('application/json')
    .send(JSON.stringify(results, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
});
await bare.listen({ port: init.barePort, host: '127.0.0.1' });
/** Each statement of the measured page alone (median of 3 runs, ms) with its opening words: where the time goes. */
const perStatement: Array<{ ms: number; sql: string }> = [];
for (const args of measured) {
  const ms: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await run(args);
    ms.push(performance.now() - t0);
  }
  const first = args[0];
  const text = typeof first === 'string' ? first : String((first as { text?: string }).text ?? '');
  perStatement.push({ ms: ms.sort((a, b) => a - b)[1]!, sql: text.replace(/\s+/g, ' ').slice(0, 90) });
}
const bareMs = await sequential(() => bare.inject({ method: 'GET', url: '/feed' }));

const address = app.server.address();
process.send!({
  port: typeof address === 'object' && address ? address.port : 0,
  viewerToken,
  pages,
  seeded: counts,
  included,
  barePathStatements: measured.length,
  appMs,
  bareMs,
  perStatement,
});
process.on('SIGTERM', () => process.exit(0));
