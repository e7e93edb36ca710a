import { definePolicy, refuse } from '../../platform/policy.ts';
import type { UserRow } from './repository.ts';

/** Who may do what with accounts (docs/ACCOUNTS.md), asked by the service. */
export const userPolicy = definePolicy(
  'users',
  {
    /** A banned caller may not use their account (the app shows the banned alert on this 404 ACCOUNT_BANNED). */
    useAccount: (caller, _subject: undefined) => caller?.user.status !== 'banned' || refuse('ACCOUNT_BANNED'),
    /** Anyone may see an existing, not banned profile; private fields are never part of it. */
    seeProfile: (_caller, target: UserRow) => target.deletedAt === null && target.status !== 'banned',
    /** Blocking oneself is refused. */
    block: (caller, target: UserRow) =>
      caller !== undefined &&
      (caller.user.id !== target.id ||
        refuse('CANNOT_BLOCK_SELF', undefined, { base: ['You cannot block yourself.'] })),
  },
  { hides: ['seeProfile'] },
);
