import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_KEY_FILE_NAME } from '@tribune/domain';
import type { BackupResult, ChatKeyManager } from './key-manager.ts';
import { backupPasswordError, type BackupPasswordError } from './validation.ts';

/** Backup (docs/CHAT.md "The app's rules"): the password form, the backed-up indicator and the key-file export. */
export function BackupSection({ manager, backedUp }: { manager: ChatKeyManager; backedUp: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BackupResult | null>(null);
  const error: BackupPasswordError | null = submitted ? backupPasswordError(password, confirmation) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setResult(null);
    if (busy || backupPasswordError(password, confirmation)) return;
    setBusy(true);
    const outcome = await manager.backup(password);
    setBusy(false);
    setResult(outcome);
    if (outcome.ok) {
      setPassword('');
      setConfirmation('');
      setSubmitted(false);
    }
  };

  const download = async () => {
    const text = await manager.keyFile();
    if (!text) return;
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = CHAT_KEY_FILE_NAME;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // The click has started the download; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const passwordError = error === 'required' || error === 'tooShort' ? error : null;
  return (
    <section className="ck-section" aria-labelledby={`${id}-title`} data-testid="chat-key-backup">
      <div className="ck-section-head">
        <h2 id={`${id}-title`}>{t('chatKeys.backup.title')}</h2>
        <span className={backedUp ? 'ck-badge ck-badge-ok' : 'ck-badge ck-badge-warn'} data-testid="chat-key-backed-up">
          {backedUp ? t('chatKeys.backedUp') : t('chatKeys.notBackedUp')}
        </span>
      </div>
      <p className="muted">{t('chatKeys.backup.text')}</p>
      <form className="ck-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="ck-field">
          <label htmlFor={`${id}-password`}>{t('chatKeys.backup.password')}</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            value={password}
            required
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? `${id}-password-error` : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
          {passwordError ? (
            <p className="ck-field-error" id={`${id}-password-error`}>
              {t(`chatKeys.backup.errors.${passwordError}`)}
            </p>
          ) : null}
        </div>
        <div className="ck-field">
          <label htmlFor={`${id}-confirm`}>{t('chatKeys.backup.confirm')}</label>
          <input
            id={`${id}-confirm`}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            aria-invalid={error === 'mismatch' ? true : undefined}
            aria-describedby={error === 'mismatch' ? `${id}-confirm-error` : undefined}
            onChange={(e) => setConfirmation(e.target.value)}
          />
          {error === 'mismatch' ? (
            <p className="ck-field-error" id={`${id}-confirm-error`}>
              {t('chatKeys.backup.errors.mismatch')}
            </p>
          ) : null}
        </div>
        <div className="row">
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? t('chatKeys.backup.submitting') : t('chatKeys.backup.submit')}
          </button>
        </div>
        <div aria-live="polite">
          {result?.ok ? <p className="alert alert-success">{t('chatKeys.backup.success')}</p> : null}
          {result && !result.ok ? (
            <p className="alert alert-danger" role="alert">
              {result.failure === 'noKey'
                ? t('chatKeys.backup.failed')
                : result.failure === 'server'
                  ? t('chatKeys.backup.failedReason', { reason: result.reason ?? '' })
                  : t('chatKeys.backup.unknown')}
            </p>
          ) : null}
        </div>
      </form>
      <div className="ck-subsection">
        <h3>{t('chatKeys.export.title')}</h3>
        <p className="alert alert-info ck-warning">{t('chatKeys.export.warning')}</p>
        <div className="row">
          <button type="button" className="button button-secondary" onClick={() => void download()}>
            {t('chatKeys.export.button')}
          </button>
        </div>
      </div>
    </section>
  );
}
