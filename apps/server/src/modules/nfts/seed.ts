/**
 * The demo NFTs (docs/NFTS.md "Demo"): two collections with image NFTs and, where ffmpeg runs, a
 * video NFT, and mints to the demo fans with duplicates, so the NFT pages show data on a first
 * start. Run by the demo module after the demo fans' wallets (docs/CHAIN.md "Demo funding").
 *
 * Written once and resumable (lib/seed-steps.ts): runs take turns (`exclusively`); the catalogue
 * (collections, NFTs, benefits, media rows) commits in ONE transaction with its step
 * `demo-nfts:catalogue` (its files are stored first in folders derived from the seed, so a retry
 * overwrites them); each mint is an admin mint under the fan with the key `demo-nfts:mint:<nft>`
 * (unique per user: a retry after a crash mints nothing twice) and then its step; `demo-nfts:done`
 * ends the seed. An instance with collections of its own before the catalogue gets none.
 */
import { createHash } from 'node:crypto';
import type { App } from '../../app-types.ts';
import { inTransaction } from '../../db/transaction.ts';
import { committedSteps, exclusively, recordStep } from '../../lib/seed-steps.ts';
import type { PreparedMedium } from '../media/index.ts';
import { insertCollection, insertNft, listCollections, replaceBenefits } from './repository.ts';

export const DEMO_NFTS_SEED = 'demo-nfts';
const step = (name: string) => `${DEMO_NFTS_SEED}:${name}`;

/** How the demo makes its media on the machine (modules/demo/images.ts). */
export interface DemoMediaMakers {
  image: (caption: string, from: string, to: string) => Promise<Buffer>;
  /** A short video, or undefined where ffmpeg does not run. */
  video: () => Promise<Buffer | undefined>;
}

const t = (en: string, de: string, it: string) => ({ en, de, it });

const COLLECTIONS = [
  {
    key: 'legends',
    slug: 'club-legends',
    translatedSlugs: { de: 'vereinslegenden', it: 'leggende-del-club' },
    name: t('Club legends', 'Vereinslegenden', 'Leggende del club'),
    description: t(
      '<p>The players who made our history, as collectible cards.</p>',
      '<p>Die Spieler, die unsere Geschichte geschrieben haben, als Sammelkarten.</p>',
      '<p>I giocatori che hanno fatto la nostra storia, come carte da collezione.</p>',
    ),
    colors: ['#0b5fff', '#5b2bd6'],
  },
  {
    key: 'moments',
    slug: 'great-moments',
    translatedSlugs: { de: 'grosse-momente', it: 'grandi-momenti' },
    name: t('Great moments', 'Große Momente', 'Grandi momenti'),
    description: t(
      '<p>Goals, saves and celebrations to keep.</p>',
      '<p>Tore, Paraden und Feiern zum Behalten.</p>',
      '<p>Gol, parate e festeggiamenti da conservare.</p>',
    ),
    colors: ['#ff7a00', '#d6246e'],
  },
] as const;

type Rarity = 'common' | 'rare' | 'epic' | 'legendary';

const NFTS: Array<{
  key: string;
  collection: (typeof COLLECTIONS)[number]['key'];
  name: { en: string; de: string; it: string };
  rarity: Rarity;
  supply: number;
  video?: true;
  colors: [string, string];
  benefit?: { title: { en: string; de: string; it: string }; secret: string };
}> = [
  {
    key: 'the-captain',
    collection: 'legends',
    name: t('The captain', 'Der Kapitän', 'Il capitano'),
    rarity: 'legendary',
    supply: 10,
    colors: ['#0b5fff', '#00a3a3'],
    benefit: {
      title: t('A signed shirt', 'Ein signiertes Trikot', 'Una maglia autografata'),
      secret: 'LEGEND-SHIRT-2026',
    },
  },
  {
    key: 'the-keeper',
    collection: 'legends',
    name: t('The keeper', 'Der Torwart', 'Il portiere'),
    rarity: 'epic',
    supply: 50,
    colors: ['#5b2bd6', '#0b5fff'],
  },
  {
    key: 'the-striker',
    collection: 'legends',
    name: t('The striker', 'Der Stürmer', "L'attaccante"),
    rarity: 'common',
    supply: 500,
    colors: ['#0f8a3c', '#0b5fff'],
  },
  {
    key: 'last-minute-goal',
    collection: 'moments',
    name: t('The last-minute goal', 'Das Tor in letzter Minute', "Il gol all'ultimo minuto"),
    rarity: 'rare',
    supply: 100,
    video: true,
    colors: ['#ff7a00', '#d6246e'],
  },
  {
    key: 'cup-night',
    collection: 'moments',
    name: t('Cup night', 'Pokalnacht', 'Notte di coppa'),
    rarity: 'common',
    supply: 300,
    colors: ['#d6246e', '#ff7a00'],
    benefit: {
      title: t('10% off in the fan shop', '10 % Rabatt im Fanshop', '10% di sconto nel fan shop'),
      secret: 'CUPNIGHT10',
    },
  },
];

