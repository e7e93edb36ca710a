import { useEffect, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { showAlert } from '../../kernel/alerts.ts';
import { useSession } from '../../kernel/session/session.ts';
import { useLoginHerePath } from '../../kernel/session/viewer.ts';
import { Dialog } from '../../kernel/ui/Dialog.tsx';
import { PathIcon } from '../../kernel/ui/Icon.tsx';
import { boost, errorCode, isSignatureRequired, walletErrorText, type BoostableType, type BoostState } from './api.ts';
import { walletErrorMessage } from './browser-wallet/errors.ts';
import { actionsAddressOf, boostCall } from './frame/calls.ts';
import { useWallet, WalletCancelledError } from './frame/WalletContext.tsx';
import { DEFAULT_BOOST_UNITS, PENDING_POLL_MS } from './constants.ts';
import { withRememberedBoost } from './initial-boosts.ts';
import { readAmount } from './logic.ts';
import { TokenAmountField, ToWalletLink, useSubmissionOnce } from './pieces.tsx';
import { balanceQuery, boostersQuery, refreshWallet } from './queries.ts';
import { formatUnits } from './units.ts';
import { VerifiedBadge } from '../profiles/index.ts';
import './wallet.css';
import { BusyButton, FormError } from '../../kernel/ui/FormBits.tsx';

/** Props of the boost button of a comment, content, idea or AMA question. */
export interface BoostButtonProps {
  boostableType: BoostableType;
  boostableId: string;
  /** The item's boosts, base units. */
  boosts: string;
  boostedByCurrentUser: boolean;
  /** Told the new counters after a boost (the owner puts them into its cached item). */
  onBoosted?: (state: BoostState) => void;
}

function Rocket() {
  return (
    <PathIcon
      size={20}
      d="M12 2c3.5 1.6 6 5.3 6 9.5 0 1.3-.2 2.5-.7 3.6l2.2 3.4-3.4-.5-1.6 2.4h-5l-1.6-2.4-3.4.5 2.2-3.4c-.5-1.1-.7-2.3-.7-3.6C6 7.3 8.5 3.6 12 2zm0 6.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4z"
    />
  );
}

/**
 * The boost button (docs/CHAIN.md "Boosts"): the item's boosts in tokens, highlighted when the viewer
 * boosted. A click opens the boost dialog (amount, balance, confirm, "Don't show this again"),
 * or boosts 1 token at once when the viewer skips the dialog. Guests get a link to sign in.
 */
export function BoostButton({ boostableType, boostableId, boosts, boostedByCurrentUser, onBoosted }: BoostButtonProps) {
  const { t } = useTranslation();
  const session = useSession();
  const loginHere = useLoginHerePath();
  const queryClient = useQueryClient();
  const viewer = session.user?.id ?? null;
  const basis = `${boosts}:${boostedByCurrentUser}`;
  const [override, setOverride] = useState<{ basis: string; state: BoostState } | null>(null);
  const shown: BoostState =
    override && override.basis === basis
      ? override.state
      : withRememberedBoost(boostableType, boostableId, { boosts, boosted_by_current_user: boostedByCurrentUser });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const once = useSubmissionOnce();
  const wallet = useWallet();

  /**
   * The fan signs the boost in the wallet (422 SIGNATURE_REQUIRED): the server's indexer counts it,
   * so the item shows the boost at once and its queries reload a moment later.
   */
  const signBoost = async (amount: bigint): Promise<string | null> => {
    const actions = actionsAddressOf(session.user);
    if (!actions || !/^\d+$/.test(boostableId)) return t('wallet.transactionError');
    try {
      await wallet.signTransaction(boostCall(actions, boostableType, boostableId, amount));
    } catch (err) {
      if (err instanceof WalletCancelledError) return t('wallet.signCancelled');
      return walletErrorMessage(err, t) || t('wallet.transactionError');
    }
    const state: BoostState = {
      ...shown,
      boosts: (BigInt(shown.boosts) + amount).toString(),
      boosted_by_current_user: true,
    };
    setOverride({ basis, state });
    onBoosted?.(state);
    showAlert('success', { key: 'wallet.boost.done' });
    setTimeout(() => {
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== 'wallet' && q.queryKey.includes(boostableId),
      });
    }, PENDING_POLL_MS);
    return null;
  };

  /** Boosts `amount`; resolves to an error text, or null on success. */
  const send = async (amount: bigint): Promise<string | null> => {
    setBusy(true);
    try {
      const result = await once(amount.toString(), (key) => boost(boostableType, boostableId, amount, key));
      if (result.transaction.attributes.tx_status === 'failed') {
        return result.transaction.attributes.error ?? t('wallet.transactionError');
      }
      const state = result.state;
      setOverride({ basis, state });
      onBoosted?.(state);
      showAlert('success', { key: 'wallet.boost.done' });
      return null;
    } catch (err) {
      if (isSignatureRequired(err)) return await signBoost(amount);
      if (errorCode(err) === 'NO_WALLET') return t('wallet.noCurrentUser');
      return walletErrorText(err) ?? t('wallet.transactionError');
    } finally {
      setBusy(false);
      void refreshWallet(queryClient, viewer);
    }
  };

  const label = t('wallet.boost.label', { amount: formatUnits(shown.boosts) });
  if (session.status !== 'signedIn' || !session.user) {
    return (
      <Link
        className="boost-button"
        to={loginHere}
        aria-label={t('wallet.boost.signIn', { amount: formatUnits(shown.boosts) })}
        data-testid="boost-signin"
      >
        <Rocket />
        <span aria-hidden="true">{formatUnits(shown.boosts)}</span>
      </Link>
    );
  }
  const skip = session.user.skip_boost_modal && Boolean(session.user.wallet_address);
  return (
    <>
      <button
        type="button"
        className={shown.boosted_by_current_user ? 'boost-button boosted' : 'boost-button'}
        aria-label={label}
        aria-pressed={shown.boosted_by_current_user}
        aria-busy={busy}
        disabled={busy}
        data-testid="boost-button"
        onClick={() => {
          if (!skip) {
            setOpen(true);
            return;
          }
          void send(DEFAULT_BOOST_UNITS).then((error) => {
            if (error) showAlert('danger', { text: error });
          });
        }}
      >
        <Rocket />
        <span data-testid="boosts-count">{formatUnits(shown.boosts)}</span>
      </button>
      {open ? (
        <BoostDialog
          boostableType={boostableType}
          boostableId={boostableId}
          busy={busy}
          onClose={() => setOpen(false)}
          onConfirm={async (amount, skipNext) => {
            const error = await send(amount);
            if (!error) {
              setOpen(false);
              if (skipNext) await session.updateProfile({ skip_boost_modal: true }).catch(() => undefined);
            }
            return error;
          }}
        />
      ) : null}
    </>
  );
}

