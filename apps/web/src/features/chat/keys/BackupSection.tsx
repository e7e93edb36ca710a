import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_KEY_FILE_NAME } from '@tribune/domain';
import type { BackupResult, ChatKeyManager } from './key-manager.ts';
import { KeyField, SubmitRow } from './fields.tsx';
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
        <NewPasswordField
          id={`${id}-password`}
          label={t('chatKeys.backup.password')}
          value={password}
          required
          error={passwordError ? t(`chatKeys.backup.errors.${passwordError}`) : null}
          onChange={setPassword}
        />
        <NewPasswordField
          id={`${id}-confirm`}
          label={t('chatKeys.backup.confirm')}
          value={confirmation}
          error={error === 'mismatch' ? t('chatKeys.backup.errors.mismatch') : null}
          onChange={setConfirmation}
        />
        <SubmitRow
          label={t('chatKeys.backup.submit')}
          busyLabel={t('chatKeys.backup.submitting')}
          busy={busy}
          disabled={busy}
        />
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

/** A new password's field of the backup form, with its error. */
function NewPasswordField({
  id,
  label,
  value,
  required,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  required?: boolean;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <KeyField id={id} label={label} error={error}>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </KeyField>
  );
}
