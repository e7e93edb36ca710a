import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../kernel/alerts.ts';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { Dialog } from '../../kernel/ui/Dialog.tsx';
import { createHotWallet, useWallet, WalletCancelledError } from '../wallet/index.ts';
import { rememberWalletPromptShown, shouldShowWalletPrompt, walletPromptShown } from './wallet-prompt.ts';
import './prompts.css';
import { BusyButton } from '../../kernel/ui/FormBits.tsx';

/**
 * The wallet-creation prompt (docs/WALLET.md "The wallet-creation prompt"), 'Setup your Wallet Now': once per device for a
 * signed-in fan without a wallet when `options.encourageFanIdWalletCreation` is on; after the
 * cookie question and the intro slides. Keep my own key (the wallet frame), let the club keep it
 * (a hot wallet), or later.
 */
export function WalletCreatePrompt() {
  const { t } = useTranslation();
  const { config } = useShell();
  const session = useSession();
  const wallet = useWallet();
  const user = session.user;
  const [alreadyShown] = useState(walletPromptShown);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const firstRef = useRef<HTMLButtonElement>(null);

  const show = shouldShowWalletPrompt({
    signedIn: session.status === 'signedIn' && user !== null,
    hasWallet: Boolean(user?.wallet_address),
    encourage: config.options.encourageFanIdWalletCreation,
    alreadyShown,
    introPending: user?.welcomed_at === null,
  });
  // Shown once: the flag is set as soon as it appears.
  useEffect(() => {
    if (!show) return;
    rememberWalletPromptShown();
    setOpen(true);
  }, [show]);

  if (!open) return null;
  const close = () => setOpen(false);
  const keepOwn = () => {
    close();
    void wallet
      .createWallet()
      .then(() => session.refreshUser())
      .catch((err: unknown) => {
        if (!(err instanceof WalletCancelledError)) showAlert('danger', { key: 'wallet.createError' });
      });
  };
  const letClub = async () => {
    setBusy(true);
    setError(null);
    try {
      await createHotWallet();
      await session.refreshUser();
      showAlert('success', { key: 'wallet.created' });
      close();
    } catch {
      setError(t('wallet.createError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={t('wallet.modal.setup')}
      onClose={close}
      initialFocus={firstRef}
      size="small"
      testId="wallet-create-prompt"
      footer={
        <div className="wallet-prompt-actions">
          <button ref={firstRef} type="button" className="button" onClick={keepOwn} disabled={busy}>
            {t('wallet.choice.own')}
          </button>
          <BusyButton busy={busy} className="button button-secondary" onClick={() => void letClub()}>
            {busy ? t('wallet.creating') : t('wallet.choice.club')}
          </BusyButton>
          <button type="button" className="button button-secondary" onClick={close} disabled={busy}>
            {t('wallet.createPrompt.later')}
          </button>
        </div>
      }
    >
      <p>{t('wallet.createPrompt.text')}</p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
