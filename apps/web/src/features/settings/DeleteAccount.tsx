import { useState } from 'react';
import { useNavigate } from '../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { deleteConfirmationMatches } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { ConfirmByNameDialog } from '../../kernel/ui/ConfirmByNameDialog.tsx';
import { useSession } from '../../kernel/session/session.ts';
import { clearLocalConsent } from '../consent/index.ts';

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
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  const close = () => {
    setOpen(false);
    setFailed(false);
  };
  const confirm = async () => {
    setFailed(false);
    try {
      await deleteAccount();
      clearLocalConsent();
      setOpen(false);
      await navigate(`/${locale}/`, { replace: true });
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      <button type="button" className="button button-danger" onClick={() => setOpen(true)}>
        {t('settings.delete.open')}
      </button>
      <ConfirmByNameDialog
        open={open}
        onClose={close}
        title={t('settings.delete.title')}
        testId="delete-account-dialog"
        label={t('settings.delete.typeName', { name: displayName })}
        matches={(typed) => deleteConfirmationMatches(typed, displayName)}
        onConfirm={confirm}
        labels={{
          cancel: t('settings.delete.cancel'),
          confirm: t('settings.delete.confirm'),
          busy: t('settings.delete.deleting'),
        }}
        error={
          failed ? (
            <p className="alert alert-danger" role="alert">
              {t('settings.delete.error')}
            </p>
          ) : null
        }
        formClassName="settings"
        fieldClassName="field"
      >
        <p>{t('settings.delete.intro')}</p>
        <ul className="delete-list">
          {DELETED.map((item) => (
            <li key={item}>{t(`settings.delete.items.${item}`)}</li>
          ))}
        </ul>
        <p>
          <strong>{t('settings.delete.final')}</strong>
        </p>
      </ConfirmByNameDialog>
    </>
  );
}