function BoostDialog({
  boostableType,
  boostableId,
  busy,
  onClose,
  onConfirm,
}: {
  boostableType: BoostableType;
  boostableId: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (amount: bigint, skipNext: boolean) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const viewer = session.user?.id ?? null;
  const hasWallet = Boolean(session.user?.wallet_address);
  const amountId = useId();
  const errorId = useId();
  const [amount, setAmount] = useState(formatUnits(DEFAULT_BOOST_UNITS));
  const [skipNext, setSkipNext] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showBoosters, setShowBoosters] = useState(false);
  const balance = useQuery({ ...balanceQuery(viewer), enabled: hasWallet && viewer !== null });
  const inputRef = useRef<HTMLInputElement>(null);
  // The dialog focuses its initial element once, when it opens. Where the signed-in user's wallet
  // address arrives after that (a page whose session data is still loading), the amount field
  // appears later: it takes the focus then, unless the fan has already moved it themselves.
  const walletKnownAtOpen = useRef(hasWallet);
  useEffect(() => {
    if (!hasWallet || walletKnownAtOpen.current) return;
    walletKnownAtOpen.current = true;
    const dialog = inputRef.current?.closest('[role="dialog"]');
    const active = document.activeElement;
    if (!dialog || active === dialog || active?.classList.contains('dialog-close')) inputRef.current?.focus();
  }, [hasWallet]);

  const confirm = async () => {
    const read = readAmount(amount, balance.data?.balance);
    if ('problem' in read) {
      setError(t(read.problem));
      return;
    }
    setError(await onConfirm(read.units, skipNext));
  };

  return (
    <Dialog
      open
      title={t('wallet.boost.title')}
      onClose={onClose}
      initialFocus={hasWallet ? inputRef : undefined}
      size="small"
      placement="bottom"
      testId="boost-dialog"
      footer={
        hasWallet ? (
          <>
            <button type="button" className="button button-secondary" onClick={onClose}>
              {t('wallet.boost.cancel')}
            </button>
            <BusyButton busy={busy} onClick={() => void confirm()} testId="boost-confirm">
              {busy ? t('wallet.boost.boosting') : t('wallet.boost.confirm')}
            </BusyButton>
          </>
        ) : null
      }
    >
      {!hasWallet ? (
        <p data-testid="boost-no-wallet">
          {t('wallet.boost.noWallet')} <ToWalletLink onClick={onClose} />
        </p>
      ) : (
        <form
          className="boost-form"
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
          noValidate
        >
          <p className="muted" data-testid="boost-balance">
            {balance.data
              ? t('wallet.boost.balance', { amount: formatUnits(balance.data.balance) })
              : balance.isError
                ? t('wallet.boost.balanceUnknown')
                : t('wallet.boost.balanceLoading')}
          </p>
          <TokenAmountField
            label={t('wallet.boost.amount')}
            inputRef={inputRef}
            id={amountId}
            value={amount}
            invalid={error !== null}
            describedBy={error ? errorId : undefined}
            testId="boost-amount"
            onChange={(value) => {
              setAmount(value);
              setError(null);
            }}
          />
          <label className="boost-skip">
            <input type="checkbox" checked={skipNext} onChange={(e) => setSkipNext(e.currentTarget.checked)} />{' '}
            {t('wallet.boost.skipNext')}
          </label>
          <FormError id={errorId} testId="boost-error">
            {error}
          </FormError>
          <button
            type="button"
            className="link-button"
            aria-expanded={showBoosters}
            onClick={() => setShowBoosters((s) => !s)}
          >
            {t('wallet.boost.boosters')}
          </button>
          {showBoosters ? <BoostersList boostableType={boostableType} boostableId={boostableId} /> : null}
        </form>
      )}
    </Dialog>
  );
}

function BoostersList({ boostableType, boostableId }: { boostableType: BoostableType; boostableId: string }) {
  const { t } = useTranslation();
  const query = useQuery(boostersQuery(boostableType, boostableId));
  if (query.isPending) return <span className="skeleton skeleton-line" aria-busy="true" />;
  if (query.isError) return <p className="muted">{t('wallet.boost.boostersError')}</p>;
  if (query.data.length === 0) return <p className="muted">{t('wallet.boost.noBoosters')}</p>;
  return (
    <ul className="boosters-list" data-testid="boosters-list">
      {query.data.map((b) => (
        <li key={b.id}>
          <span>
            {b.attributes.user.display_name}
            {b.attributes.user.verified ? <VerifiedBadge inline /> : null}
          </span>{' '}
          <span className="muted">
            {formatUnits(b.attributes.amount)} {t('wallet.tokens')}
          </span>
        </li>
      ))}
    </ul>
  );
}
