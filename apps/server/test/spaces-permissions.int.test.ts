import { withModule } from '@tribune/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FanGroupRole, FanGroupUserStatus } from '@tribune/domain';
import type { Db } from '../src/db/client.ts';
import { findGroupPost, insertGroupPost } from '../src/modules/group-posts/repository.ts';
import {
  GROUP_ACTORS,
  GROUP_OPERATIONS,
  GROUP_PERMISSIONS,
  GROUP_RANKED_OPERATIONS,
  spacesPolicy,
  type GroupActor,
  type GroupOperation,
} from '../src/modules/spaces/policy.ts';
import { insertGroup, upsertMembership, type GroupValues } from '../src/modules/spaces/repository.ts';
import { createTestApp, isErrorBody, type TestApp } from './helpers.ts';
import { bearer, createTestKeys, tokenFor } from './tokens.ts';

/** A membership of the target user. */
interface Target {
  role: FanGroupRole;
  status: FanGroupUserStatus;
}

/** How one operation is tried: the group's settings, the target's membership, the request, its success status. */
interface Case {
  group?: GroupValues;
  target?: Target;
  /** The target writes a post first (its slug is the path's third argument). */
  post?: boolean;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (slug: string, targetId: string, postSlug: string) => string;
  payload?: unknown;
  ok: number;
  /** The route lets guests in (a refusal is then 403 or 404, not 401). */
  public?: boolean;
  /** Hidden from whom the table refuses: 404 like a missing group. */
  hides?: boolean;
  /** An operation without a route of its own yet (posts): read from the group's current_user_permissions. */
  permission?: string;
}

const show = (slug: string) => `/v2/fan_groups/${slug}`;

/** Every operation of the rule table, tried over HTTP. */
const CASES: Record<GroupOperation, Case> = {
  view_group: { method: 'GET', path: show, ok: 200, public: true },
  view_private_group: {
    group: { visibility: 'privately_visible' },
    method: 'GET',
    path: show,
    ok: 200,
    public: true,
    hides: true,
  },
  view_unaccepted_group: {
    group: { acceptanceStatus: 'submitted' },
    method: 'GET',
    path: show,
    ok: 200,
    public: true,
    hides: true,
  },
  list_private_members: {
    group: { access: 'privately_accessible' },
    method: 'GET',
    path: (s) => `${show(s)}/users?list=active`,
    ok: 200,
    public: true,
  },
  view_members_only_posts: { method: 'GET', path: show, ok: 200, public: true, permission: 'view_members_only_posts' },
  post_all_users_can_post: { method: 'GET', path: show, ok: 200, public: true, permission: 'post' },
  post_only_authorized: {
    group: { postCreation: 'only_authorized_can_post' },
    method: 'GET',
    path: show,
    ok: 200,
    public: true,
    permission: 'post',
  },
  join: { method: 'POST', path: (s) => `${show(s)}/join`, ok: 200 },
  leave: { method: 'POST', path: (s) => `${show(s)}/leave`, ok: 200 },
  invite: { method: 'POST', path: (s) => `${show(s)}/invite`, payload: { user_slugs: ['mx-invitee'] }, ok: 200 },
  list_pending: { method: 'GET', path: (s) => `${show(s)}/users?list=pending`, ok: 200, public: true },
  list_banned_muted: { method: 'GET', path: (s) => `${show(s)}/users?list=banned_muted`, ok: 200, public: true },
  approve_reject: {
    target: { role: 'pending', status: 'pending' },
    method: 'PUT',
    path: (s, id) => `${show(s)}/users/${id}`,
    payload: { data: { status: 'active' } },
    ok: 200,
  },
  ban_mute: {
    target: { role: 'member', status: 'active' },
    method: 'PUT',
    path: (s, id) => `${show(s)}/users/${id}`,
    payload: { data: { status: 'banned' } },
    ok: 200,
  },
  unban_unmute: {
    target: { role: 'member', status: 'banned' },
    method: 'PUT',
    path: (s, id) => `${show(s)}/users/${id}`,
    payload: { data: { status: 'active' } },
    ok: 200,
  },
  remove_member: {
    target: { role: 'member', status: 'active' },
    method: 'DELETE',
    path: (s, id) => `${show(s)}/users/${id}`,
    ok: 200,
  },
  delete_member_post: {
    target: { role: 'member', status: 'active' },
    post: true,
    method: 'DELETE',
    path: (_s, _id, post) => `/v2/group_posts/${post}`,
    ok: 204,
  },
  change_post_visibility: {
    method: 'PUT',
    path: (s) => `${show(s)}/post_visibility`,
    payload: { data: { post_visibility: 'only_members' } },
    ok: 200,
  },
  change_role: {
    target: { role: 'member', status: 'active' },
    method: 'PUT',
    path: (s, id) => `${show(s)}/users/${id}/role`,
    payload: { data: { role: 'writer' } },
    ok: 200,
  },
  transfer_ownership: {
    target: { role: 'member', status: 'active' },
    method: 'PUT',
    path: (s, id) => `${show(s)}/users/${id}/role`,
    payload: { data: { role: 'owner' } },
    ok: 200,
  },
  edit_group: { method: 'PUT', path: show, payload: { fan_group: { name: 'Renamed group' } }, ok: 200 },
  delete_group: { method: 'DELETE', path: show, ok: 204 },
};

