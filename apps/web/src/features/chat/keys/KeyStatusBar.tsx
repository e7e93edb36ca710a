import { Link } from '../../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../kernel/shell-context.ts';
import { useChatKeyManager, useChatKeys } from './key-manager.ts';
import './chat-keys.css';

/**
 * The chat screens' key banner: progress while the key is made, a restore link, the backup
 * prompt (dismissable) and setup failures with a retry. Nothing when the key is ready and safe.
 */
export default function KeyStatusBar() {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const manager = useChatKeyManager();
  const snapshot = useChatKeys();
  const settings = `/${locale}/${words.messages}/${words.settings}`;
  if (!manager) return null;

  switch (snapshot.status) {
    case 'idle':
      return null;
    case 'ready':
      if (!snapshot.backupPrompt || snapshot.backedUp) return null;
      return (
        <div className="ck-bar ck-bar-info" role="status" data-testid="chat-key-bar" data-status="backup">
          <p>{t('chatKeys.bar.backupPrompt')}</p>
          <div className="ck-bar-actions">
            <Link className="button" to={settings}>
              {t('chatKeys.bar.backupLink')}
            </Link>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void manager.dismissBackupPrompt()}
            >
              {t('chatKeys.bar.dismiss')}
            </button>
          </div>
        </div>
      );
    case 'checking':
    case 'generating':
      return (
        <div className="ck-bar" role="status" data-testid="chat-key-bar" data-status={snapshot.status}>
          <span className="ck-spinner" aria-hidden="true" />
          <p>{snapshot.status === 'generating' ? t('chatKeys.bar.generating') : t('chatKeys.status.checking')}</p>
        </div>
      );
    case 'needs-restore':
    case 'restoring':
      return (
        <div className="ck-bar ck-bar-warn" role="status" data-testid="chat-key-bar" data-status="needs-restore">
          <p>{t('chatKeys.bar.needsRestore')}</p>
          <div className="ck-bar-actions">
            <Link className="button" to={settings}>
              {t('chatKeys.bar.restoreLink')}
            </Link>
          </div>
        </div>
      );
    case 'error':
      return (
        <div className="ck-bar ck-bar-danger" role="alert" data-testid="chat-key-bar" data-status="error">
          <p>{snapshot.message ? t(`chatKeys.messages.${snapshot.message}`) : t('chatKeys.status.error')}</p>
          <div className="ck-bar-actions">
            <button type="button" className="button" onClick={() => void manager.check()}>
              {t('chatKeys.bar.retry')}
            </button>
          </div>
        </div>
      );
  }
}
