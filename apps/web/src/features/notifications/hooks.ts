import { moduleEnabled } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { useSession } from '../../kernel/session/session.ts';
import { useNotificationsState } from './store.ts';

/** The signed-in user's id when notifications are on for them (signed in, module on), else null. */
export function useNotificationsUser(): string | null {
  const { config, flags } = useShell();
  const { user, status } = useSession();
  if (status !== 'signedIn' || !user || !moduleEnabled('notifications', config, flags)) return null;
  return user.id;
}

/** The unopened count: live from the store, else the user's `open_notifications`; null when off. */
export function useUnreadNotifications(): number | null {
  const userId = useNotificationsUser();
  const { user } = useSession();
  const state = useNotificationsState();
  if (!userId) return null;
  if (state.userId === userId && state.count !== null) return state.count;
  const stored = user?.open_notifications;
  return typeof stored === 'number' && Number.isFinite(stored) ? Math.max(0, stored) : 0;
}
