import { Link } from '../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { localePath } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { Icon } from '../../kernel/ui/Icon.tsx';
import { useUnreadNotifications } from './hooks.ts';
import './bell.css';

/** The badge text: the count, '99+' above 99. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The unread badge (nothing at 0); decorative, the link's name says the count. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="notification-badge" aria-hidden="true" data-testid="notification-badge">
      {badgeText(count)}
    </span>
  );
}

/** The header's bell: a link to the inbox with the unread badge; only for signed-in users with the module on. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { locale, words, routeName } = useShell();
  const count = useUnreadNotifications();
  if (count === null) return null;
  const label = count > 0 ? t('notifications.bell.unread', { count }) : t('notifications.bell.label');
  return (
    <Link
      to={localePath(locale, words.notifications)}
      className="notification-bell"
      aria-label={label}
      title={label}
      aria-current={routeName === 'notifications' ? 'page' : undefined}
      data-testid="notification-bell"
    >
      <Icon name="bell" />
      <UnreadBadge count={count} />
    </Link>
  );
}
