/**
 * The demo content seed: the categories and contents of content-data.ts written through the admin
 * service (the same validation as the API) with media made on the machine. It is resumable: every
 * category and content is one step, committed in one transaction with its medium (and that
 * medium's transcode job) and its `seed_steps` row, so a crash at any point leaves whole steps
 * only, and the next start carries on from the first step without a row.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { committedSteps, exclusively, recordStep } from '../../lib/seed-steps.ts';
import type { ContentMediaService, PreparedMedium } from '../media/index.ts';
import type { ContentMediumRow } from '../media/index.ts';
import { categoryIdsBySlug, categorySlugTaken, hasContents, takenContentSlugs } from '../admin/index.ts';
import { CATEGORIES, CONTENTS, type DemoContent } from './content-data.ts';
import { DEMO_EMBED_OEMBED, DEMO_EMBED_URL, demoAudio, demoImage, demoVideo } from './images.ts';
import type { AdminService } from '../admin/index.ts';

/** The seed's name: its steps are `demo-content:begin`, `...:category:<slug>`, `...:content:<slug>`, `...:done`. */
export const DEMO_CONTENT_SEED = 'demo-content';

const step = (name: string) => `${DEMO_CONTENT_SEED}:${name}`;

/** Settings of a seed run. */
export interface DemoSeedOptions {
  ffmpegPath: string;
  log: FastifyBaseLogger;
  /**
   * The database behind `db`: on PostgreSQL the run also waits for runs of other servers
   * (advisory lock); on PGlite (one process) only for runs of this process. Default 'pglite'.
   */
  kind?: Database['kind'];
}

interface Run {
  db: Db;
  admin: AdminService;
  media: ContentMediaService;
  opts: DemoSeedOptions;
  /** The storage folder of a step's medium: stable per database, so a retried step overwrites its own files. */
  folder(stepName: string): string;
}

/**
 * Seeds the demo contents on an instance whose contents table was empty when the seed began, or
 * finishes a seed that a crash cut off. True when this call wrote steps; false when the seed was
 * done already, or the instance has contents of its own. Safe with several servers and runs at
 * once: each step is written once (its unique `seed_steps` row), and runs take turns.
 */
export async function seedDemoContent(
  db: Db,
  admin: AdminService,
  media: ContentMediaService,
  opts: DemoSeedOptions,
): Promise<boolean> {
  return exclusively(db, opts.kind ?? 'pglite', DEMO_CONTENT_SEED, async () => {
    const done = await committedSteps(db, DEMO_CONTENT_SEED);
    if (done.has(step('done'))) return false;
    const salt = done.get(step('begin'))?.salt ?? (await begin(db));
    if (typeof salt !== 'string') return false;
    const run: Run = {
      db,
      admin,
      media,
      opts,
      folder: (stepName) => createHash('sha256').update(`${salt}:${stepName}`).digest('hex').slice(0, 32),
    };
    for (const [i, c] of CATEGORIES.entries()) {
      if (!done.has(step(`category:${c.slug}`))) await seedCategory(run, c, i);
    }
    const categoryIds = await categoryIdsBySlug(
      db,
      CATEGORIES.map((c) => c.slug),
    );
    for (const c of CONTENTS) {
      if (!done.has(step(`content:${c.slug}`))) await seedContent(run, c, categoryIds);
    }
    await recordStep(db, step('done'));
    opts.log.info({ contents: CONTENTS.length, categories: CATEGORIES.length }, 'demo contents seeded');
    return true;
  });
}

/**
 * Starts the seed when the contents table is empty: records the begin step with the salt of the
 * media folders. Answers the salt of the seed that began (this run's or a concurrent one's), or
 * undefined when the instance has contents of its own and gets no demo.
 */
async function begin(db: Db): Promise<string | undefined> {
  const began = await inTransaction(db, async (tx) => {
    if (await hasContents(tx)) return false;
    await recordStep(tx, step('begin'), { salt: randomBytes(16).toString('hex') });
    return true;
  });
  if (!began) return undefined;
  const salt = (await committedSteps(db, DEMO_CONTENT_SEED)).get(step('begin'))?.salt;
  return typeof salt === 'string' ? salt : undefined;
}

