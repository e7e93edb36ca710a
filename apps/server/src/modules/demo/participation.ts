/**
 * The demo instance's participation area: the demo fans, then each area's seed (written through
 * its own service: the same validation as the API), then hero images for the demo's items.
 *
 * Resumable and written once, like the content seed (`lib/seed-steps.ts`): runs take turns
 * (`exclusively`), an area records `demo-participation:<area>:begin` before it writes and
 * `demo-participation:<area>` when it is complete. An area whose begin is recorded but not its end
 * was cut off (a crash, an error): the next start removes what the demo wrote of it (its demo
 * slugs, and the comments and likes on them) and writes it again. An area that already had
 * records of the instance's own before the demo began is left alone. Each hero image is one
 * transaction (the medium and the item pointing to it), its files in a folder derived from the
 * area's salt (recorded with its begin), so a retry overwrites them. `demo-participation:done` ends the seed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { committedSteps, exclusively, recordStep } from '../../lib/seed-steps.ts';
import { seedDemoAmas } from '../amas/index.ts';
import { seedDemoEvents } from '../events/index.ts';
import { seedDemoIdeation } from '../ideation/index.ts';
import { seedDemoVotings } from '../votings/index.ts';
import { ensureDemoFans, type DemoFans } from '../users/index.ts';
import { demoImage } from './images.ts';

/** The seed's name: its steps are `demo-participation:<area>:begin`, `...:<area>`, `...:done`. */
export const DEMO_PARTICIPATION_SEED = 'demo-participation';

const step = (name: string) => `${DEMO_PARTICIPATION_SEED}:${name}`;

/** An area of the demo: its table, the slugs its seed writes, what can carry comments and likes. */
interface Area {
  name: string;
  table: 'votings' | 'ideation_missions' | 'ama_sessions' | 'events';
  slugs: string[];
  /** The commentable and likeable things of the demo rows `ids` (a subquery of their ids). */
  things: (ids: SQL) => Array<{ type: string; ids: SQL }>;
  seed: (app: App, fans: DemoFans) => Promise<void>;
  hero: [from: string, to: string];
}

/** The areas in the order they are seeded; the slugs are those of each area's seed.ts. */
export const DEMO_AREAS: Area[] = [
  {
    name: 'votings',
    table: 'votings',
    slugs: ['player-of-the-month', 'goal-song'],
    things: (ids) => [{ type: 'voting', ids }],
    seed: seedDemoVotings,
    hero: ['#0b5fff', '#00a3a3'],
  },
  {
    name: 'ideation',
    table: 'ideation_missions',
    slugs: ['matchday-experience', 'new-away-kit'],
    things: (ids) => [{ type: 'idea', ids: sql`(select id from ideas where mission_id in ${ids})` }],
    seed: seedDemoIdeation,
    hero: ['#ff7a00', '#d6246e'],
  },
  {
    name: 'amas',
    table: 'ama_sessions',
    slugs: ['ask-the-coach', 'meet-the-captain'],
    things: (ids) => [{ type: 'ama_question', ids: sql`(select id from ama_questions where session_id in ${ids})` }],
    seed: seedDemoAmas,
    hero: ['#5b2bd6', '#0b5fff'],
  },
  {
    name: 'events',
    table: 'events',
    slugs: ['meet-the-team', 'season-kick-off-party'],
    things: (ids) => [{ type: 'event', ids }],
    seed: seedDemoEvents,
    hero: ['#0f8a3c', '#0b5fff'],
  },
];

/** The ids of an area's demo rows (its slugs, written by nobody: the seed), as a subquery. */
function demoIds(area: Area): SQL {
  return sql`(select id from ${sql.identifier(area.table)} where created_by is null and slug in (${sql.join(
    area.slugs.map((s) => sql`${s}`),
    sql`, `,
  )}))`;
}

