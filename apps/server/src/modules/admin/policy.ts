import type { UserRow } from '../users/index.ts';
import { definePolicy, refuse } from '../../platform/policy.ts';

/** Permissions of the admin API; who is an admin at all is decided by the caller resolver. */
export const adminPolicy = definePolicy(
  'admin',
  {
    /** 404 ACCOUNT_BANNED for a banned caller, 403 FORBIDDEN for anyone but an admin. */
    administer: (caller, _subject: undefined) =>
      caller?.user.status === 'banned' ? refuse('ACCOUNT_BANNED') : caller?.admin === true,
    /** An admin cannot change their own status (no locking yourself out by a slip). */
    changeStatus: (caller, target: UserRow) => caller !== undefined && caller.user.id !== target.id,
  },
  { messages: { changeStatus: 'You cannot change the status of your own account.' } },
);
