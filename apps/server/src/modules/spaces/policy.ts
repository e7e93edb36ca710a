import type {
  FanGroupAcceptance,
  FanGroupAccess,
  FanGroupPostCreation,
  FanGroupPostVisibility,
  FanGroupRole,
  FanGroupUserStatus,
  FanGroupVisibility,
} from '@tribune/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Value } from '../../db/statements.ts';
import { definePolicy, refuse } from '../../platform/policy.ts';
import type { Caller } from '../auth/index.ts';

/**
 * Who a caller is to one group: a guest, an instance admin, or their membership's standing.
 * `non_member` covers no row and the ended ones (rejected, canceled, left); `pending`, `banned`
 * and `muted` are statuses; the others are the roles of active members.
 */
export const GROUP_ACTORS = [
  'guest',
  'non_member',
  'pending',
  'member',
  'writer',
  'moderator',
  'admin',
  'owner',
  'banned',
  'muted',
  'instance_admin',
] as const;
/** A caller's standing in a group. */
export type GroupActor = (typeof GROUP_ACTORS)[number];

const MEMBERS = ['member', 'writer', 'moderator', 'admin', 'owner'] as const;
const MODERATORS = ['moderator', 'admin', 'owner', 'instance_admin'] as const;

/**
 * THE rule table of fan groups (docs/COMMUNITY.md has it as a table): for each operation, the
 * actors allowed. The service asks nothing else; the permission-matrix test is generated from
 * it. Settings that change who may do something are separate operations (a privately visible
 * group, members-only posts, each post creation setting). Operations on another member also
 * need the actor to outrank the target (`outranks`; the policy's `act_on`).
 */
export const GROUP_PERMISSIONS = {
  /** See a publicly visible, accepted group (and its active member list when publicly accessible). */
  view_group: [...GROUP_ACTORS],
  /** See a privately visible group: its members, who asked or were invited, instance admins. */
  view_private_group: ['pending', ...MEMBERS, 'muted', 'instance_admin'],
  /** See a group not (yet) accepted by the instance (submitted or rejected). */
  view_unaccepted_group: ['owner', 'instance_admin'],
  /** See the active member list of a privately accessible group. */
  list_private_members: [...MEMBERS, 'muted', 'instance_admin'],
  /** See posts of a group whose post visibility is `only_members`. */
  view_members_only_posts: [...MEMBERS, 'muted', 'instance_admin'],
  /** Post when the group's creation setting is `all_users_can_post`. */
  post_all_users_can_post: [...MEMBERS, 'instance_admin'],
  /** Post when the group's creation setting is `only_authorized_can_post`. */
  post_only_authorized: ['writer', 'moderator', 'admin', 'owner', 'instance_admin'],
  /** Join (a private group: ask to join). Already in: nothing changes. */
  join: ['non_member', 'pending', ...MEMBERS, 'muted', 'instance_admin'],
  /** Leave (a pending request: cancel it). Not in: nothing changes. */
  leave: ['non_member', 'pending', 'member', 'writer', 'moderator', 'admin', 'muted', 'instance_admin'],
  /** Invite users (owners or moderators, docs/COMMUNITY.md "Who may do what"). */
  invite: [...MODERATORS],
  /** See the pending list. */
  list_pending: [...MODERATORS],
  /** See the banned/muted list. */
  list_banned_muted: [...MODERATORS],
  /** Approve or reject a pending user (docs/COMMUNITY.md "Who may do what"). */
  approve_reject: [...MODERATORS],
  /** Ban or mute an active member. */
  ban_mute: [...MODERATORS],
  /** Take back a ban or a mute. */
  unban_unmute: [...MODERATORS],
  /** Remove a member or a pending user (they may join again). */
  remove_member: [...MODERATORS],
  /** Delete another member's post (its author always may delete their own). */
  delete_member_post: [...MODERATORS],
  /** Change the post visibility (owners or moderators, docs/COMMUNITY.md "Who may do what"). */
  change_post_visibility: [...MODERATORS],
  /** Give an active member another role below the actor's own. */
  change_role: ['admin', 'owner', 'instance_admin'],
  /** Make another active member the owner (the owner becomes an admin). */
  transfer_ownership: ['owner', 'instance_admin'],
  /** Edit the group's name, description, image and settings. */
  edit_group: ['admin', 'owner', 'instance_admin'],
  /** Delete the group. */
  delete_group: ['owner', 'instance_admin'],
} as const satisfies Record<string, readonly GroupActor[]>;

