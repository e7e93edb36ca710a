/**
 * What "the demo is complete" means, shared by the crash test of the first-start seed and the
 * server process it kills (seed-crash-child.ts), which must not load vitest.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../src/db/client.ts';
import type { Storage } from '../src/lib/storage.ts';
import { DEMO_CONTENT_SEED } from '../src/modules/demo/contents.ts';
import { DEMO_AREAS, DEMO_PARTICIPATION_SEED } from '../src/modules/demo/participation.ts';
import { CATEGORIES, CONTENTS } from '../src/modules/demo/content-data.ts';
import { TRANSCODE_JOB } from '../src/modules/media/transcode.ts';
import { seedPages } from '../src/modules/static-pages/seed-pages.ts';
import { DEMO_POSTS_SEED } from '../src/modules/group-posts/seed.ts';
import { DEMO_SPACES_SEED } from '../src/modules/spaces/seed.ts';
import { DEMO_ORGANIZATIONS_SEED } from '../src/modules/organizations/seed.ts';
import { DEMO_PROFILE_FIELDS_SEED } from '../src/modules/profile-fields/seed.ts';

/** The menu entries of the demo instance (modules/instance/seed.ts). */
const DEMO_MENU_ITEMS = 16;

/** True once the demo seed has recorded its last step and no medium or job is still in the works. */
export async function demoSettled(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ done: boolean; busy: boolean }>(
    await db.execute(sql`select
      exists(select 1 from seed_steps where name = ${`${DEMO_CONTENT_SEED}:done`})
        and exists(select 1 from seed_steps where name = ${`${DEMO_PARTICIPATION_SEED}:done`})
        and exists(select 1 from seed_steps where name = ${`${DEMO_POSTS_SEED}:done`})
        and exists(select 1 from seed_steps where name = ${`${DEMO_ORGANIZATIONS_SEED}:done`})
        and exists(select 1 from seed_steps where name = ${`${DEMO_PROFILE_FIELDS_SEED}:done`}) as done,
      exists(select 1 from content_media where status = 'processing')
        or exists(select 1 from jobs where status in ('queued', 'running')) as busy`),
  );
  return row?.done === true && row.busy === false;
}

