import { useTranslation } from 'react-i18next';
import { Dialog } from '../../kernel/ui/Dialog.tsx';
import { confirmIdentityLogout, dismissIdentityLogout } from '../../kernel/session/session-actions.ts';
import { useSessionState } from '../../kernel/session/session.ts';

/** After a local logout: asks whether to also sign out of the identity service (opened in a new window). */
export function LogoutDialog() {
  const { t } = useTranslation();
  const { identityLogoutPrompt, confirmLogoutFromFanId } = useSessionState();
  return (
    <Dialog
      open={identityLogoutPrompt}
      title={t('account.identityLogout.title')}
      onClose={dismissIdentityLogout}
      size="small"
      testId="identity-logout-dialog"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={dismissIdentityLogout}>
            {t('account.identityLogout.cancel')}
          </button>
          <button type="button" className="button" disabled={confirmLogoutFromFanId} onClick={confirmIdentityLogout}>
            {t('account.identityLogout.confirm')}
          </button>
        </>
      }
    >
      <p>{t('account.identityLogout.text')}</p>
    </Dialog>
  );
}
