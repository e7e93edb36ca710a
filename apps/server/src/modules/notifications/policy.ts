import { definePolicy } from '../../platform/policy.ts';

/**
 * Who may do what with notifications (docs/NOTIFICATIONS.md). Each user's inbox is their own:
 * its queries read only the caller's rows (repository.ts), so another user's notification answers
 * 404 like a missing one.
 */
export const notificationsPolicy = definePolicy(
  'notifications',
  {
    /** An announcement reaches an active user; a banned one is not there for it (404). */
    announceTo: (_caller, user: { status: string }) => user.status !== 'banned',
  },
  { hides: ['announceTo'] },
);
