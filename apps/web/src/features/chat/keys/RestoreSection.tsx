import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatKeyManager, ChatKeySnapshot } from './key-manager.ts';
import { KeyField, KeyTextArea, SubmitRow } from './fields.tsx';
import { canImportKey, canRestoreWithPassword } from './validation.ts';

/** The restore failure of the last attempt, spoken by screen readers as it appears. */
function RestoreFailure({ snapshot, testId }: { snapshot: ChatKeySnapshot; testId: string }) {
  const { t } = useTranslation();
  return (
    <div aria-live="assertive">
      {snapshot.message && snapshot.restoreError ? (
        <p className="alert alert-danger" role="alert" data-testid={testId} data-restore-error={snapshot.restoreError}>
          {t(`chatKeys.messages.${snapshot.message}`)}
        </p>
      ) : null}
    </div>
  );
}

type Method = 'password' | 'file';

/** Restore (a) by password backup and (b) by key file or pasted text (docs/CHAT.md "The app's rules"). */
export function RestoreSection({ manager, snapshot }: { manager: ChatKeyManager; snapshot: ChatKeySnapshot }) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const [fileText, setFileText] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  // Which form the failure under it belongs to: both share the manager's one restore error.
  const [last, setLast] = useState<Method | null>(null);
  const restoring = snapshot.status === 'restoring';

  const restoreWithPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (!canRestoreWithPassword(password, restoring)) return;
    setLast('password');
    await manager.restoreWithPassword(password);
  };
  const importKey = async (event: FormEvent) => {
    event.preventDefault();
    if (!canImportKey(fileText, pasted, restoring)) return;
    setLast('file');
    await manager.restoreFromKeyText(fileText && fileText.trim().length > 0 ? fileText : pasted);
  };
  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileName(file?.name ?? null);
    setFileText(file ? await file.text() : null);
  };

  return (
    <>
      <section className="ck-section" aria-labelledby={`${id}-password-title`} data-testid="chat-key-restore-password">
        <h2 id={`${id}-password-title`}>{t('chatKeys.restore.password.title')}</h2>
        <p className="muted">
          {snapshot.backedUp ? t('chatKeys.restore.password.text') : t('chatKeys.restore.password.noBackup')}
        </p>
        <form className="ck-form" onSubmit={(e) => void restoreWithPassword(e)} noValidate>
          <KeyField id={`${id}-password`} label={t('chatKeys.restore.password.label')}>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </KeyField>
          <SubmitRow
            label={t('chatKeys.restore.password.submit')}
            busyLabel={t('chatKeys.restore.restoring')}
            busy={restoring && last === 'password'}
            disabled={!canRestoreWithPassword(password, restoring)}
          />
          {last === 'password' ? <RestoreFailure snapshot={snapshot} testId="chat-key-restore-password-error" /> : null}
        </form>
      </section>
      <section className="ck-section" aria-labelledby={`${id}-file-title`} data-testid="chat-key-restore-file">
        <h2 id={`${id}-file-title`}>{t('chatKeys.restore.file.title')}</h2>
        <p className="muted">{t('chatKeys.restore.file.text')}</p>
        <form className="ck-form" onSubmit={(e) => void importKey(e)} noValidate>
          <KeyField id={`${id}-file`} label={t('chatKeys.restore.file.fileLabel')}>
            <input
              id={`${id}-file`}
              type="file"
              accept=".json,application/json"
              data-testid="chat-key-file-input"
              onChange={(e) => void pickFile(e)}
            />
            {fileName ? <p className="ck-hint">{t('chatKeys.restore.file.chosen', { name: fileName })}</p> : null}
          </KeyField>
          <KeyField id={`${id}-text`} label={t('chatKeys.restore.file.textLabel')}>
            <KeyTextArea id={`${id}-text`} rows={4} value={pasted} onChange={setPasted} />
          </KeyField>
          <SubmitRow
            label={t('chatKeys.restore.file.submit')}
            busyLabel={t('chatKeys.restore.restoring')}
            busy={restoring && last === 'file'}
            disabled={!canImportKey(fileText, pasted, restoring)}
          />
          {last === 'file' ? <RestoreFailure snapshot={snapshot} testId="chat-key-restore-file-error" /> : null}
        </form>
      </section>
    </>
  );
}
