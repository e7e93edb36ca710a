import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { deleteConfirmationMatches } from '@tribune/domain';
import { useShell } from '../../app/shell-context.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { useSession } from '../account/session.ts';
import { clearLocalConsent } from '../consent/store.ts';

const DELETED = ['profile', 'images', 'blocks', 'consent', 'identity'] as const;

/**
 * Delete account: a confirmation dialog that lists exactly what is deleted and asks the user
 * to type their display name; then the session deletes the account and the app goes home.
 */
export function DeleteAccount({ displayName }: { displayName: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const { deleteAccount } = useSession();
  const navigate = useNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const matches = deleteConfirmationMatches(typed, displayName);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setTyped('');
    setFailed(false);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await deleteAccount();
      clearLocalConsent();
      setOpen(false);
      await navigate(`/${locale}/`, { replace: true });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button button-danger" onClick={() => setOpen(true)}>
        {t('settings.delete.open')}
      </button>
      <Dialog
        open={open}
        alert
        title={t('settings.delete.title')}
        onClose={busy ? undefined : close}
        initialFocus={inputRef}
        testId="delete-account-dialog"
      >
        <form onSubmit={(e) => void confirm(e)} className="settings" noValidate>
          <p>{t('settings.delete.intro')}</p>
          <ul className="delete-list">
            {DELETED.map((item) => (
              <li key={item}>{t(`settings.delete.items.${item}`)}</li>
            ))}
          </ul>
          <p>
            <strong>{t('settings.delete.final')}</strong>
          </p>
          <div className="field">
            <label htmlFor={`${id}-confirm`}>{t('settings.delete.typeName', { name: displayName })}</label>
            <input
              ref={inputRef}
              id={`${id}-confirm`}
              type="text"
              value={typed}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          {failed ? (
            <p className="alert alert-danger" role="alert">
              {t('settings.delete.error')}
            </p>
          ) : null}
          <div className="dialog-footer">
            <button type="button" className="button button-secondary" onClick={close} disabled={busy}>
              {t('settings.delete.cancel')}
            </button>
            <button type="submit" className="button button-danger" disabled={!matches || busy} aria-busy={busy}>
              {busy ? t('settings.delete.deleting') : t('settings.delete.confirm')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
