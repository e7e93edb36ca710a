/**
 * The demo organizations: a supporters' trust and a sponsor, with the demo fans (users/demo-fans.ts)
 * as their users, both accepted, each shown with one fan's name; two demo fans are verified. Written
 * once: the rows and the step `demo-organizations:done` (lib/seed-steps.ts) commit in one
 * transaction; the logos are made first and removed again when the step was not recorded (a
 * concurrent run was first, or the transaction failed). An instance with organizations of its own
 * is left alone.
 */
import sharp from 'sharp';
import type { App } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { recordStep } from '../../lib/seed-steps.ts';
import { seedOnce } from '../../platform/seed-once.ts';
import { ensureDemoFans, type DemoFans } from '../users/index.ts';
import {
  hasOrganizations,
  insertOrganization,
  setShownOrganization,
  updateOrganization,
  upsertOrganizationUser,
  verifyDemoUsers,
} from './repository.ts';

/** The seed's name. */
export const DEMO_ORGANIZATIONS_SEED = 'demo-organizations';

type Fan = keyof DemoFans;

interface DemoOrganization {
  name: string;
  description: string;
  websiteUrl: string;
  sponsor: boolean;
  admin: Fan;
  members: Fan[];
  /** The fan who shows it with their name. */
  shownBy: Fan;
  /** The logo's colours (an SVG drawn here: no fonts, no files). */
  colors: [string, string];
}

const ORGANIZATIONS: DemoOrganization[] = [
  {
    name: 'North Stand Supporters Trust',
    description:
      '<p>The fans’ own association: we speak for the supporters in the club’s fan council, organise the choreographies and run the away-day buses.</p>',
    websiteUrl: 'https://example.org/supporters-trust',
    sponsor: false,
    admin: 'anna',
    members: ['jonas', 'maya'],
    shownBy: 'anna',
    colors: ['#0b5fff', '#ffffff'],
  },
  {
    name: 'Tribune Energy',
    description: '<p>Green power for the stadium and the city. Proud main sponsor of the club since 2019.</p>',
    websiteUrl: 'https://example.com/tribune-energy',
    sponsor: true,
    admin: 'luca',
    members: ['maya'],
    shownBy: 'luca',
    colors: ['#0f7b3f', '#ffd400'],
  },
];

/** The demo fans who get the verified badge. */
const VERIFIED: Fan[] = ['anna', 'luca'];

/** A square logo: a rounded tile with a ring and a bar, in the organization's colours. */
async function logo([bg, fg]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" rx="48" fill="${bg}"/>
    <circle cx="128" cy="112" r="58" fill="none" stroke="${fg}" stroke-width="22"/>
    <rect x="62" y="190" width="132" height="22" rx="11" fill="${fg}"/></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

/** A wide hero image: two bands of the organization's colours. */
async function hero([bg, fg]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">
    <rect width="1200" height="400" fill="${bg}"/>
    <path d="M0 300 C 300 200, 900 400, 1200 260 L1200 400 L0 400 Z" fill="${fg}" opacity="0.85"/></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** Writes the demo organizations in the caller's transaction. */
async function writeOrganizations(
  tx: Db,
  fans: DemoFans,
  images: Array<{ logoKey: string; heroKey: string }>,
): Promise<void> {
  for (const [i, o] of ORGANIZATIONS.entries()) {
    const row = await insertOrganization(tx, {
      name: o.name,
      description: sanitizeRichText(o.description),
      websiteUrl: o.websiteUrl,
      sponsor: o.sponsor,
      status: 'accepted',
      createdById: fans[o.admin].user.id,
      ...images[i],
    });
    for (const fan of o.members) await upsertOrganizationUser(tx, row.id, fans[fan].user.id, 'member');
    await setShownOrganization(tx, fans[o.shownBy].user.id, row.id);
    await updateOrganization(tx, row.id, {});
  }
  await verifyDemoUsers(
    tx,
    VERIFIED.map((f) => fans[f].user.id),
  );
}

/** Seeds the demo organizations once, unless the instance has organizations of its own. */
export async function seedDemoOrganizations(app: App): Promise<void> {
  await seedOnce(app, DEMO_ORGANIZATIONS_SEED, async (db) => {
    const fans = await ensureDemoFans(db);
    const skipped = await hasOrganizations(db);
    const written: string[] = [];
    const images: Array<{ logoKey: string; heroKey: string }> = [];
    let recorded = false;
    try {
      if (!skipped) {
        for (const o of ORGANIZATIONS) {
          const owner = fans[o.admin].user.id;
          const logoKey = await app.media.put(owner, await logo(o.colors));
          written.push(logoKey);
          const heroKey = await app.media.put(owner, await hero(o.colors));
          written.push(heroKey);
          images.push({ logoKey, heroKey });
        }
      }
      recorded = await inTransaction(db, async (tx) => {
        const detail = skipped ? { skipped: true } : {};
        if (!(await recordStep(tx, `${DEMO_ORGANIZATIONS_SEED}:done`, detail))) return false;
        if (!skipped) await writeOrganizations(tx, fans, images);
        return true;
      });
    } finally {
      if (!recorded) await app.media.remove(written);
    }
    // The demo fans' rows changed (shown organization, badge): no instance keeps an old copy.
    if (recorded && !skipped) {
      for (const f of new Set([...ORGANIZATIONS.map((o) => o.shownBy), ...VERIFIED])) {
        await app.users.forgetCached(fans[f].user.uid);
      }
    }
  });
}