/** Removes what a cut-off run wrote of an area: its demo rows (children cascade), their hero media, and comments and likes on them. */
async function removeDemoRows(db: Db, area: Area): Promise<void> {
  await inTransaction(db, async (tx) => {
    for (const thing of area.things(demoIds(area))) {
      const top = sql`(select id from comments where commentable_type = ${thing.type} and commentable_id in ${thing.ids})`;
      const replies = sql`(select id from comments where commentable_type = 'comment' and commentable_id in ${top})`;
      await tx.execute(
        sql`delete from likes where liked_type = 'comment' and (liked_id in ${top} or liked_id in ${replies})`,
      );
      await tx.execute(sql`delete from comments where id in ${replies}`);
      await tx.execute(sql`delete from comments where id in ${top}`);
      await tx.execute(sql`delete from likes where liked_type = ${thing.type} and liked_id in ${thing.ids}`);
    }
    const heroes = rowsOf<{ id: string | number }>(
      await tx.execute(sql`select hero_medium_id as id from ${sql.identifier(area.table)}
        where id in ${demoIds(area)} and hero_medium_id is not null`),
    ).map((r) => Number(r.id));
    await tx.execute(sql`delete from ${sql.identifier(area.table)} where id in ${demoIds(area)}`);
    // Their hero images' rows too (the files stay: the retry writes the same folder again).
    for (const id of heroes) await tx.execute(sql`delete from content_media where id = ${id}`);
  });
}

async function hasRows(db: Db, area: Area): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from ${sql.identifier(area.table)} limit 1`)).length > 0;
}

/** Seeds every participation area that is still empty, or finishes a run a crash cut off. */
export async function seedDemoParticipation(app: App): Promise<void> {
  const db = app.database.db;
  await exclusively(db, app.database.kind, DEMO_PARTICIPATION_SEED, async () => {
    const steps = await committedSteps(db, DEMO_PARTICIPATION_SEED);
    if (steps.has(step('done'))) return;
    const fans = await ensureDemoFans(db);
    let complete = true;
    for (const area of DEMO_AREAS) {
      if (steps.has(step(area.name))) continue;
      try {
        const begun = steps.get(step(`${area.name}:begin`));
        let salt = typeof begun?.salt === 'string' ? begun.salt : undefined;
        if (begun) await removeDemoRows(db, area);
        else if (await hasRows(db, area)) {
          // The instance has records of its own here: the demo leaves the area to them.
          await recordStep(db, step(area.name), { skipped: true });
          continue;
        } else {
          salt = randomBytes(16).toString('hex');
          await recordStep(db, step(`${area.name}:begin`), { salt });
        }
        await area.seed(app, fans);
        await addHeroes(app, area, salt ?? '');
        await recordStep(db, step(area.name));
      } catch (err) {
        complete = false;
        app.log.error({ err, area: area.name }, 'demo participation seed failed; the next start tries again');
      }
    }
    if (complete) await recordStep(db, step('done'));
  });
}

/**
 * Hero images for an area's demo items that have none (a gradient with the English title, made by
 * sharp like the content seed's images), each medium and its item in one transaction.
 */
async function addHeroes(app: App, area: Area, salt: string): Promise<void> {
  const db = app.database.db;
  const rows = rowsOf<{ id: string | number; slug: string; title: string | null }>(
    await db.execute(sql`select id, slug, title->>'en' as title from ${sql.identifier(area.table)}
      where hero_medium_id is null and id in ${demoIds(area)}`),
  );
  for (const row of rows) {
    const buffer = await demoImage((row.title ?? '').slice(0, 30), ...area.hero);
    const prepared = await app.contentMedia.prepareUpload(
      { buffer, mimetype: 'image/jpeg', filename: `${row.slug}.jpg` },
      // A folder stable for this database (a retry overwrites its own files), not guessable elsewhere.
      { folder: createHash('sha256').update(`${salt}:${area.table}:${row.slug}`).digest('hex').slice(0, 32) },
    );
    await inTransaction(db, async (tx) => {
      const medium = await app.contentMedia.insertPrepared(prepared, tx);
      await tx.execute(sql`update ${sql.identifier(area.table)} set hero_medium_id = ${medium.id}
        where id = ${Number(row.id)} and hero_medium_id is null`);
    });
  }
}
