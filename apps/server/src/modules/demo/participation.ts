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
import type { App } from '../../app-types.ts';
import { inTransaction } from '../../db/transaction.ts';
import { committedSteps, exclusively, recordStep } from '../../lib/seed-steps.ts';
import { seedDemoAmas } from '../amas/index.ts';
import { seedDemoEvents } from '../events/index.ts';
import { seedDemoIdeation } from '../ideation/index.ts';
import { seedDemoVotings } from '../votings/index.ts';
import { ensureDemoFans, type DemoFans } from '../users/index.ts';
import { demoImage } from './images.ts';
import { areaHasRows, demoRowsWithoutHero, removeDemoRows, setHero, type DemoAreaRows } from './repository.ts';

/** The seed's name: its steps are `demo-participation:<area>:begin`, `...:<area>`, `...:done`. */
export const DEMO_PARTICIPATION_SEED = 'demo-participation';

const step = (name: string) => `${DEMO_PARTICIPATION_SEED}:${name}`;

/** An area of the demo: its table, the slugs its seed writes, what can carry comments and likes. */
interface Area extends DemoAreaRows {
  name: string;
  seed: (app: App, fans: DemoFans) => Promise<void>;
  hero: [from: string, to: string];
}

/** The areas in the order they are seeded; the slugs are those of each area's seed.ts. */
export const DEMO_AREAS: Area[] = [
  {
    name: 'votings',
    table: 'votings',
    slugs: ['player-of-the-month', 'goal-song'],
    things: [{ type: 'voting' }],
    seed: seedDemoVotings,
    hero: ['#0b5fff', '#00a3a3'],
  },
  {
    name: 'ideation',
    table: 'ideation_missions',
    slugs: ['matchday-experience', 'new-away-kit'],
    things: [{ type: 'idea', via: { table: 'ideas', column: 'mission_id' } }],
    seed: seedDemoIdeation,
    hero: ['#ff7a00', '#d6246e'],
  },
  {
    name: 'amas',
    table: 'ama_sessions',
    slugs: ['ask-the-coach', 'meet-the-captain'],
    things: [{ type: 'ama_question', via: { table: 'ama_questions', column: 'session_id' } }],
    seed: seedDemoAmas,
    hero: ['#5b2bd6', '#0b5fff'],
  },
  {
    name: 'events',
    table: 'events',
    slugs: ['meet-the-team', 'season-kick-off-party'],
    things: [{ type: 'event' }],
    seed: seedDemoEvents,
    hero: ['#0f8a3c', '#0b5fff'],
  },
];

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
        if (begun) await inTransaction(db, (tx) => removeDemoRows(tx, area));
        else if (await areaHasRows(db, area)) {
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
  const rows = await demoRowsWithoutHero(db, area);
  for (const row of rows) {
    const buffer = await demoImage((row.title ?? '').slice(0, 30), ...area.hero);
    const prepared = await app.contentMedia.prepareUpload(
      { buffer, mimetype: 'image/jpeg', filename: `${row.slug}.jpg` },
      // A folder stable for this database (a retry overwrites its own files), not guessable elsewhere.
      { folder: createHash('sha256').update(`${salt}:${area.table}:${row.slug}`).digest('hex').slice(0, 32) },
    );
    await inTransaction(db, async (tx) => {
      const medium = await app.contentMedia.insertPrepared(prepared, tx);
      await setHero(tx, area, row.id, medium.id);
    });
  }
}
