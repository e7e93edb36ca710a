import { useEffect, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SKELETON_PLACEHOLDERS } from '@tribune/domain';
import { usePageMeta } from '../../kernel/meta.ts';
import { PagedList } from '../../kernel/ui/PagedList.tsx';
import { openAllNotifications, openNotification } from './actions.ts';
import { notificationFailureMessage, reportNotificationFailure } from './failure.ts';
import { useNotificationsUser, useUnreadNotifications } from './hooks.ts';
import { NotificationItem, NotificationSkeletons } from './NotificationItem.tsx';
import { inboxItems, inboxQuery } from './queries.ts';
import './notifications.css';

/** The inbox `{notifications}` (protected): newest first, load more, open one, mark all as read. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('notifications.title'), noCrawl: true });
  const userId = useNotificationsUser();
  if (!userId) return null;
  return <Inbox userId={userId} />;
}

function Inbox({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useInfiniteQuery(inboxQuery(userId));
  const unread = useUnreadNotifications() ?? 0;
  const items = inboxItems(list.data);
  const [marking, setMarking] = useState(false);
  const [markError, setMarkError] = useState<string | null>(null);
  useEffect(() => {
    if (list.error) reportNotificationFailure('list', list.error);
  }, [list.error]);
  const anyUnread = unread > 0 || items.some((n) => n.attributes.opened_at === null);

  const markAll = async () => {
    setMarking(true);
    setMarkError(null);
    try {
      await openAllNotifications(client, userId);
    } catch (error) {
      setMarkError(notificationFailureMessage(error));
    } finally {
      setMarking(false);
    }
  };

  return (
    <div className="page notifications-page" data-testid="notifications-page">
      <div className="notifications-head">
        <h1>{t('notifications.title')}</h1>
        {items.length > 0 ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={marking || !anyUnread}
            aria-busy={marking}
            onClick={() => void markAll()}
            data-testid="notifications-open-all"
          >
            {t('notifications.markAllRead')}
          </button>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {list.isSuccess ? t('notifications.unreadStatus', { count: unread }) : ''}
      </p>
      {markError ? (
        <p className="alert alert-danger" role="alert">
          {t('notifications.markAllError')} <span className="muted">({markError})</span>
        </p>
      ) : null}
      <PagedList
        query={list}
        size={items.length}
        loading={<NotificationSkeletons count={SKELETON_PLACEHOLDERS} />}
        errorMessage={t('notifications.loadError')}
        keepItemsOnError
        empty={
          <div className="notifications-empty" data-testid="notifications-empty">
            <h2>{t('notifications.emptyTitle')}</h2>
            <p className="muted">{t('notifications.emptyText')}</p>
          </div>
        }
        more={{
          wrapClassName: 'notifications-more',
          label: t('notifications.loadMore'),
          loadingLabel: t('notifications.loadingMore'),
        }}
        nextPageError="retry"
      >
        <ul className="notification-list" aria-label={t('notifications.title')}>
          {items.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              onOpen={() => {
                if (n.attributes.opened_at === null) void openNotification(client, userId, n.id);
              }}
            />
          ))}
        </ul>
      </PagedList>
    </div>
  );
}
