import { Link } from '../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import type { ChatSessionSnapshot } from './data/session.ts';
import { refreshChat } from './data/session.ts';

/**
 * The chat header: title, the sync status (with retry on error and the refresh progress), the
 * settings link (end-to-end encryption only) and the New message button.
 */
export function ChatHeader({
  session,
  settingsHref,
  onNewMessage,
}: {
  session: ChatSessionSnapshot;
  settingsHref: string | null;
  onNewMessage: () => void;
}) {
  const { t } = useTranslation();
  const refreshing = session.progress !== null && session.progress < 100;
  const refresh = () => void refreshChat().catch(() => undefined);
  return (
    <header className="chat-header">
      <h1>{t('chat.title')}</h1>
      <div className="chat-sync" role="status" data-testid="chat-sync" data-sync={session.sync}>
        {refreshing ? (
          <>
            <progress max={100} value={session.progress ?? 0} aria-label={t('chat.sync.progress')} />
            <span className="visually-hidden">{t('chat.sync.progressValue', { progress: session.progress })}</span>
          </>
        ) : (
          <span className={`chat-sync-dot chat-sync-${session.sync}`}>{t(`chat.sync.${session.sync}`)}</span>
        )}
        {session.sync === 'error' ? (
          <button type="button" className="button button-secondary chat-small-button" onClick={refresh}>
            {t('common.retry')}
          </button>
        ) : session.sync === 'synced' && !refreshing ? (
          <button type="button" className="chat-link-button" onClick={refresh}>
            {t('chat.sync.refresh')}
          </button>
        ) : null}
      </div>
      <div className="chat-header-actions">
        {settingsHref ? (
          <Link to={settingsHref} className="button button-secondary">
            {t('chat.settings')}
          </Link>
        ) : null}
        <button type="button" className="button" onClick={onNewMessage} data-testid="chat-new-message">
          {t('chat.newMessage')}
        </button>
      </div>
    </header>
  );
}
