/**
 * The demo fan groups: public and private groups with members of every role and status, owned by
 * the demo fans (users/demo-fans.ts), accepted, one featured. Written once: the whole seed is one
 * transaction that also records its step (`demo-spaces:done`, lib/seed-steps.ts), so a crash
 * leaves nothing half-written and a finished seed never runs again. An instance with groups of its
 * own is left alone.
 */
import type { FanGroupRole, FanGroupUserStatus } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { seedRowsOnce } from '../../platform/seed-once.ts';
import { ensureDemoFans, type DemoFans } from '../users/index.ts';
import { spacesPolicy } from './policy.ts';
import { adjustCounts, hasGroups, insertGroup, updateGroup, upsertMembership, type GroupValues } from './repository.ts';

/** The seed's name. */
export const DEMO_SPACES_SEED = 'demo-spaces';

type Fan = keyof DemoFans;

interface DemoGroup {
  name: string;
  description: string;
  owner: Fan;
  settings: GroupValues;
  members: Array<[Fan, FanGroupRole, FanGroupUserStatus]>;
}

const GROUPS: DemoGroup[] = [
  {
    name: 'North Stand Ultras',
    description:
      '<p>The loudest corner of the stadium. Chants, choreographies and away-day plans: everybody is welcome.</p>',
    owner: 'anna',
    settings: { featured: true },
    members: [
      ['jonas', 'admin', 'active'],
      ['maya', 'moderator', 'active'],
      ['luca', 'writer', 'active'],
    ],
  },
  {
    name: 'Away Days Crew',
    description: '<p>We travel to every away match together. Ask to join and tell us where you travel from.</p>',
    owner: 'jonas',
    settings: {
      access: 'privately_accessible',
      postVisibility: 'only_members',
      postCreation: 'only_authorized_can_post',
      feedVisibility: 'writers_posts',
    },
    members: [
      ['anna', 'member', 'active'],
      ['maya', 'pending', 'pending'],
      ['luca', 'member', 'banned'],
    ],
  },
  {
    name: 'Matchday Photos',
    description: '<p>Your best pictures from the stands, the pitch and the road to the stadium.</p>',
    owner: 'maya',
    settings: {},
    members: [
      ['luca', 'member', 'active'],
      ['jonas', 'writer', 'active'],
      ['anna', 'member', 'muted'],
    ],
  },
  {
    name: 'Youth Academy Insiders',
    description: '<p>Following the talents of tomorrow. A private circle of the academy’s friends.</p>',
    owner: 'luca',
    settings: { access: 'privately_accessible', visibility: 'privately_visible', postVisibility: 'only_members' },
    members: [['maya', 'moderator', 'active']],
  },
];

/** Writes the demo groups in the caller's transaction. */
async function writeGroups(tx: Db, fans: DemoFans): Promise<void> {
  for (const g of GROUPS) {
    const row = await insertGroup(tx, {
      ...g.settings,
      name: g.name,
      description: sanitizeRichText(g.description),
      ownerId: fans[g.owner].user.id,
      acceptanceStatus: 'accepted',
    });
    for (const [fan, role, status] of g.members) {
      await upsertMembership(tx, { groupId: row.id, userId: fans[fan].user.id, role, status });
      await adjustCounts(tx, row.id, spacesPolicy.counts(status) ? 1 : 0, status === 'pending' ? 1 : 0);
    }
    await updateGroup(tx, row.id, {});
  }
}

/** Seeds the demo groups once, unless the instance has groups of its own. */
export async function seedDemoSpaces(app: App): Promise<void> {
  await seedRowsOnce(app, DEMO_SPACES_SEED, { prepare: ensureDemoFans, hasOwn: hasGroups, write: writeGroups });
}
