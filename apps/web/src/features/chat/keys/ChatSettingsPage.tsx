import { useId } from 'react';
import { Link } from '../../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../kernel/meta.ts';
import { useShell } from '../../../kernel/shell-context.ts';
import { ErrorState } from '../../../kernel/ui/ErrorState.tsx';
import { PageSkeleton } from '../../../kernel/ui/Skeleton.tsx';
import { useSession } from '../../../kernel/session/session.ts';
import { BackupSection } from './BackupSection.tsx';
import { FingerprintSection } from './FingerprintSection.tsx';
import { GenerateKeySection } from './GenerateKeySection.tsx';
import { useChatKeyManager, useChatKeys } from './key-manager.ts';
import { QrReceiveSection } from './QrReceiveSection.tsx';
import { RestoreSection } from './RestoreSection.tsx';
import { ShareSection } from './ShareSection.tsx';
import './chat-keys.css';

/**
 * Chat settings (`/{messages}/settings`, only with end-to-end encryption): with a ready key,
 * backup, export, sharing with another device and the fingerprint; without one, the restore
 * paths. Generating a new key is offered in both.
 */
export default function ChatSettingsPage() {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const { user } = useSession();
  const manager = useChatKeyManager();
  const snapshot = useChatKeys();
  const id = useId();
  usePageMeta({ title: t('chatKeys.title'), noCrawl: true });
  const displayName = typeof user?.display_name === 'string' ? user.display_name : '';
  const { status } = snapshot;

  const body = (() => {
    if (!manager) return <p className="alert alert-info">{t('chatKeys.status.unavailable')}</p>;
    switch (status) {
      case 'idle':
      case 'checking':
        return <PageSkeleton />;
      case 'error':
        return (
          <ErrorState
            message={snapshot.message ? t(`chatKeys.messages.${snapshot.message}`) : t('chatKeys.status.error')}
            onRetry={() => void manager.check()}
          />
        );
      case 'generating':
        return (
          // The status line above says what happens; this is only the visual progress.
          <div className="ck-progress-big" aria-hidden="true">
            <span className="ck-spinner" />
          </div>
        );
      case 'ready':
        return (
          <>
            <BackupSection manager={manager} backedUp={snapshot.backedUp} />
            <ShareSection manager={manager} />
            {snapshot.publicKey ? <FingerprintSection publicKey={snapshot.publicKey} /> : null}
            <GenerateKeySection manager={manager} displayName={displayName} />
          </>
        );
      case 'needs-restore':
      case 'restoring':
        return (
          <>
            <RestoreSection manager={manager} snapshot={snapshot} />
            <QrReceiveSection manager={manager} snapshot={snapshot} />
            <GenerateKeySection manager={manager} displayName={displayName} />
          </>
        );
    }
  })();

  return (
    <div className="page ck-page" data-testid="chat-settings-page" data-key-status={status}>
      <p className="ck-back">
        <Link to={`/${locale}/${words.messages}`}>{t('chatKeys.back')}</Link>
      </p>
      <h1 id={`${id}-title`}>{t('chatKeys.title')}</h1>
      <p className="muted">{t('chatKeys.intro')}</p>
      <p className="ck-status" role="status" aria-live="polite" data-testid="chat-key-status">
        {status === 'ready' || status === 'needs-restore' || status === 'restoring' || status === 'generating'
          ? t(`chatKeys.status.${status === 'needs-restore' ? 'needsRestore' : status}`)
          : ''}
      </p>
      {body}
    </div>
  );
}
