import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { useSession } from '../../kernel/session/session.ts';
import { useLoginHerePath } from '../../kernel/session/viewer.ts';
import { errorCode, fetchTransaction, isSignatureRequired, unlockContent, walletErrorText } from './api.ts';
import { walletErrorMessage } from './browser-wallet/errors.ts';
import { actionsAddressOf, unlockCall } from './frame/calls.ts';
import { useWallet, WalletCancelledError } from './frame/WalletContext.tsx';
import { PENDING_POLL_MS } from './constants.ts';
import { ToWalletLink, useSubmissionOnce } from './pieces.tsx';
import { refreshWallet } from './queries.ts';
import { formatUnits } from './units.ts';
import './wallet.css';
import { BusyButton, FormError } from '../../kernel/ui/FormBits.tsx';

type UnlockState =
  | { kind: 'idle' }
  | { kind: 'unlocking'; transactionId: string | null }
  | { kind: 'unlocked' }
  | { kind: 'failed'; message: string };

/**
 * "Unlock for N tokens" on a buyer-only content (docs/CHAIN.md "Boosts in the presenters, content unlocks, token votes, frozen tokens"): a pending transaction
 * shows "Unlocking…" and is looked at again until it completes; then the content reloads until
 * bought_by_user is true and the body shows (the owner stops rendering this button). A failure says
 * why and offers a retry.
 */
export function UnlockButton({
  contentSlug,
  contentId,
  price,
  onUnlocked,
}: {
  contentSlug: string;
  /** The content's numeric id, for an unlock the fan signs in the wallet (422 SIGNATURE_REQUIRED). */
  contentId?: string;
  price: string;
  onUnlocked: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const loginHere = useLoginHerePath();
  const queryClient = useQueryClient();
  const viewer = session.user?.id ?? null;
  const [state, setState] = useState<UnlockState>({ kind: 'idle' });
  const once = useSubmissionOnce();
  const wallet = useWallet();
  const onUnlockedRef = useRef(onUnlocked);
  useEffect(() => {
    onUnlockedRef.current = onUnlocked;
  }, [onUnlocked]);

  // A pending unlock is looked at again; once complete the content reloads until it shows as bought.
  useEffect(() => {
    if (state.kind === 'unlocked') {
      onUnlockedRef.current();
      // The indexer grants bought_by_user a moment after the receipt: reload for up to a minute.
      let tries = 0;
      const timer = setInterval(() => {
        tries += 1;
        if (tries > 40) clearInterval(timer);
        else onUnlockedRef.current();
      }, PENDING_POLL_MS);
      return () => clearInterval(timer);
    }
    if (state.kind !== 'unlocking' || state.transactionId === null) return;
    const id = state.transactionId;
    let stopped = false;
    const timer = setInterval(() => {
      fetchTransaction(id)
        .then((tx) => {
          if (stopped) return;
          if (tx.attributes.tx_status === 'complete') setState({ kind: 'unlocked' });
          else if (tx.attributes.tx_status === 'failed')
            setState({ kind: 'failed', message: tx.attributes.error ?? t('wallet.transactionError') });
        })
        .catch(() => undefined);
    }, PENDING_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [state, t]);

  const amount = formatUnits(price);
  if (session.status !== 'signedIn') {
    return (
      <Link className="button" to={loginHere} data-testid="unlock-signin">
        {t('wallet.unlock.signIn', { amount })}
      </Link>
    );
  }
  if (!session.user?.wallet_address) {
    return (
      <p className="unlock-box" data-testid="unlock-no-wallet">
        {t('wallet.unlock.noWallet', { amount })} <ToWalletLink />
      </p>
    );
  }

  /** The fan signs `unlockContent(contentId, price)`; the indexer grants the content, which then reloads. */
  const signUnlock = async () => {
    const actions = actionsAddressOf(session.user);
    if (!actions || !contentId || !/^\d+$/.test(contentId)) {
      setState({ kind: 'failed', message: t('wallet.transactionError') });
      return;
    }
    try {
      await wallet.signTransaction(unlockCall(actions, contentId, price));
      setState({ kind: 'unlocked' });
    } catch (err) {
      setState({
        kind: 'failed',
        message:
          err instanceof WalletCancelledError
            ? t('wallet.signCancelled')
            : walletErrorMessage(err, t) || t('wallet.transactionError'),
      });
    }
  };

  const unlock = async () => {
    setState({ kind: 'unlocking', transactionId: null });
    try {
      const result = await once(contentSlug, (key) => unlockContent(contentSlug, key));
      const status = result.transaction.attributes.tx_status;
      if (status === 'failed') {
        setState({ kind: 'failed', message: result.transaction.attributes.error ?? t('wallet.transactionError') });
      } else if (result.boughtByUser || status === 'complete') {
        setState({ kind: 'unlocked' });
      } else {
        setState({ kind: 'unlocking', transactionId: result.transaction.id });
      }
    } catch (err) {
      if (isSignatureRequired(err)) {
        await signUnlock();
        return;
      }
      setState({
        kind: 'failed',
        message:
          errorCode(err) === 'NO_WALLET'
            ? t('wallet.noCurrentUser')
            : (walletErrorText(err) ?? t('wallet.transactionError')),
      });
    } finally {
      void refreshWallet(queryClient, viewer);
    }
  };

  const working = state.kind === 'unlocking' || state.kind === 'unlocked';
  return (
    <div className="unlock-box" data-testid="unlock-box">
      <BusyButton busy={working} onClick={() => void unlock()} testId="unlock-button">
        {working
          ? t('wallet.unlock.unlocking')
          : state.kind === 'failed'
            ? t('wallet.unlock.retry', { amount })
            : t('wallet.unlock.button', { amount })}
      </BusyButton>
      <span aria-live="polite" className="visually-hidden">
        {working ? t('wallet.unlock.unlocking') : ''}
      </span>
      <FormError testId="unlock-error">{state.kind === 'failed' ? state.message : null}</FormError>
    </div>
  );
}
