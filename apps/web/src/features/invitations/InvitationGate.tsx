import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../kernel/meta.ts';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { invitationErrorCode, invitationErrorText, redeemInvitationCode } from './api.ts';
import { forgetInvitationCode, rememberedInvitationCode } from './remembered.ts';
import './invitations.css';

/**
 * The redeem screen the shell shows instead of any page while the signed-in user must redeem an
 * invitation code (`invitation_required` on the current user; docs/COMMUNITY.md "Invitation
 * codes"). A code remembered from the register link is redeemed at once; otherwise, or when it is
 * refused, the fan types one. Success reloads the user, and the page they wanted shows.
 */
export function InvitationGate() {
  const { t } = useTranslation();
  const { instanceName } = useShell();
  const session = useSession();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tried = useRef(false);
  usePageMeta({ title: t('invitations.gate.title'), noCrawl: true });

  const redeem = async (value: string, remembered: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await redeemInvitationCode(value);
      forgetInvitationCode();
      await session.refreshUser();
      // What was loaded before (as a guest) is loaded again as the member they are now.
      void queryClient.invalidateQueries();
    } catch (e) {
      const errorCode = invitationErrorCode(e);
      if (errorCode === 'INVITATION_ALREADY_REDEEMED') {
        forgetInvitationCode();
        await session.refreshUser().catch(() => undefined);
        return;
      }
      if (remembered || errorCode !== null) forgetInvitationCode();
      setError(invitationErrorText(e) ?? t('invitations.gate.error'));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (tried.current) return;
    tried.current = true;
    const remembered = rememberedInvitationCode();
    if (remembered) {
      setCode(remembered);
      void redeem(remembered, true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) void redeem(code, false);
  };

  return (
    <section className="page narrow invitation-gate" data-testid="invitation-gate" aria-busy={busy}>
      <h1>{t('invitations.gate.title')}</h1>
      <p>{t('invitations.gate.text', { name: instanceName })}</p>
      <form className="invitation-gate-form" onSubmit={submit}>
        <label htmlFor={fieldId}>{t('invitations.gate.label')}</label>
        <input
          id={fieldId}
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={64}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setCode(e.target.value)}
          data-testid="invitation-gate-code"
        />
        {error ? (
          <p id={errorId} className="alert alert-danger" role="alert" data-testid="invitation-gate-error">
            {error}
          </p>
        ) : null}
        <div className="account-actions">
          <button type="submit" className="button" disabled={busy} data-testid="invitation-gate-submit">
            {busy ? t('invitations.gate.redeeming') : t('invitations.gate.submit')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => void session.logout()}>
            {t('invitations.gate.signOut')}
          </button>
        </div>
      </form>
    </section>
  );
}
