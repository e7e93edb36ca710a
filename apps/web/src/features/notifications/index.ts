import { lazy } from 'react';

// The notifications feature's public surface. Its pages (NotificationsPage, NotificationPage) are
// loaded lazily by the shell; the settings section and the live center load on demand too, so only
// the bell and the counter are in the first JavaScript.

export { NotificationBell, UnreadBadge } from './NotificationBell.tsx';
export { useUnreadNotifications } from './hooks.ts';

/** Drops this browser's push subscription (a deliberate sign-out); its code loads only then. */
export async function forgetPushOnThisDevice(): Promise<void> {
  await (await import('./push.ts')).forgetPushOnThisDevice();
}

/** The live part (counter updates, inbox updates, prompt dialogs); the shell mounts it after first paint. */
export const NotificationCenter = lazy(() =>
  import('./NotificationCenter.tsx').then((m) => ({ default: m.NotificationCenter })),
);

/** The notifications section of the settings page. */
export const NotificationSettings = lazy(() => import('./NotificationSettings.tsx'));