/** An operation of the rule table. */
export type GroupOperation = keyof typeof GROUP_PERMISSIONS;
/** Every operation of the rule table. */
export const GROUP_OPERATIONS = Object.keys(GROUP_PERMISSIONS) as GroupOperation[];

/**
 * The operations on another member (their membership or their post): besides the table, the
 * actor must outrank the target (`outranks`), so a moderator never bans, removes or deletes the
 * posts of another moderator, an admin or the owner. A transfer of ownership is the owner's (or
 * an instance admin's) own operation on any active member, so it is not ranked.
 */
export const GROUP_RANKED_OPERATIONS = [
  'approve_reject',
  'ban_mute',
  'unban_unmute',
  'remove_member',
  'change_role',
  'delete_member_post',
] as const satisfies readonly GroupOperation[];

/** The rank of a role: who may act on whom (an owner over everybody, a member over nobody). */
const RANK: Record<FanGroupRole, number> = { pending: 0, member: 1, writer: 2, moderator: 3, admin: 4, owner: 5 };
/** Instance admins act on everybody but the owner (whose group it stays until transferred). */
const INSTANCE_ADMIN_RANK = 4.5;

/** A membership as the rules read it. */
export interface MembershipFacts {
  role: FanGroupRole;
  status: FanGroupUserStatus;
}

/** The group settings the rules read. */
export interface GroupFacts {
  access: FanGroupAccess;
  visibility: FanGroupVisibility;
  postVisibility: FanGroupPostVisibility;
  postCreation: FanGroupPostCreation;
  acceptanceStatus: FanGroupAcceptance;
}

/**
 * What a reader may see of fan groups (docs/COMMUNITY.md "Who sees a group"), the one visibility
 * rule that a single request (`sees`) and a list statement (`seesSql`) both read:
 * - `see`: the group at all (`canSee`: hidden = 404 exactly like missing);
 * - `see_posts`: the group and its posts (`canSee` and `canSeePosts`);
 * - `list`: the group in a list of groups: as `see`, but a group not (yet) accepted only for its
 *   owner (instance admins find those in the admin list);
 * - `list_posts`: its posts in a list of posts (the feed, a profile's posts): as `see_posts`, of
 *   accepted groups only.
 */
export const GROUP_VISIBILITY_CHECKS = ['see', 'see_posts', 'list', 'list_posts'] as const;
/** One of the visibility checks. */
export type GroupVisibilityCheck = (typeof GROUP_VISIBILITY_CHECKS)[number];

/** A reader as the SQL rule takes them: their user id (or its placeholder, db/statements.ts) and instance rights. */
export interface GroupViewer {
  userId?: Value<number>;
  admin: boolean;
}

/** The columns of a fan_groups row in a statement that the rule reads (the table itself, or an alias's). */
export interface GroupColumns {
  id: SQLWrapper;
  acceptanceStatus: SQLWrapper;
  visibility: SQLWrapper;
  postVisibility: SQLWrapper;
}

/** The actors `actorOf` may answer for a viewer: a guest, an instance admin (the owner stays the owner), another user. */
function possibleActors(viewer: GroupViewer): readonly GroupActor[] {
  if (viewer.userId === undefined) return ['guest'];
  if (viewer.admin) return ['owner', 'instance_admin'];
  return GROUP_ACTORS.filter((a) => a !== 'guest' && a !== 'instance_admin');
}

/**
 * `actorOf` in SQL: the viewer's standing in the group of the row, from their membership row
 * (the same cases in the same order). Only for a signed-in viewer.
 */
