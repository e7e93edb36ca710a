import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FanGroupAcceptance, FanGroupPostVisibility, FanGroupRole, FanGroupUserStatus } from '@tribune/domain';
import type { FanGroupVisibility } from '@tribune/domain';
import { rowsOf } from '../src/db/client.ts';
import { fanGroups, users } from '../src/db/schema.ts';
import {
  GROUP_VISIBILITY_CHECKS,
  spacesPolicy,
  type GroupFacts,
  type GroupViewer,
} from '../src/modules/spaces/policy.ts';
import { findMembership, insertGroup, upsertMembership } from '../src/modules/spaces/repository.ts';
import { useTestApp } from './fixtures.ts';

/**
 * The fan-group visibility rule is written once in spaces/policy.ts (docs/COMMUNITY.md "Who sees a
 * group"): `spacesPolicy.sees` for one group and `spacesPolicy.seesSql` for a statement. For every
 * caller × group kind × check, both must answer the same.
 */

/** A caller of the matrix: their membership of every group (none: no row) and instance rights. */
interface MatrixCaller {
  name: string;
  guest?: boolean;
  admin?: boolean;
  owner?: boolean;
  membership?: { role: FanGroupRole; status: FanGroupUserStatus };
}

const CALLERS: MatrixCaller[] = [
  { name: 'guest', guest: true },
  { name: 'non-member' },
  { name: 'left', membership: { role: 'member', status: 'left' } },
  { name: 'rejected', membership: { role: 'pending', status: 'rejected' } },
  { name: 'canceled', membership: { role: 'pending', status: 'canceled' } },
  { name: 'pending', membership: { role: 'pending', status: 'pending' } },
  { name: 'member', membership: { role: 'member', status: 'active' } },
  { name: 'writer', membership: { role: 'writer', status: 'active' } },
  { name: 'moderator', membership: { role: 'moderator', status: 'active' } },
  { name: 'admin-role', membership: { role: 'admin', status: 'active' } },
  { name: 'banned', membership: { role: 'member', status: 'banned' } },
  { name: 'muted', membership: { role: 'writer', status: 'muted' } },
  { name: 'owner', owner: true },
  { name: 'instance-admin', admin: true },
  { name: 'instance-admin-member', admin: true, membership: { role: 'member', status: 'active' } },
  { name: 'instance-admin-banned', admin: true, membership: { role: 'member', status: 'banned' } },
  { name: 'instance-admin-owner', admin: true, owner: true },
];

const ACCEPTANCE: FanGroupAcceptance[] = ['accepted', 'submitted', 'rejected'];
const VISIBILITY: FanGroupVisibility[] = ['publicly_visible', 'privately_visible'];
const POSTS: FanGroupPostVisibility[] = ['all_users', 'only_members'];

describe('spaces: the one visibility rule, in JS and in SQL', () => {
  const t = useTestApp({ keys: false });
  const userIds = new Map<string, number>();
  const groups: Array<GroupFacts & { id: number; ownerName: string }> = [];

  beforeAll(async () => {
    const db = t.database.db;
    for (const c of CALLERS) {
      if (c.guest) continue;
      const [row] = await db
        .insert(users)
        .values({ uid: `uid-vis-${c.name}`, displayName: c.name, slug: `vis-${c.name}` })
        .returning({ id: users.id });
      userIds.set(c.name, row!.id);
    }
    // Every kind of group twice: owned by the plain owner, and by the instance admin who owns.
    for (const ownerName of ['owner', 'instance-admin-owner']) {
      for (const acceptanceStatus of ACCEPTANCE) {
        for (const visibility of VISIBILITY) {
          for (const postVisibility of POSTS) {
            const g = await insertGroup(db, {
              name: `Vis ${ownerName} ${acceptanceStatus} ${visibility} ${postVisibility}`,
              ownerId: userIds.get(ownerName)!,
              acceptanceStatus,
              visibility,
              postVisibility,
            });
            groups.push({ ...g, ownerName });
            for (const c of CALLERS) {
              if (!c.membership) continue;
              await upsertMembership(db, { groupId: g.id, userId: userIds.get(c.name)!, ...c.membership });
            }
          }
        }
      }
    }
  });

  it('covers every kind of group', () => {
    expect(groups).toHaveLength(2 * ACCEPTANCE.length * VISIBILITY.length * POSTS.length);
  });

  for (const c of CALLERS) {
    for (const check of GROUP_VISIBILITY_CHECKS) {
      it(`${c.name}, ${check}: the SQL condition selects exactly the groups the JS check allows`, async () => {
        const db = t.database.db;
        const userId = c.guest ? undefined : userIds.get(c.name)!;
        const viewer: GroupViewer = { userId, admin: c.admin === true };
        const caller = c.guest ? undefined : { admin: c.admin === true };
        const expected: number[] = [];
        for (const g of groups) {
          const membership = userId === undefined ? undefined : await findMembership(db, g.id, userId);
          const actor = spacesPolicy.actorOf(caller, membership);
          if (spacesPolicy.sees(check, g, actor)) expected.push(g.id);
        }
        const ids = groups.map((g) => g.id);
        const rows = rowsOf<{ id: string | number }>(
          await db.execute(sql`select ${fanGroups.id} as id from ${fanGroups}
            where ${fanGroups.id} = any(string_to_array(${ids.join(',')}, ',')::bigint[])
              and ${spacesPolicy.seesSql(check, viewer, fanGroups)} order by ${fanGroups.id}`),
        );
        expect(rows.map((r) => Number(r.id))).toEqual(expected);
      });
    }
  }

  it('answers what docs/COMMUNITY.md says for a few callers', () => {
    const group = (over: Partial<GroupFacts>): GroupFacts => ({
      access: 'publicly_accessible',
      visibility: 'publicly_visible',
      postVisibility: 'all_users',
      postCreation: 'all_users_can_post',
      acceptanceStatus: 'accepted',
      ...over,
    });
    const secret = group({ visibility: 'privately_visible', postVisibility: 'only_members' });
    expect(spacesPolicy.sees('see', group({}), 'guest')).toBe(true);
    expect(spacesPolicy.sees('see', secret, 'guest')).toBe(false);
    expect(spacesPolicy.sees('see', secret, 'pending')).toBe(true);
    expect(spacesPolicy.sees('see_posts', secret, 'pending')).toBe(false);
    expect(spacesPolicy.sees('see_posts', secret, 'muted')).toBe(true);
    expect(spacesPolicy.sees('see', secret, 'banned')).toBe(false);
    const submitted = group({ acceptanceStatus: 'submitted' });
    expect(spacesPolicy.sees('see', submitted, 'instance_admin')).toBe(true);
    expect(spacesPolicy.sees('list', submitted, 'instance_admin')).toBe(false);
    expect(spacesPolicy.sees('list', submitted, 'owner')).toBe(true);
    expect(spacesPolicy.sees('list_posts', submitted, 'owner')).toBe(false);
  });
});
