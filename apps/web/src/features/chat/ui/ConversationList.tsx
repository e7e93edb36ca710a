import { Link } from '../../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../kernel/shell-context.ts';
import type { LocalConversation } from '../store/db.ts';
import { Avatar } from '../../../kernel/ui/Avatar.tsx';
import { VerifiedBadge } from '../../profiles/index.ts';
import { formatActivity } from './timeline.ts';

/** The conversation list: avatar, name, last activity, unread badge and read-only marker per row. */
export function ConversationList({
  conversations,
  activeId,
  basePath,
}: {
  conversations: LocalConversation[];
  activeId: string | null;
  /** /{locale}/{messages} */
  basePath: string;
}) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const now = new Date();
  return (
    <ul className="chat-list" aria-label={t('chat.list.label')} data-testid="chat-conversations">
      {conversations.map((c) => {
        const activity = new Date(c.lastMessageAt ?? c.updatedAt);
        const active = c.id === activeId;
        return (
          <li key={c.id}>
            <Link
              to={`${basePath}/${encodeURIComponent(c.id)}`}
              className={active ? 'chat-list-item active' : 'chat-list-item'}
              aria-current={active ? 'page' : undefined}
              data-testid="chat-conversation-item"
            >
              <Avatar className="chat-avatar" name={c.name} src={c.avatar} />
              <span className="chat-list-main">
                <span className="chat-list-name">
                  {c.name}
                  {c.verified ? <VerifiedBadge inline /> : null}
                </span>
                {c.readOnly ? <span className="chat-list-readonly">{t('chat.list.readOnly')}</span> : null}
              </span>
              <span className="chat-list-meta">
                <time dateTime={activity.toISOString()}>{formatActivity(activity, now, locale)}</time>
                {c.unreadMessages > 0 ? (
                  <span className="chat-badge" data-testid="chat-unread-badge">
                    <span aria-hidden="true">{c.unreadMessages > 99 ? '99+' : c.unreadMessages}</span>
                    <span className="visually-hidden">{t('chat.list.unread', { count: c.unreadMessages })}</span>
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