/** Who gets what: [fan slug, NFT key, copies]; some fans hold duplicates. */
const MINTS: Array<[string, string, number]> = [
  ['demo-anna', 'the-captain', 1],
  ['demo-anna', 'the-striker', 3],
  ['demo-anna', 'cup-night', 2],
  ['demo-jonas', 'the-keeper', 2],
  ['demo-jonas', 'last-minute-goal', 1],
  ['demo-jonas', 'the-striker', 1],
  ['demo-maya', 'cup-night', 1],
  ['demo-maya', 'last-minute-goal', 2],
  ['demo-luca', 'the-keeper', 1],
];

/** A stable storage folder per medium of the seed (32 hex digits). */
const folderOf = (name: string) => createHash('sha256').update(`${DEMO_NFTS_SEED}:${name}`).digest('hex').slice(0, 32);

export type DemoNftsOutcome = 'seeded' | 'done-before' | 'own-collections' | 'no-chain' | 'incomplete';

/** Seeds the demo NFTs once (see the file's comment); `fans` are the demo fans by slug. */
export async function seedDemoNfts(
  app: App,
  fans: ReadonlyArray<{ id: number; slug: string }>,
  makers: DemoMediaMakers,
): Promise<DemoNftsOutcome> {
  const db = app.database.db;
  return exclusively(db, app.database.kind, DEMO_NFTS_SEED, async () => {
    let steps = await committedSteps(db, DEMO_NFTS_SEED);
    if (steps.has(step('done'))) return 'done-before';
    if (!steps.has(step('catalogue'))) {
      if ((await listCollections(db, { limit: 1, offset: 0 })).total > 0) {
        await recordStep(db, step('done'), { skipped: true });
        return 'own-collections';
      }
      await writeCatalogue(app, makers);
      steps = await committedSteps(db, DEMO_NFTS_SEED);
    }
    if (!app.chain.current()) return 'no-chain';
    const ids = (steps.get(step('catalogue'))?.nfts ?? {}) as Record<string, number>;
    const bySlug = new Map(fans.map((f) => [f.slug, f.id]));
    let complete = true;
    for (const [slug, key, amount] of MINTS) {
      const fanId = bySlug.get(slug);
      const nftId = ids[key];
      const name = `mint:${slug}:${key}`;
      if (fanId === undefined || nftId === undefined || steps.has(step(name))) continue;
      try {
        const { row } = await app.nftsAdmin.mint(
          nftId,
          { user_id: String(fanId), amount },
          `${DEMO_NFTS_SEED}:mint:${key}`,
          fanId,
        );
        await recordStep(db, step(name), { transaction: row.id });
      } catch (err) {
        complete = false;
        app.log.error({ err, fan: slug, nft: key }, 'demo NFTs seed: a mint failed; the next start tries again');
      }
    }
    if (!complete) return 'incomplete';
    await recordStep(db, step('done'), { mints: MINTS.length });
    return 'seeded';
  });
}

/** Stores the media's files, then writes the collections, NFTs and benefits with the step in one transaction. */
async function writeCatalogue(app: App, makers: DemoMediaMakers): Promise<void> {
  const media = app.contentMedia;
  const prepared = new Map<string, PreparedMedium>();
  for (const c of COLLECTIONS) {
    const buffer = await makers.image(c.name.en, c.colors[0], c.colors[1]);
    prepared.set(
      `collection:${c.key}`,
      await media.prepareUpload(
        { buffer, mimetype: 'image/jpeg', filename: `${c.key}.jpg` },
        { folder: folderOf(`collection:${c.key}`) },
      ),
    );
  }
  for (const n of NFTS) {
    const video = n.video ? await makers.video() : undefined;
    const upload = video
      ? { buffer: video, mimetype: 'video/mp4', filename: `${n.key}.mp4` }
      : {
          buffer: await makers.image(n.name.en, n.colors[0], n.colors[1]),
          mimetype: 'image/jpeg',
          filename: `${n.key}.jpg`,
        };
    prepared.set(`nft:${n.key}`, await media.prepareUpload(upload, { folder: folderOf(`nft:${n.key}`) }));
  }
  await inTransaction(app.database.db, async (tx) => {
    const collections: Record<string, number> = {};
    for (const c of COLLECTIONS) {
      const cover = await media.insertPrepared(prepared.get(`collection:${c.key}`)!, tx);
      const row = await insertCollection(tx, {
        slug: c.slug,
        translatedSlugs: c.translatedSlugs,
        name: c.name,
        description: c.description,
        coverMediumId: cover.id,
      });
      collections[c.key] = row.id;
    }
    const nfts: Record<string, number> = {};
    for (const n of NFTS) {
      const medium = await media.insertPrepared(prepared.get(`nft:${n.key}`)!, tx);
      const row = await insertNft(tx, {
        collectionId: collections[n.collection]!,
        name: n.name,
        rarity: n.rarity,
        supply: n.supply,
        mediumId: medium.id,
        videoOptions: { autoplay: true, loop: true, show_controls: false },
      });
      nfts[n.key] = row.id;
      if (n.benefit) {
        await replaceBenefits(tx, row.id, [{ title: n.benefit.title, description: {}, secret: n.benefit.secret }]);
      }
    }
    await recordStep(tx, step('catalogue'), { collections, nfts });
  });
}