/** The membership each actor holds in the group under test (owner: the group's owner; others: none). */
const MEMBERSHIP: Partial<
  Record<
    GroupActor,
    { role: 'pending' | 'member' | 'writer' | 'moderator' | 'admin'; status: 'pending' | 'active' | 'banned' | 'muted' }
  >
> = {
  pending: { role: 'pending', status: 'pending' },
  member: { role: 'member', status: 'active' },
  writer: { role: 'writer', status: 'active' },
  moderator: { role: 'moderator', status: 'active' },
  admin: { role: 'admin', status: 'active' },
  banned: { role: 'member', status: 'banned' },
  muted: { role: 'member', status: 'muted' },
};

/**
 * The permission matrix of fan groups, generated from the policy's one rule table: every group
 * operation × {guest, non-member, pending, member, writer, moderator, admin, owner, banned,
 * muted, instance admin}, each on a fresh group over HTTP. Allowed: the operation's success;
 * refused: 401 for a guest on a route that needs a user, 404 exactly like a missing group where
 * the rule hides the group, 403 otherwise.
 */
describe('the fan group permission matrix', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const ids = new Map<string, number>();
  let missingBody = '';
  let counter = 0;

  const userToken = (actor: GroupActor) =>
    actor === 'guest' ? undefined : tokens.get(actor === 'owner' ? 'owner' : actor);

  beforeAll(async () => {
    const keys = await createTestKeys();
    t = await createTestApp({ adminEmails: ['mx-instance-admin@example.test'] }, { jwks: () => keys.jwks });
    const { config } = t.app.instance.snapshot();
    await t.app.instance.update({ moduleConfig: withModule(config, 'spaces', true) });
    for (const name of [...GROUP_ACTORS.filter((a) => a !== 'guest'), 'target', 'invitee']) {
      const sub = `mx-${name.replace('_', '-')}`;
      const token = await tokenFor(keys, { sub, slug: sub, email: `${sub}@example.test` });
      tokens.set(name, token);
      const me = await t.app.inject({ method: 'GET', url: '/v2/user/show', headers: bearer(token) });
      expect(me.statusCode, me.body).toBe(200);
      ids.set(name, Number(me.json().data.id));
    }
    missingBody = (await t.app.inject({ method: 'GET', url: '/v2/fan_groups/nothing-987654321' })).body;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('covers every operation of the rule table', () => {
    expect(Object.keys(CASES).sort()).toEqual([...GROUP_OPERATIONS].sort());
    expect(GROUP_ACTORS).toHaveLength(11);
  });

  /**
   * A fresh group owned by the owner user, with the actor's and the target's memberships (and
   * the target's post). A target of role `owner` is the group's owner itself.
   */
  async function fixture(actor: GroupActor, c: Case): Promise<{ slug: string; targetId: number; postSlug: string }> {
    const db = t.database.db as Db;
    const group = await db.transaction(async (tx) =>
      insertGroup(tx as unknown as Db, {
        acceptanceStatus: 'accepted',
        ...c.group,
        name: `Matrix ${++counter}`,
        ownerId: ids.get('owner')!,
      }),
    );
    const m = MEMBERSHIP[actor];
    if (m) await upsertMembership(db, { groupId: group.id, userId: ids.get(actor)!, ...m });
    const ownerTarget = c.target?.role === 'owner';
    const targetId = ids.get(ownerTarget ? 'owner' : 'target')!;
    if (c.target && !ownerTarget) await upsertMembership(db, { groupId: group.id, userId: targetId, ...c.target });
    let postSlug = '';
    if (c.post) {
      const postId = await insertGroupPost(db, {
        groupId: group.id,
        userId: targetId,
        body: '<p>A post of the target</p>',
        images: [],
        mentionedUserIds: [],
        authorRole: c.target?.role === 'pending' || !c.target ? 'member' : c.target.role,
        initialBoost: 0n,
      });
      postSlug = (await findGroupPost(db, postId, undefined))!.slug;
    }
    return { slug: group.slug, targetId, postSlug };
  }

  /** Tries a case as an actor: the response. */
  async function attempt(actor: GroupActor, c: Case) {
    const { slug, targetId, postSlug } = await fixture(actor, c);
    const token = userToken(actor);
    return t.app.inject({
      method: c.method,
      url: c.path(slug, String(targetId), postSlug),
      headers: token ? bearer(token) : {},
      ...(c.payload ? { payload: c.payload as object } : {}),
    });
  }

  for (const op of GROUP_OPERATIONS) {
    for (const actor of GROUP_ACTORS) {
      const allowed = (GROUP_PERMISSIONS[op] as readonly GroupActor[]).includes(actor);
      it(`${op} × ${actor}: ${allowed ? 'allowed' : 'refused'}`, async () => {
        const c = CASES[op];
        const res = await attempt(actor, c);
        if (c.permission) {
          expect(res.statusCode, res.body).toBe(200);
          const permissions = res.json().data.attributes.current_user_permissions as string[];
          expect(permissions.includes(c.permission)).toBe(allowed);
          return;
        }
        if (allowed) {
          expect(res.statusCode, res.body).toBe(c.ok);
          return;
        }
        const expected = actor === 'guest' && !c.public ? 401 : c.hides ? 404 : 403;
        expect(res.statusCode, res.body).toBe(expected);
        expect(isErrorBody(res.json())).toBe(true);
        if (expected === 404) expect(res.body).toBe(missingBody);
      });
    }
  }

  /**
   * The rank dimension, generated from the same table: each operation on another member
   * (`GROUP_RANKED_OPERATIONS`) × each actor the table allows × each role the target may hold,
   * allowed exactly when the actor outranks the target (`spacesPolicy.outranks`), 403 otherwise.
   * The owner is never a target of themselves (their own post is theirs to delete).
   */
  for (const op of GROUP_RANKED_OPERATIONS) {
    const base = CASES[op];
    // A join request has the role `pending` only; a banned owner cannot happen (nobody outranks them).
    const roles: FanGroupRole[] =
      base.target?.status === 'pending'
        ? ['pending']
        : base.target?.status === 'active'
          ? ['member', 'writer', 'moderator', 'admin', 'owner']
          : ['member', 'writer', 'moderator', 'admin'];
    for (const actor of GROUP_PERMISSIONS[op] as readonly GroupActor[]) {
      for (const role of roles) {
        if (actor === 'owner' && role === 'owner') continue;
        const target: Target = { role, status: base.target!.status };
        const allowed = spacesPolicy.outranks(actor, target);
        it(`${op} × ${actor} on a ${role}: ${allowed ? 'allowed' : 'refused'}`, async () => {
          const res = await attempt(actor, { ...base, target });
          expect(res.statusCode, res.body).toBe(allowed ? base.ok : 403);
          if (!allowed) expect(isErrorBody(res.json())).toBe(true);
        });
      }
    }
  }

  it('refuses every actor on the owner but nobody on a member, for every ranked operation', () => {
    const owner: Target = { role: 'owner', status: 'active' };
    const member: Target = { role: 'member', status: 'active' };
    for (const op of GROUP_RANKED_OPERATIONS) {
      for (const actor of GROUP_PERMISSIONS[op] as readonly GroupActor[]) {
        expect(spacesPolicy.outranks(actor, owner)).toBe(false);
        expect(spacesPolicy.outranks(actor, member)).toBe(true);
      }
    }
  });
});
