import { Link } from '../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { notificationPath, notificationSummary, type NotificationWire } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { Avatar } from '../../kernel/ui/Avatar.tsx';
import { Icon } from '../../kernel/ui/Icon.tsx';
import { VerifiedBadge } from '../profiles/index.ts';
import { absoluteTime, relativeTime } from '../../kernel/time.ts';

/** What one notification shows: its summary in the reader's language and where it leads. */
export function useNotificationView(n: NotificationWire) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const summary = notificationSummary({ key: n.attributes.key, parameters: n.attributes.parameters }, (key, vars) =>
    t(key, vars ?? {}),
  );
  const path = notificationPath(
    { id: n.id, key: n.attributes.key, parameters: n.attributes.parameters },
    words,
    locale,
  );
  return { summary, path, actor: n.attributes.parameters.actor ?? null, locale };
}

/** One entry of the inbox: a link to what it is about; opening it marks it opened. */
export function NotificationItem({ notification, onOpen }: { notification: NotificationWire; onOpen: () => void }) {
  const { t } = useTranslation();
  const { summary, path, actor, locale } = useNotificationView(notification);
  const unread = notification.attributes.opened_at === null;
  const at = notification.attributes.updated_at || notification.attributes.created_at;
  return (
    <li className={unread ? 'notification-item notification-unread' : 'notification-item'} data-testid="notification">
      <Link to={path} className="notification-link" onClick={onOpen}>
        {actor ? (
          <Avatar name={actor.display_name} src={null} className="notification-avatar" />
        ) : (
          <span className="notification-avatar notification-avatar-empty" aria-hidden="true">
            <Icon name="bell" />
          </span>
        )}
        <span className="notification-main">
          <span className="notification-title">
            {unread ? <span className="visually-hidden">{t('notifications.unread')}: </span> : null}
            {summary.title}
          </span>
          {summary.text ? (
            <span className="notification-text">
              {summary.text}
              {actor?.verified ? <VerifiedBadge inline /> : null}
            </span>
          ) : null}
          <time className="notification-time" dateTime={at} title={absoluteTime(at, locale)}>
            {relativeTime(at, locale)}
          </time>
        </span>
        {unread ? <span className="notification-dot" aria-hidden="true" /> : null}
      </Link>
    </li>
  );
}

/** The inbox's loading placeholder: rows of the final size. */
export function NotificationSkeletons({ count }: { count: number }) {
  return (
    <ul className="notification-list" aria-hidden="true" data-testid="skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="notification-item">
          <span className="notification-link">
            <span className="notification-avatar skeleton" />
            <span className="notification-main">
              <span className="skeleton skeleton-line notification-skeleton-title" />
              <span className="skeleton skeleton-line" />
              <span className="skeleton skeleton-line notification-skeleton-time" />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
