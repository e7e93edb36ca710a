/**
 * The order of the demo instance's seeds (docs/PARTICIPATION.md "The hub and the demo"): the profile
 * fields; the participation areas, then the fan groups, their posts and the organizations; the
 * demo fans' wallets once the chain is up (never holding /readyz), then their NFTs; and beside them the contents
 * (each step commits whole, see contents.ts). A failing seed is logged; the next start tries again.
 */
import type { App } from '../../app-types.ts';
import { seedDemoPosts } from '../group-posts/index.ts';
import { seedDemoOrganizations } from '../organizations/index.ts';
import { seedDemoProfileFields } from '../profile-fields/index.ts';
import { seedDemoSpaces } from '../spaces/index.ts';
import { seedDemoNfts } from '../nfts/index.ts';
import { seedDemoChain } from './chain.ts';
import { seedDemoContent } from './contents.ts';
import { demoImage, demoVideo } from './images.ts';
import { seedDemoParticipation } from './participation.ts';
import { demoFanRows } from './repository.ts';

/** Runs every demo seed; resolves when all are done (or failed and were logged). */
export async function seedDemo(app: App): Promise<void> {
  const profileFields = seedDemoProfileFields(app).catch((err: unknown) =>
    app.log.error({ err }, 'demo profile fields seed failed'),
  );
  const participation = seedDemoParticipation(app).then(() =>
    seedDemoSpaces(app)
      .then(() => seedDemoPosts(app))
      .then(() => seedDemoOrganizations(app))
      .catch((err: unknown) => app.log.error({ err }, 'demo spaces seed failed')),
  );
  const demoChain = participation
    .then(() => seedDemoChain(app))
    .then(async (outcome) => {
      // The demo NFTs go to the demo fans' wallets: only where the demo funded them (docs/NFTS.md "Demo").
      if (outcome !== 'funded' && outcome !== 'done-before') return;
      await seedDemoNfts(app, await demoFanRows(app.database.db), {
        image: (caption, from, to) => demoImage(caption, from, to, true),
        video: () => demoVideo(app.config.ffmpegPath),
      }).catch((err: unknown) => app.log.error({ err }, 'demo NFTs seed failed'));
    })
    .catch((err: unknown) => app.log.error({ err }, 'demo chain seed failed'));
  await seedDemoContent(app.database.db, app.admin, app.contentMedia, {
    ffmpegPath: app.config.ffmpegPath,
    log: app.log,
    kind: app.database.kind,
  }).catch((err: unknown) => app.log.error({ err }, 'demo content seed failed'));
  await Promise.all([participation, demoChain, profileFields]);
}
