/**
 * The demo posts: posts with images in the demo groups (by members allowed to post there, one
 * mentioning another fan) and a few feed posts, written through the services as the demo fans
 * would write them. Runs after the groups' seed. Written once: `demo-posts:begin` is recorded
 * first and `demo-posts:done` last; a start that finds `begin` without `done` (the previous one
 * died while writing) takes back the demo fans' posts and writes them all again. An instance that
 * has posts of its own, or no demo groups, is left alone.
 */
import sharp from 'sharp';
import type { App } from '../../app-types.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordStep } from '../../lib/seed-steps.ts';
import { seedOnce } from '../../platform/seed-once.ts';
import { ensureDemoFans, type DemoFans } from '../users/index.ts';
import type { PostForm } from './input.ts';
import { countAllPosts, deleteFeedPostsOf, deleteGroupPost, groupIdsByName, groupPostIdsOf } from './repository.ts';

/** The seed's name. */
export const DEMO_POSTS_SEED = 'demo-posts';

type Fan = keyof DemoFans;

/** A picture for a demo post: a two-colour gradient, as a JPEG. */
async function picture(from: string, to: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="960" height="640" fill="url(#g)"/><circle cx="480" cy="320" r="160" fill="#ffffff" fill-opacity="0.25"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

const form = async (body: string, colors?: [string, string]): Promise<PostForm> => ({
  body,
  nftIds: [],
  hasNfts: false,
  images: colors ? [{ buffer: await picture(...colors), mimetype: 'image/jpeg' }] : [],
  hasImages: colors !== undefined,
});

/** Group posts by group name: author, body, picture colours. */
const GROUP_POSTS: Array<[string, Fan, string, [string, string] | undefined]> = [
  [
    'North Stand Ultras',
    'anna',
    '<p>New choreography for Sunday: meet at gate 4 at 17:00!</p>',
    ['#0b5fff', '#e01e5a'],
  ],
  ['North Stand Ultras', 'luca', '<p>Who has spare flags? We need twenty more for the tifo.</p>', undefined],
  ['Matchday Photos', 'maya', '<p>Sunset over the east stand before kick-off.</p>', ['#ff8a00', '#7a1fa2']],
  ['Matchday Photos', 'jonas', '<p>The away end was full of colour last night.</p>', ['#00a86b', '#0b5fff']],
  ['Away Days Crew', 'jonas', '<p>Bus to the cup match leaves at 7:00 from the station. Members only!</p>', undefined],
];

/** Seeds the demo posts once (after the demo groups). */
export async function seedDemoPosts(app: App): Promise<void> {
  await seedOnce(app, DEMO_POSTS_SEED, async (db, steps) => {
    const fans = await ensureDemoFans(db);
    if (steps.has(`${DEMO_POSTS_SEED}:begin`)) {
      // A previous start died while writing: take back what it wrote, then write it all again.
      await forgetDemoPosts(app, fans);
    } else {
      const posts = await countAllPosts(db);
      const hasGroups = await groupIdsByName(db);
      if (posts > 0 || !hasGroups.has('North Stand Ultras')) {
        await inTransaction(db, async (tx) => {
          await recordStep(tx, `${DEMO_POSTS_SEED}:done`, { skipped: true });
        });
        return;
      }
      await inTransaction(db, async (tx) => {
        await recordStep(tx, `${DEMO_POSTS_SEED}:begin`);
      });
    }
    await writeDemoPosts(app, fans, await groupIdsByName(db));
    await inTransaction(db, async (tx) => {
      await recordStep(tx, `${DEMO_POSTS_SEED}:done`);
    });
  });
}

/** Writes the demo posts through the services, as the fans would. */
async function writeDemoPosts(app: App, fans: DemoFans, byName: Map<string, string>): Promise<void> {
  for (const [group, fan, body, colors] of GROUP_POSTS) {
    const id = byName.get(group);
    if (id) await app.groupPosts.create(fans[fan], { ...(await form(body, colors)), groupRef: id });
  }
  const maya = fans.maya.user;
  const mention = `<p>Great save today! Thanks <a href="/profiles/${maya.slug}" data-mention="${maya.id}">@${maya.displayName}</a> for the photos.</p>`;
  await app.groupPosts.create(fans.anna, { ...(await form(mention)), groupRef: byName.get('North Stand Ultras') });
  await app.feed.create(fans.anna, await form('<p>What a season so far. Thank you all for the support!</p>'));
  await app.feed.create(
    fans.jonas,
    await form('<p>Training ground open day on Saturday: bring the kids.</p>', ['#e01e5a', '#ffd400']),
  );
  await app.feed.create(fans.maya, await form('<p>My favourite goal of the year? The volley in March.</p>'));
}

/** Removes the demo fans' posts (and their images) that a start cut off while seeding wrote. */
async function forgetDemoPosts(app: App, fans: DemoFans): Promise<void> {
  const db = app.database.db;
  const ids = Object.values(fans).map((f) => f.user.id);
  const keys: string[] = [];
  for (const id of await groupPostIdsOf(db, ids)) keys.push(...(await deleteGroupPost(db, id)).map((i) => i.key));
  keys.push(...(await deleteFeedPostsOf(db, ids)).map((i) => i.key));
  await app.media.remove(keys);
}
