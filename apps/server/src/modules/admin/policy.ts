import { consoleAllows } from '@tribune/domain';
import type { UserRow } from '../users/index.ts';
import { definePolicy, refuse } from '../../platform/policy.ts';

/** Permissions of the admin API; who is an admin at all is decided by the caller resolver. */
export const adminPolicy = definePolicy(
  'admin',
  {
    /** 404 ACCOUNT_BANNED for a banned caller, 403 FORBIDDEN for anyone but an admin. */
    administer: (caller, _subject: undefined) =>
      caller?.user.status === 'banned' ? refuse('ACCOUNT_BANNED') : caller?.admin === true,
    /**
     * The members screen (docs/CONSOLE.md "Roles"): admins and moderators list accounts, ban,
     * lock, unlock and verify them.
     */
    members: (caller, _subject: undefined) =>
      caller?.user.status === 'banned' ? refuse('ACCOUNT_BANNED') : consoleAllows(caller?.staffRole, 'members'),
    /**
     * Nobody changes their own status (no locking yourself out by a slip); a moderator acts on
     * fans only, never on a member of the team.
     */
    changeStatus: (caller, target: UserRow) =>
      caller !== undefined && caller.user.id !== target.id && (caller.admin || target.role === 'member'),
    /**
     * Giving and taking the team's roles: an admin, never on their own account (the instance keeps
     * an admin; an ADMIN_EMAILS address is made admin again on its next request anyway).
     */
    changeRole: (caller, target: UserRow) =>
      caller !== undefined && consoleAllows(caller.staffRole, 'roles') && caller.user.id !== target.id,
  },
  {
    messages: {
      changeStatus: 'You cannot change the status of your own account or of a member of the team.',
      changeRole: 'You cannot change your own role.',
    },
  },
);
