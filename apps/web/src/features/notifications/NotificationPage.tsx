import { useEffect } from 'react';
import { Link } from '../../kernel/router.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localePath, type NotificationWire } from '@tribune/domain';
import { usePageMeta } from '../../kernel/meta.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { Avatar } from '../../kernel/ui/Avatar.tsx';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { NotFoundState } from '../../kernel/ui/NotFoundState.tsx';
import { PageSkeleton } from '../../kernel/ui/Skeleton.tsx';
import { absoluteTime } from '../../kernel/time.ts';
import { VerifiedBadge } from '../profiles/index.ts';
import { openNotification } from './actions.ts';
import { isNotFound } from './api.ts';
import { reportNotificationFailure } from './failure.ts';
import { useNotificationsUser } from './hooks.ts';
import { useNotificationView } from './NotificationItem.tsx';
import { notificationQuery } from './queries.ts';
import './notifications.css';

/** `{notifications}/{id}` (protected): one notification, opened on sight, with a way to what it is about. */
export default function NotificationPage() {
  const { t } = useTranslation();
  const { params } = useShell();
  const userId = useNotificationsUser();
  const id = params.id ?? '';
  usePageMeta({ title: t('notifications.title'), noCrawl: true });
  if (!userId) return null;
  return <NotificationDetail userId={userId} id={id} />;
}

function NotificationDetail({ userId, id }: { userId: string; id: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const one = useQuery(notificationQuery(userId, id));
  const unopened = one.data?.attributes.opened_at === null;
  useEffect(() => {
    if (unopened) void openNotification(client, userId, id);
  }, [unopened, client, userId, id]);
  useEffect(() => {
    if (one.error && !isNotFound(one.error)) reportNotificationFailure('show', one.error);
  }, [one.error]);

  if (one.isPending) return <PageSkeleton />;
  if (one.isError) {
    if (isNotFound(one.error)) {
      return <NotFoundState title={t('notifications.notFoundTitle')} text={t('notifications.notFoundText')} />;
    }
    return <ErrorState message={t('notifications.showError')} onRetry={() => void one.refetch()} />;
  }
  return <Detail notification={one.data} />;
}

function Detail({ notification }: { notification: NotificationWire }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const { summary, path, actor } = useNotificationView(notification);
  const inbox = localePath(locale, words.notifications);
  const at = notification.attributes.updated_at || notification.attributes.created_at;
  // A notification with no target of its own leads back here: then there is nothing more to open.
  const ownTarget = path !== localePath(locale, words.notifications, notification.id);
  return (
    <article className="page narrow notification-detail" data-testid="notification-detail">
      <p>
        <Link to={inbox}>{t('common.backTo', { target: t('notifications.title') })}</Link>
      </p>
      <header className="notification-detail-head">
        {actor ? <Avatar name={actor.display_name} src={null} className="notification-avatar" /> : null}
        <div>
          <h1>{summary.title}</h1>
          {actor ? (
            <p className="notification-actor">
              {actor.display_name}
              {actor.verified ? <VerifiedBadge inline /> : null}
            </p>
          ) : null}
          <p className="muted">
            <time dateTime={at}>{absoluteTime(at, locale)}</time>
          </p>
        </div>
      </header>
      {summary.text ? <p className="notification-detail-text">{summary.text}</p> : null}
      {ownTarget ? (
        <p className="row">
          <Link className="button" to={path} data-testid="notification-target">
            {t('notifications.openTarget')}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