function actorSql(viewer: GroupViewer & { userId: Value<number> }, g: GroupColumns): SQL {
  const membership = sql`from fan_group_memberships vm where vm.group_id = ${g.id} and vm.user_id = ${viewer.userId}`;
  if (viewer.admin) {
    return sql`(case when exists (select 1 ${membership} and vm.status = 'active' and vm.role = 'owner')
      then 'owner' else 'instance_admin' end)`;
  }
  return sql`coalesce((select case when vm.status = 'active' and vm.role <> 'pending' then vm.role
      when vm.status in ('pending', 'banned', 'muted') then vm.status else 'non_member' end ${membership}),
    'non_member')`;
}

/**
 * `can(op, actor)` in SQL for the viewer: true or false when every actor they may be is allowed or
 * refused (a guest always), otherwise their standing among the allowed actors.
 */
function canSql(op: GroupOperation, viewer: GroupViewer, g: GroupColumns): SQL {
  const allowed = GROUP_PERMISSIONS[op] as readonly GroupActor[];
  const possible = possibleActors(viewer);
  const hits = possible.filter((a) => allowed.includes(a));
  if (hits.length === 0) return sql`false`;
  if (hits.length === possible.length || viewer.userId === undefined) return sql`true`; // a guest is one actor
  const actors = sql.join(
    hits.map((a) => sql`${a}`),
    sql`, `,
  );
  return sql`${actorSql({ ...viewer, userId: viewer.userId }, g)} in (${actors})`;
}

/** Whether the viewer is the group's owner, in SQL (`actor === 'owner'`). */
function ownerSql(viewer: GroupViewer, g: GroupColumns): SQL {
  if (viewer.userId === undefined) return sql`false`;
  return sql`${actorSql({ ...viewer, userId: viewer.userId }, g)} = 'owner'`;
}

/** Whether an actor may do an operation (the table, nothing else). */
function allowed(op: GroupOperation, actor: GroupActor): boolean {
  return (GROUP_PERMISSIONS[op] as readonly GroupActor[]).includes(actor);
}

/** The rank an actor acts with on other members. */
function rankOf(actor: GroupActor): number {
  if (actor === 'instance_admin') return INSTANCE_ADMIN_RANK;
  return actor in RANK ? RANK[actor as FanGroupRole] : 0;
}

/** Whether an actor outranks a membership (moderators act on writers and members, never on peers). */
function outranks(actor: GroupActor, target: MembershipFacts): boolean {
  return rankOf(actor) > RANK[target.role];
}

/**
 * The standing a post's author has in its group for the rank rule: their current role while
 * they are a member (active, muted or banned); one who left or was removed ranks as nobody.
 */
function authorStanding(membership: MembershipFacts | undefined): MembershipFacts {
  const member = membership && ['active', 'muted', 'banned'].includes(membership.status);
  return member ? membership : { role: 'pending', status: 'left' };
}

/** Whether an actor sees a group at all (hidden = 404 exactly like missing). */
function canSee(group: Pick<GroupFacts, 'acceptanceStatus' | 'visibility'>, actor: GroupActor): boolean {
  if (group.acceptanceStatus !== 'accepted' && !allowed('view_unaccepted_group', actor)) return false;
  if (group.visibility === 'privately_visible' && !allowed('view_private_group', actor)) return false;
  return allowed('view_group', actor);
}

/** Whether an actor reads the posts of this group under its post visibility (given they see the group). */
function canSeePosts(group: Pick<GroupFacts, 'postVisibility'>, actor: GroupActor): boolean {
  return group.postVisibility === 'all_users' || allowed('view_members_only_posts', actor);
}

/** Whether an actor may write a post in the group (under its creation setting). */
function canPost(group: Pick<GroupFacts, 'postCreation'>, actor: GroupActor): boolean {
  return allowed(
    group.postCreation === 'all_users_can_post' ? 'post_all_users_can_post' : 'post_only_authorized',
    actor,
  );
}

/** A caller's standing in one group: the subject of the rules of the table. */
export interface Standing {
  actor: GroupActor;
}

/** A standing with the group settings a rule reads. */
export interface StandingIn<K extends keyof GroupFacts> extends Standing {
  group: Pick<GroupFacts, K>;
}

/** A post as the rules of deleting and editing it read it. */
export interface PostFacts {
  /** Its author. */
  userId: number;
  /** Its author's membership of the group, now (the rank rule reads it). */
  authorMembership?: MembershipFacts | null;
}

