import { definePolicy } from '../../platform/policy.ts';

/** Who gets web push (docs/NOTIFICATIONS.md "Web push"); asked by the delivery job, with no caller. */
export const pushPolicy = definePolicy('push', {
  /** A banned user's browsers are not pushed to. */
  receive: (_caller, recipient: { userStatus: string }) => recipient.userStatus !== 'banned',
});
