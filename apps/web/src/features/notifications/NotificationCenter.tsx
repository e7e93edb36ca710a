import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { realtime } from '../../kernel/realtime/hub.ts';
import { useSession } from '../../kernel/session/session.ts';
import { loadUser } from '../../kernel/session/session-actions.ts';
import { Dialog } from '../../kernel/ui/Dialog.tsx';
import { hidePrompt, showStartPrompt } from './actions.ts';
import { useNotificationsUser } from './hooks.ts';
import { applyOpened, applyReceived, notificationKeys } from './queries.ts';
import { notificationsStore, useNotificationsState } from './store.ts';

/** A reconnect catches up (count, inbox, missed prompt dialogs) at most this often. */
const CATCH_UP_MS = 10_000;

/**
 * The notifications of the signed-in user while the app runs: the counter follows the user's
 * `open_notifications` and the live events, new notifications reach the inbox without a reload,
 * and prompt dialogs are shown one at a time (`showPrompts` false keeps them back while another
 * modal, the cookie question, is up).
 */
export function NotificationCenter({ showPrompts = true }: { showPrompts?: boolean }) {
  const userId = useNotificationsUser();
  const { user } = useSession();
  const client = useQueryClient();

  useEffect(() => {
    notificationsStore.dispatch({ type: 'user', userId });
  }, [userId]);

  // Every load of the user brings the server's count.
  const open = user?.open_notifications;
  useEffect(() => {
    if (userId && typeof open === 'number')
      notificationsStore.dispatch({ type: 'userLoaded', openNotifications: open });
  }, [userId, open, user]);

  const lastCatchUp = useRef(0);
  useEffect(() => {
    if (!userId) return;
    lastCatchUp.current = Date.now();
    void showStartPrompt(client, userId);
    return realtime.subscribe((event) => {
      if (event.type === 'ready') {
        // A reconnect: events may have been missed. The user's count, what is on screen and a
        // waiting prompt dialog are asked again (not for the first connect, right after the start).
        if (Date.now() - lastCatchUp.current < CATCH_UP_MS) return;
        lastCatchUp.current = Date.now();
        loadUser().catch(() => undefined);
        void client.invalidateQueries({ queryKey: notificationKeys.user(userId) });
        void showStartPrompt(client, userId);
      } else if (event.type === 'notification') {
        notificationsStore.dispatch({
          type: 'received',
          notification: event.notification,
          openNotifications: event.open_notifications,
        });
        applyReceived(client, userId, event.notification);
      } else if (event.type === 'notifications_opened') {
        notificationsStore.dispatch({
          type: 'opened',
          ids: event.ids,
          all: event.all,
          openNotifications: event.open_notifications,
        });
        applyOpened(client, userId, event.ids, event.all);
      }
      // Chat's events are chat's.
    });
  }, [userId, client]);

  if (!userId || !showPrompts) return null;
  return <PromptDialog userId={userId} />;
}

/** The first queued prompt dialog (docs/NOTIFICATIONS.md "Web app"). */
function PromptDialog({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { queue } = useNotificationsState();
  const head = queue[0];
  const dialog = head?.attributes.parameters.prompt_dialog;
  if (!head) return null;
  const close = () => hidePrompt(client, userId, head.id);
  return (
    <Dialog
      key={head.id}
      open
      title={dialog?.title || t('notifications.prompt.fallbackTitle')}
      onClose={close}
      size="small"
      testId="notification-prompt"
      footer={
        <button type="button" className="button" onClick={close}>
          {t('notifications.prompt.ok')}
        </button>
      }
    >
      <p className="notification-prompt-body">{dialog?.body ?? ''}</p>
    </Dialog>
  );
}