type TableRules = { [Op in GroupOperation]: (caller: Caller | undefined, subject: Standing) => boolean };

/** The rules of the table, one per operation. */
const tableRules = Object.fromEntries(
  GROUP_OPERATIONS.map((op) => [op, (_caller: Caller | undefined, s: Standing) => allowed(op, s.actor)]),
) as TableRules;

/** Whether the actor may post under the group's creation setting; a muted or banned member is told so. */
const post = (_caller: Caller | undefined, s: StandingIn<'postCreation'>) => {
  if (canPost(s.group, s.actor)) return true;
  if (s.actor === 'muted') return refuse('FORBIDDEN', 'You are muted in this group: you cannot post.');
  if (s.actor === 'banned') return refuse('GROUP_BANNED');
  return refuse('FORBIDDEN', 'You cannot post in this group.');
};

/** Whether the caller may read the group's posts (members-only posts need membership). */
const readPosts = (_caller: Caller | undefined, s: StandingIn<'postVisibility'>) => canSeePosts(s.group, s.actor);

/**
 * The rules of fan groups, all read from GROUP_PERMISSIONS: one action per operation of the table
 * (asked with the caller's standing, `actorOf`), and the rules built on it. The actions `see` and
 * `see_post` hide (404 exactly like missing).
 */
const groupPolicy = definePolicy(
  'spaces',
  {
    ...tableRules,
    /** The group at all. */
    see: (_caller, s: StandingIn<'acceptanceStatus' | 'visibility'>) => canSee(s.group, s.actor),
    /** The group's posts, listed (403 when for members only). */
    read_posts: readPosts,
    /** One post of the group (404 when its group's posts are not for the caller). */
    see_post: readPosts,
    /** Write a post under the group's creation setting. */
    post,
    /** Edit a post: its author only, while they may still post in the group (a post without a group: never). */
    edit_post: (caller, s: Standing & { group: { postCreation: FanGroupPostCreation | null }; post: PostFacts }) => {
      if (!caller || s.post.userId !== caller.user.id) return refuse('FORBIDDEN', 'Only its author can edit a post.');
      const creation = s.group.postCreation;
      return creation !== null && post(caller, { actor: s.actor, group: { postCreation: creation } });
    },
    /**
     * Delete a post: its author, or the table's moderators (`delete_member_post`) who outrank its
     * author's current standing (a moderator never deletes the posts of a peer, an admin or the owner).
     */
    delete_post: (caller, s: Standing & { post: PostFacts }) => {
      if (!caller) return false;
      if (s.post.userId === caller.user.id) return true;
      if (!allowed('delete_member_post', s.actor)) return false;
      return (
        outranks(s.actor, authorStanding(s.post.authorMembership ?? undefined)) ||
        refuse('FORBIDDEN', 'You cannot delete the post of a member of your rank or above.')
      );
    },
    /** Read one of the member lists. */
    list_members: (_caller, s: StandingIn<'access'> & { list: 'active' | 'pending' | 'banned_muted' }) => {
      if (s.list === 'pending') return allowed('list_pending', s.actor);
      if (s.list === 'banned_muted') return allowed('list_banned_muted', s.actor);
      return s.group.access === 'publicly_accessible' || allowed('list_private_members', s.actor);
    },
    /** Change some member's status (asked before telling whether the target exists). */
    moderate: (_caller, s: Standing) =>
      (['approve_reject', 'ban_mute', 'unban_unmute'] as const).some((op) => allowed(op, s.actor)),
    /** Act on another member: the actor outranks them. */
    act_on: (_caller, s: Standing & { target: MembershipFacts }) =>
      outranks(s.actor, s.target) || refuse('FORBIDDEN', 'You cannot change a member of your rank or above.'),
    /** Give a role: only below the actor's own rank (transfers of ownership are their own operation). */
    give_role: (_caller, s: Standing & { role: FanGroupRole }) =>
      (s.role !== 'pending' && s.role !== 'owner' && rankOf(s.actor) > RANK[s.role]) ||
      refuse('FORBIDDEN', 'You can only give roles below your own.'),
  },
  { hides: ['see', 'see_post'], messages: { read_posts: 'The posts of this group are for its members only.' } },
);

