import { Link } from '../../../kernel/router.tsx';
import type { ReactNode } from 'react';
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
        <Bar tone="info" status="backup" text={t('chatKeys.bar.backupPrompt')}>
          <Link className="button" to={settings}>
            {t('chatKeys.bar.backupLink')}
          </Link>
          <button type="button" className="button button-secondary" onClick={() => void manager.dismissBackupPrompt()}>
            {t('chatKeys.bar.dismiss')}
          </button>
        </Bar>
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
        <Bar tone="warn" status="needs-restore" text={t('chatKeys.bar.needsRestore')}>
          <Link className="button" to={settings}>
            {t('chatKeys.bar.restoreLink')}
          </Link>
        </Bar>
      );
    case 'error':
      return (
        <Bar
          tone="danger"
          status="error"
          text={snapshot.message ? t(`chatKeys.messages.${snapshot.message}`) : t('chatKeys.status.error')}
        >
          <button type="button" className="button" onClick={() => void manager.check()}>
            {t('chatKeys.bar.retry')}
          </button>
        </Bar>
      );
  }
}

/** A banner with its text and actions (`ck-bar-{tone}`; a failure is an alert, the rest a status). */
function Bar({
  tone,
  status,
  text,
  children,
}: {
  tone: 'info' | 'warn' | 'danger';
  status: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`ck-bar ck-bar-${tone}`}
      role={tone === 'danger' ? 'alert' : 'status'}
      data-testid="chat-key-bar"
      data-status={status}
    >
      <p>{text}</p>
      <div className="ck-bar-actions">{children}</div>
    </div>
  );
}