/** One category with its image. */
async function seedCategory(run: Run, c: (typeof CATEGORIES)[number], sortOrder: number): Promise<void> {
  const name = step(`category:${c.slug}`);
  const image = await prepare(run, name, async () =>
    run.media.prepareUpload(
      { buffer: await demoImage(c.title.en, c.bg, '#111111', true), mimetype: 'image/jpeg', filename: `${c.slug}.jpg` },
      { folder: run.folder(name) },
    ),
  );
  await inTransaction(run.db, async (tx) => {
    if (!(await recordStep(tx, name))) return;
    // A category of this slug from a seed of an older version (which recorded no steps) stays as it is.
    if (await categorySlugTaken(tx, c.slug)) return;
    const medium = image ? await run.media.insertPrepared(image, tx) : undefined;
    await run.admin.within(tx).createCategory({
      slug: c.slug,
      title: c.title,
      bg_color: c.bg,
      text_color: c.fg,
      medium_id: medium ? String(medium.id) : null,
      sort_order: sortOrder,
    });
  });
}

/** One published content with its hero medium (a video or audio one with its transcode job). */
async function seedContent(run: Run, c: DemoContent, categoryIds: Map<string, number>): Promise<void> {
  const name = step(`content:${c.slug}`);
  const hero = c.hero === 'embed' ? undefined : await prepare(run, name, () => prepareHero(run, c, run.folder(name)));
  await inTransaction(run.db, async (tx) => {
    if (!(await recordStep(tx, name))) return;
    if ((await takenContentSlugs(tx, [c.slug])).length > 0) return;
    let medium: ContentMediumRow | undefined;
    if (hero) medium = await run.media.insertPrepared(hero, tx);
    else if (c.hero === 'embed') medium = await embed(run, c, tx);
    const admin = run.admin.within(tx);
    const categoryId = categoryIds.get(c.category);
    const row = await admin.createContent({
      slug: c.slug,
      translated_slugs: { de: c.de, it: c.it },
      content_type: c.type,
      title: c.title,
      teaser: c.teaser,
      body: c.body,
      tags: c.tags,
      category_id: categoryId === undefined ? null : String(categoryId),
      hero_medium_id: medium ? String(medium.id) : null,
      available_for: c.availableFor ?? [],
    });
    await admin.setPublished(row.id, true);
  });
}

/** Makes and stores a medium's files; undefined (the step goes on without it) when that fails. */
async function prepare(
  run: Run,
  stepName: string,
  make: () => Promise<PreparedMedium | undefined>,
): Promise<PreparedMedium | undefined> {
  try {
    return await make();
  } catch (err) {
    run.opts.log.warn({ err, step: stepName }, 'demo medium failed; the seed goes on without it');
    return undefined;
  }
}

async function prepareHero(run: Run, c: DemoContent, folder: string): Promise<PreparedMedium | undefined> {
  if (c.hero === 'video' || c.hero === 'audio') {
    const ffmpeg = run.opts.ffmpegPath;
    const buffer = c.hero === 'video' ? await demoVideo(ffmpeg) : await demoAudio(ffmpeg);
    if (!buffer) {
      run.opts.log.warn({ slug: c.slug }, 'ffmpeg unavailable: demo content without its video/audio');
      return undefined;
    }
    const [mimetype, filename] = c.hero === 'video' ? ['video/mp4', 'demo.mp4'] : ['audio/mp4', 'demo.m4a'];
    return run.media.prepareUpload({ buffer, mimetype, filename }, { folder });
  }
  const buffer = await demoImage(c.title.en.slice(0, 30), c.colors[0], c.colors[1], c.hero === 'square');
  return run.media.prepareUpload({ buffer, mimetype: 'image/jpeg', filename: `${c.slug}.jpg` }, { folder });
}

/** The embed medium from the recorded oEmbed answer (no network), in the step's transaction. */
async function embed(run: Run, c: DemoContent, tx: Db): Promise<ContentMediumRow | undefined> {
  try {
    return await run.media.createExternal(DEMO_EMBED_URL, undefined, { prefetched: DEMO_EMBED_OEMBED, tx });
  } catch (err) {
    run.opts.log.warn({ err, slug: c.slug }, 'demo embed failed; the content has none');
    return undefined;
  }
}
