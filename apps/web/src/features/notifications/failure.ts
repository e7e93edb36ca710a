import { ApiError } from '@tribune/api-client';

/** The fixed fallback name notification failures are reported with (docs/DECISIONS.md "Failures in the app"). */
export const NOTIFICATION_FAILURE = 'Notification Error';

/** The message of a failed notification call: the error body's text, or 'Notification Error'. */
export function notificationFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.body?.error) return error.body.error;
  return NOTIFICATION_FAILURE;
}

/** Reports a failed notification call (the console is the app's error report today). */
export function reportNotificationFailure(what: string, error: unknown): void {
  console.error(`${NOTIFICATION_FAILURE}: ${what}: ${notificationFailureMessage(error)}`, error);
}
