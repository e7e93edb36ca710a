/**
 * Fan groups (spaces) and their memberships: the spec's enumerations verbatim (docs/COMMUNITY.md "Community: fan groups (spaces)")
 * and the pure slug rule server and web share. docs/COMMUNITY.md has the decisions the spec
 * leaves open (who may do what, the acceptance review, member counts).
 */

/** Who may join a group: everybody at once, or by a request a moderator approves (docs/COMMUNITY.md "Groups"). */
export const FAN_GROUP_ACCESS = ['publicly_accessible', 'privately_accessible'] as const;
/** A group's access. */
export type FanGroupAccess = (typeof FAN_GROUP_ACCESS)[number];

/** Who may find and see a group (docs/COMMUNITY.md "Groups"). */
export const FAN_GROUP_VISIBILITY = ['publicly_visible', 'privately_visible'] as const;
/** A group's visibility. */
export type FanGroupVisibility = (typeof FAN_GROUP_VISIBILITY)[number];

/** Who may read a group's posts (docs/COMMUNITY.md "Groups"). */
export const FAN_GROUP_POST_VISIBILITY = ['all_users', 'only_members'] as const;
/** A group's post visibility. */
export type FanGroupPostVisibility = (typeof FAN_GROUP_POST_VISIBILITY)[number];

/** Who may write posts in a group (docs/COMMUNITY.md "Groups"). */
export const FAN_GROUP_POST_CREATION = ['all_users_can_post', 'only_authorized_can_post'] as const;
/** A group's post creation setting. */
export type FanGroupPostCreation = (typeof FAN_GROUP_POST_CREATION)[number];

/** Whose group posts reach the feed (docs/COMMUNITY.md "Groups"). */
export const FAN_GROUP_FEED_VISIBILITY = [
  'members_posts',
  'writers_posts',
  'moderators_posts',
  'admins_posts',
  'owners_posts',
] as const;
/** A group's feed visibility. */
export type FanGroupFeedVisibility = (typeof FAN_GROUP_FEED_VISIBILITY)[number];

/**
 * A group's acceptance by the instance's admins. The spec names `rejected` and `submitted`
 * (docs/COMMUNITY.md "Review by the instance"); `accepted` is ours: the state of a group that is live.
 */
export const FAN_GROUP_ACCEPTANCE = ['rejected', 'submitted', 'accepted'] as const;
/** A group's acceptance status. */
export type FanGroupAcceptance = (typeof FAN_GROUP_ACCEPTANCE)[number];

/** Group roles (docs/COMMUNITY.md "Memberships"), verbatim. */
export const FAN_GROUP_ROLES = ['member', 'writer', 'moderator', 'admin', 'owner', 'pending'] as const;
/** A group role. */
export type FanGroupRole = (typeof FAN_GROUP_ROLES)[number];

/** Group user statuses (docs/COMMUNITY.md "Memberships"), verbatim. */
export const FAN_GROUP_USER_STATUSES = [
  'pending',
  'active',
  'rejected',
  'canceled',
  'left',
  'banned',
  'muted',
] as const;
/** A group user status. */
export type FanGroupUserStatus = (typeof FAN_GROUP_USER_STATUSES)[number];

/** The three member lists of a group (active, pending, banned/muted; docs/COMMUNITY.md "Who may do what"). */
export const FAN_GROUP_USER_LISTS = ['active', 'pending', 'banned_muted'] as const;
/** One of a group's member lists. */
export type FanGroupUserList = (typeof FAN_GROUP_USER_LISTS)[number];

/** "Pending group users reloaded from page 1 when fewer than 5 remain" (docs/COMMUNITY.md "The list"). */
export const PENDING_RELOAD_BELOW = 5;

/** The id a group slug ends in ("A group slug ends in '-{id}'", docs/COMMUNITY.md "Groups"); undefined when it has none. */
export function fanGroupIdOfSlug(slug: string): number | undefined {
  const m = /(?:^|-)([1-9][0-9]{0,15})$/.exec(slug);
  if (!m) return undefined;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** A group's slug: its name in lower-case ASCII words joined by hyphens, then `-{id}`. */
export function fanGroupSlug(name: string, id: number): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return `${words || 'group'}-${id}`;
}
