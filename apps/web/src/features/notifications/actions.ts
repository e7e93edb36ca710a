import type { QueryClient } from '@tanstack/react-query';
import { notificationsApi } from './api.ts';
import { reportNotificationFailure } from './failure.ts';
import { applyOpened, notificationKeys } from './queries.ts';
import { notificationsStore } from './store.ts';

const opening = new Map<string, Promise<void>>();

/**
 * Opens one notification on the server (once at a time per id): the caches show it opened at once,
 * the counter follows the server's answer. A failure is reported and leaves it unopened.
 */
export function openNotification(client: QueryClient, userId: string, id: string): Promise<void> {
  const running = opening.get(id);
  if (running) return running;
  applyOpened(client, userId, [id], false);
  const call = notificationsApi
    .open(id)
    .then(({ openNotifications }) => {
      notificationsStore.dispatch({ type: 'opened', ids: [id], all: false, openNotifications });
    })
    .catch((error: unknown) => {
      reportNotificationFailure('open', error);
      void client.invalidateQueries({ queryKey: notificationKeys.user(userId) });
    })
    .finally(() => opening.delete(id));
  opening.set(id, call);
  return call;
}

/**
 * Open-all: the counter goes to 0 at once, every loaded notification shows opened; the answer's count
 * and ids are kept in the store. Rejects with the failure (the page says so); the caches are reloaded.
 */
export async function openAllNotifications(client: QueryClient, userId: string): Promise<void> {
  const before = notificationsStore.getSnapshot().count;
  notificationsStore.dispatch({ type: 'openAllStarted' });
  applyOpened(client, userId, [], true);
  try {
    const answer = await notificationsApi.openAll();
    notificationsStore.dispatch({ type: 'openAllDone', ...answer });
  } catch (error) {
    reportNotificationFailure('open all', error);
    if (before !== null) notificationsStore.dispatch({ type: 'userLoaded', openNotifications: before });
    void client.invalidateQueries({ queryKey: notificationKeys.user(userId) });
    throw error;
  }
}

/** Hides the prompt dialog on screen: out of the queue and, unless opened already, counter down and opened on the server. */
export function hidePrompt(client: QueryClient, userId: string, id: string): void {
  const shown = notificationsStore.getSnapshot().queue.find((n) => n.id === id);
  notificationsStore.dispatch({ type: 'promptHidden', id });
  if (shown && shown.attributes.opened_at === null) void openNotification(client, userId, id);
}

/**
 * App start (docs/NOTIFICATIONS.md "Web app"): the newest unopened notification with a prompt dialog is shown and
 * opened; the answer's unopened count is the counter's start.
 */
export async function showStartPrompt(client: QueryClient, userId: string): Promise<void> {
  try {
    const page = await notificationsApi.list({
      page: 1,
      per_page: 1,
      'filter[unopened]': true,
      'filter[prompt_dialog]': true,
    });
    const newest = page.items[0];
    if (!newest || notificationsStore.getSnapshot().userId !== userId) return;
    const before = notificationsStore.getSnapshot();
    notificationsStore.dispatch({ type: 'promptFound', notification: newest });
    if (notificationsStore.getSnapshot() === before) return;
    // Marked first: the socket's echo of this open must not take the dialog off the screen.
    notificationsStore.dispatch({ type: 'promptOpened', id: newest.id });
    await openNotification(client, userId, newest.id);
  } catch (error) {
    reportNotificationFailure('start prompt', error);
  }
}
