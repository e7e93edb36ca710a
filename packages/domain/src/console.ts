/**
 * The operator console's roles and areas (docs/CONSOLE.md "Roles"): who of an instance's team may
 * open which area of `/{locale}/admin`. The server's caller gate asks `consoleAllows` for every
 * console route (`config.access: 'console:<area>'`); the web app hides what the server would refuse
 * by asking the same table.
 */

/** The team's roles: an instance admin (everything), a moderator, an editor. */
export const STAFF_ROLES = ['admin', 'moderator', 'editor'] as const;
/** A role of the instance's team. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A user's role on the instance: a fan (`member`) or one of the team's. */
export const USER_ROLES = ['member', ...STAFF_ROLES] as const;
/** A user's role on the instance. */
export type UserRole = (typeof USER_ROLES)[number];

/** The console's areas, each a screen (or a group of screens) of `/{locale}/admin/{area}`. */
export const CONSOLE_AREAS = [
  'dashboard',
  'setup',
  'content',
  'participation',
  'moderation',
  'members',
  'roles',
  'nfts',
  'shop',
  'audit',
] as const;
/** An area of the console. */
export type ConsoleArea = (typeof CONSOLE_AREAS)[number];

/**
 * The one table of who may open what: an admin everything; a moderator moderation and members (no
 * setup, no money); an editor contents and participation. `roles` (giving and taking the team's
 * roles) and `audit` are the admins'.
 */
export const CONSOLE_AREA_ROLES: Readonly<Record<ConsoleArea, readonly StaffRole[]>> = {
  dashboard: ['admin', 'moderator', 'editor'],
  setup: ['admin'],
  content: ['admin', 'editor'],
  participation: ['admin', 'editor'],
  moderation: ['admin', 'moderator'],
  members: ['admin', 'moderator'],
  roles: ['admin'],
  nfts: ['admin'],
  shop: ['admin'],
  audit: ['admin'],
};

/** Whether a role may use an area of the console (no role: never). */
export function consoleAllows(role: StaffRole | null | undefined, area: ConsoleArea): boolean {
  return !!role && CONSOLE_AREA_ROLES[area].includes(role);
}

/** The areas a role may open, in the console's order. */
export function consoleAreasOf(role: StaffRole | null | undefined): ConsoleArea[] {
  return CONSOLE_AREAS.filter((area) => consoleAllows(role, area));
}

/** Whether a user role is one of the team's. */
export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}