/**
 * The policy of fan groups (`can` / `authorize`), with the caller's standing it is asked with
 * (`actorOf`), the visibility rule in its JS and SQL forms (`sees`, `seesSql`) and the plain
 * helpers of memberships.
 */
export const spacesPolicy = {
  ...groupPolicy,

  /** The caller's standing in a group from their membership (undefined: none); only their instance rights are read. */
  actorOf(caller: Pick<Caller, 'admin'> | undefined, membership: MembershipFacts | undefined): GroupActor {
    if (!caller) return 'guest';
    const status = membership?.status;
    const owner = status === 'active' && membership?.role === 'owner';
    // Instance admins keep their rights in groups they belong to; an owner stays the owner.
    if (caller.admin && !owner) return 'instance_admin';
    if (status === 'active' && membership && membership.role !== 'pending') return membership.role;
    if (status === 'pending' || status === 'banned' || status === 'muted') return status;
    return 'non_member';
  },

  /** The caller as the SQL form of the visibility rule (`seesSql`) takes them. */
  viewerOf(caller: Caller | undefined): { userId?: number; admin: boolean } {
    return { userId: caller?.user.id, admin: caller?.admin === true };
  },

  /**
   * The visibility rule (GROUP_VISIBILITY_CHECKS) for one group and actor. `seesSql` is the same
   * rule as a condition of a statement; spaces-visibility.int.test.ts checks that they agree.
   */
  sees(check: GroupVisibilityCheck, group: Omit<GroupFacts, 'access' | 'postCreation'>, actor: GroupActor): boolean {
    if (!canSee(group, actor)) return false;
    const accepted = group.acceptanceStatus === 'accepted';
    if (check === 'see') return true;
    if (check === 'list') return accepted || actor === 'owner';
    if (check === 'list_posts' && !accepted) return false;
    return canSeePosts(group, actor);
  },

  /**
   * `sees` as a condition on the group row `g` of a statement, for a viewer: the groups (or posts
   * of groups) `sees` allows, with each case read from GROUP_PERMISSIONS as `canSee` and
   * `canSeePosts` read it, and the standing computed as `actorOf` computes it.
   */
  seesSql(check: GroupVisibilityCheck, viewer: GroupViewer, g: GroupColumns): SQL {
    const accepted = sql`${g.acceptanceStatus} = 'accepted'`;
    const seen = sql`(${accepted} or ${canSql('view_unaccepted_group', viewer, g)})
      and (${g.visibility} <> 'privately_visible' or ${canSql('view_private_group', viewer, g)})
      and ${canSql('view_group', viewer, g)}`;
    const posts = sql`(${g.postVisibility} = 'all_users' or ${canSql('view_members_only_posts', viewer, g)})`;
    switch (check) {
      case 'see':
        return sql`(${seen})`;
      case 'list':
        return sql`(${seen} and (${accepted} or ${ownerSql(viewer, g)}))`;
      case 'see_posts':
        return sql`(${seen} and ${posts})`;
      case 'list_posts':
        return sql`(${accepted} and ${seen} and ${posts})`;
    }
  },

  /** Whether an actor outranks a membership (moderators act on writers and members, never on peers). */
  outranks,

  /**
   * The operation a status change of a member is (docs/COMMUNITY.md "Memberships": pending to active or rejected;
   * active to banned or muted, and back), or undefined when the change is not allowed.
   */
  statusChange(from: FanGroupUserStatus, to: FanGroupUserStatus): GroupOperation | undefined {
    if (from === 'pending' && (to === 'active' || to === 'rejected')) return 'approve_reject';
    if (
      (from === 'active' || from === 'muted' || from === 'banned') &&
      (to === 'banned' || to === 'muted') &&
      from !== to
    )
      return 'ban_mute';
    if ((from === 'banned' || from === 'muted') && to === 'active') return 'unban_unmute';
    return undefined;
  },

  /** Whether a membership counts in members_count: active members (the active list; muted ones are on the banned/muted list). */
  counts(status: FanGroupUserStatus | undefined): boolean {
    return status === 'active';
  },
};