/** Polls `demoSettled` every 100 ms; throws after `timeoutMs`. */
export async function waitForDemo(db: Db, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await demoSettled(db))) {
    if (Date.now() > until) throw new Error(`the demo seed did not finish within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const languages = (texts: Record<string, string>) =>
  Object.entries(texts)
    .filter(([, text]) => text.length > 0)
    .map(([locale]) => locale)
    .sort()
    .join(',');

const HERO_TYPES = { image: 'image', square: 'image', embed: 'external_media', video: 'video', audio: 'audio' };

/** The demo in numbers and names, as expectedDemo and actualDemo give it. */
export interface DemoSummary {
  instances: number;
  menuItems: number;
  staticPages: number;
  categories: Array<{ slug: string; languages: string; withMedium: boolean }>;
  contents: Array<{
    slug: string;
    translatedSlugs: Record<string, string>;
    /** The languages of title, teaser and body. */
    languages: string[];
    published: boolean;
    category: string | null;
    hero: string | null;
    searchable: boolean;
  }>;
  contentSlugs: number;
  /** The participation items (`table:slug`, with or without a hero image). */
  participation: string[];
  /** Comments and likes left on participation things that are gone (a cut-off area removed). */
  orphans: number;
  media: { total: number; usedOnce: number; notReady: string[]; missingFiles: string[] };
  transcodeJobs: string[];
  steps: string[];
}

/** The demo as it must be after a first start, exactly once (without ffmpeg: no video and audio media). */
export function expectedDemo(withFfmpeg: boolean): DemoSummary {
  const playable = (hero: string) => hero === 'video' || hero === 'audio';
  const heroes = DEMO_AREAS.reduce((n, a) => n + a.slugs.length, 0);
  const media = CATEGORIES.length + CONTENTS.filter((c) => withFfmpeg || !playable(c.hero)).length + heroes;
  return {
    instances: 1,
    menuItems: DEMO_MENU_ITEMS,
    staticPages: seedPages.length,
    categories: CATEGORIES.map((c) => ({ slug: c.slug, languages: 'de,en,it', withMedium: true })),
    contents: CONTENTS.map((c) => ({
      slug: c.slug,
      translatedSlugs: { de: c.de, it: c.it },
      languages: ['de,en,it', 'de,en,it', 'de,en,it'],
      published: true,
      category: c.category,
      hero: playable(c.hero) && !withFfmpeg ? null : HERO_TYPES[c.hero],
      searchable: true,
    })).sort((a, b) => a.slug.localeCompare(b.slug)),
    contentSlugs: CONTENTS.length * 3,
    participation: DEMO_AREAS.flatMap((a) => a.slugs.map((slug) => `${a.table}:${slug}:hero`)).sort(),
    orphans: 0,
    media: { total: media, usedOnce: media, notReady: [], missingFiles: [] },
    transcodeJobs: CONTENTS.filter((c) => withFfmpeg && playable(c.hero)).map(() => 'done'),
    steps: [
      'begin',
      'done',
      ...CATEGORIES.map((c) => `category:${c.slug}`),
      ...CONTENTS.map((c) => `content:${c.slug}`),
    ]
      .map((s) => `${DEMO_CONTENT_SEED}:${s}`)
      .concat(
        [`done`, ...DEMO_AREAS.flatMap((a) => [a.name, `${a.name}:begin`])].map(
          (s) => `${DEMO_PARTICIPATION_SEED}:${s}`,
        ),
      )
      // The groups run after the participation seed, their posts after them (docs/COMMUNITY.md).
      .concat([`${DEMO_SPACES_SEED}:done`, `${DEMO_POSTS_SEED}:begin`, `${DEMO_POSTS_SEED}:done`])
      // The organizations after the posts (docs/COMMUNITY.md "Organizations").
      .concat([`${DEMO_ORGANIZATIONS_SEED}:done`])
      // The demo profile fields, in one transaction (docs/COMMUNITY.md "Profile fields").
      .concat([`${DEMO_PROFILE_FIELDS_SEED}:done`])
      .sort(),
  };
}

const count = async (db: Db, query: ReturnType<typeof sql>): Promise<number> =>
  Number(rowsOf<{ n: number | string }>(await db.execute(query))[0]?.n ?? 0);

/** The demo as the database and the storage hold it, in the shape of `expectedDemo`. */
export async function actualDemo(db: Db, storage: Storage): Promise<DemoSummary> {
  const categories = rowsOf<{ slug: string; title: Record<string, string>; medium_id: string | null }>(
    await db.execute(sql`select slug, title, medium_id from categories order by sort_order, id`),
  );
  const contents = rowsOf<{
    slug: string;
    translated_slugs: Record<string, string>;
    title: Record<string, string>;
    teaser: Record<string, string>;
    body: Record<string, string>;
    published: boolean;
    category: string | null;
    hero: string | null;
    searchable: boolean;
  }>(
    await db.execute(sql`select c.slug, c.translated_slugs, c.title, c.teaser, c.body, c.published,
        k.slug as category, m.media_type as hero,
        (c.search_en is not null and c.search_de is not null and c.search_it is not null) as searchable
      from contents c
      left join categories k on k.id = c.category_id
      left join content_media m on m.id = c.hero_medium_id`),
  );
  const media = rowsOf<{
    id: string;
    status: string;
    renditions: Array<{ key: string }>;
    thumbnail_key: string | null;
    uses: number | string;
  }>(
    await db.execute(sql`select m.id::text as id, m.status, m.renditions, m.thumbnail_key,
        (select count(*) from categories where medium_id = m.id)
          + (select count(*) from contents where hero_medium_id = m.id)
          + (select count(*) from votings where hero_medium_id = m.id)
          + (select count(*) from ideation_missions where hero_medium_id = m.id)
          + (select count(*) from ama_sessions where hero_medium_id = m.id)
          + (select count(*) from events where hero_medium_id = m.id) as uses
      from content_media m`),
  );
  const missingFiles: string[] = [];
  for (const m of media) {
    for (const key of [...m.renditions.map((r) => r.key), ...(m.thumbnail_key ? [m.thumbnail_key] : [])]) {
      if (!(await storage.stat(key))) missingFiles.push(key);
    }
  }
  const jobs = rowsOf<{ status: string }>(await db.execute(sql`select status from jobs where kind = ${TRANSCODE_JOB}`));
  const steps = rowsOf<{ name: string }>(await db.execute(sql`select name from seed_steps`));
  return {
    instances: await count(db, sql`select count(*) as n from instances`),
    menuItems: await count(db, sql`select count(*) as n from menu_items`),
    staticPages: await count(db, sql`select count(*) as n from static_pages`),
    categories: categories.map((c) => ({ slug: c.slug, languages: languages(c.title), withMedium: !!c.medium_id })),
    contents: contents
      .map((c) => ({
        slug: c.slug,
        translatedSlugs: c.translated_slugs,
        languages: [languages(c.title), languages(c.teaser), languages(c.body)],
        published: c.published,
        category: c.category,
        hero: c.hero,
        searchable: c.searchable,
      }))
      .sort((a, b) => a.slug.localeCompare(b.slug)),
    contentSlugs: await count(db, sql`select count(*) as n from content_slugs`),
    participation: rowsOf<{ item: string }>(
      await db.execute(sql`
        select t || ':' || slug || case when hero then ':hero' else '' end as item from (
          select 'votings' as t, slug, hero_medium_id is not null as hero from votings
          union all select 'ideation_missions', slug, hero_medium_id is not null from ideation_missions
          union all select 'ama_sessions', slug, hero_medium_id is not null from ama_sessions
          union all select 'events', slug, hero_medium_id is not null from events) x`),
    )
      .map((r) => r.item)
      .sort(),
    orphans: await count(
      db,
      sql`select
        (select count(*) from comments c where
          (c.commentable_type = 'voting' and not exists (select 1 from votings v where v.id = c.commentable_id))
          or (c.commentable_type = 'idea' and not exists (select 1 from ideas i where i.id = c.commentable_id))
          or (c.commentable_type = 'ama_question' and not exists (select 1 from ama_questions q where q.id = c.commentable_id))
          or (c.commentable_type = 'event' and not exists (select 1 from events e where e.id = c.commentable_id)))
        + (select count(*) from likes l where
          (l.liked_type = 'idea' and not exists (select 1 from ideas i where i.id = l.liked_id))
          or (l.liked_type = 'ama_question' and not exists (select 1 from ama_questions q where q.id = l.liked_id))
          or (l.liked_type = 'comment' and not exists (select 1 from comments c where c.id = l.liked_id))) as n`,
    ),
    media: {
      total: media.length,
      usedOnce: media.filter((m) => Number(m.uses) === 1).length,
      notReady: media.filter((m) => m.status !== 'ready').map((m) => `${m.id}:${m.status}`),
      missingFiles,
    },
    transcodeJobs: jobs.map((j) => j.status),
    steps: steps.map((s) => s.name).sort(),
  };
}
