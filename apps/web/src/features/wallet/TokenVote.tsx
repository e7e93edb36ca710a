import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { components } from '@tribune/api-client';
import { lockedAmount } from '@tribune/domain';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { castTokenVote, errorCode, isSignatureRequired, walletErrorText } from './api.ts';
import { useWithdraw } from './FrozenTokensSection.tsx';
import { readAmount } from './logic.ts';
import { TokenAmountField, ToWalletLink, useSubmissionOnce } from './pieces.tsx';
import { balanceQuery, frozenTokensQuery, refreshWallet } from './queries.ts';
import { formatUnits, parseTokens, toBigInt } from './units.ts';
import './wallet.css';
import { mediumDateTime } from '../../kernel/intl.ts';
import { BusyButton, FormError } from '../../kernel/ui/FormBits.tsx';

type Voting = components['schemas']['Voting'];

/**
 * The vote form of a token voting (`tokenbased_fixed`, `tokenbased_variable`): one option and an
 * amount in tokens, the balance and the part that stays locked (amount × deposit_share / 100)
 * shown; sent to the vote endpoint with an Idempotency-Key. A fan without a wallet is sent to the
 * wallet page first.
 */
export function TokenVoteForm({ voting, onVoted }: { voting: Voting; onVoted: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const viewer = session.user?.id ?? null;
  const hasWallet = Boolean(session.user?.wallet_address);
  const amountId = useId();
  const errorId = useId();
  const a = voting.attributes;
  const share = a.share_distribution.deposit_share;
  const [optionId, setOptionId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Token votes are sent by the club's admin wallet: a self-custody fan must grant it access first.
  const [needsAccess, setNeedsAccess] = useState(false);
  const once = useSubmissionOnce();
  const balance = useQuery({ ...balanceQuery(viewer), enabled: hasWallet && viewer !== null });

  if (!hasWallet) {
    return (
      <p className="voting-notice" data-testid="token-vote-no-wallet">
        {t('wallet.vote.noWallet')} <ToWalletLink />
      </p>
    );
  }

  const units = parseTokens(amount);
  const locked = units !== null && units > 0n ? lockedAmount(units, share) : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!optionId) {
      setError(t('votings.chooseFirst'));
      return;
    }
    const read = readAmount(amount, balance.data?.balance);
    if ('problem' in read) {
      setError(t(read.problem));
      return;
    }
    setBusy(true);
    setError(null);
    setNeedsAccess(false);
    try {
      await once(`${optionId}:${read.units}`, (key) =>
        castTokenVote(voting.id, [{ optionId, amount: read.units }], key),
      );
      onVoted();
    } catch (err) {
      if (isSignatureRequired(err)) {
        setNeedsAccess(true);
        return;
      }
      setError(
        errorCode(err) === 'NO_WALLET' ? t('wallet.noCurrentUser') : (walletErrorText(err) ?? t('votings.voteError')),
      );
    } finally {
      setBusy(false);
      void refreshWallet(queryClient, viewer);
    }
  };

  return (
    <form
      className="voting-form token-vote-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="token-vote-form"
    >
      <fieldset>
        <legend>{t('votings.chooseOne')}</legend>
        {a.options.map((o) => (
          <label key={o.id} className="voting-choice">
            <input
              type="radio"
              name={`token-voting-${voting.id}`}
              value={o.id}
              checked={optionId === o.id}
              disabled={busy}
              onChange={() => {
                setOptionId(o.id);
                setError(null);
              }}
            />
            <span>{o.value}</span>
          </label>
        ))}
      </fieldset>
      <TokenAmountField
        label={t('wallet.vote.amount')}
        id={amountId}
        value={amount}
        invalid={error !== null && optionId !== null}
        describedBy={`${amountId}-hint${error ? ` ${errorId}` : ''}`}
        testId="token-vote-amount"
        onChange={(value) => {
          setAmount(value);
          setError(null);
        }}
      >
        <p id={`${amountId}-hint`} className="field-hint muted" data-testid="token-vote-balance">
          {balance.data ? t('wallet.send.available', { amount: formatUnits(balance.data.balance) }) : null}
          {locked !== null && locked > 0n
            ? ` ${t('wallet.vote.lockedPreview', { amount: formatUnits(locked) })}`
            : null}
        </p>
      </TokenAmountField>
      <FormError id={errorId} testId="voting-error">
        {error}
      </FormError>
      <FormError testId="token-vote-needs-access">
        {needsAccess ? (
          <>
            {t('wallet.access.voteNeedsAccess')} <ToWalletLink hash="#wallet-access" label={t('wallet.modal.manage')} />
          </>
        ) : null}
      </FormError>
      <BusyButton type="submit" busy={busy} testId="token-vote-submit">
        {busy ? t('votings.voting') : t('votings.vote')}
      </BusyButton>
    </form>
  );
}

/** The viewer's token votes: amount, locked deposit, unlock time, and Withdraw once it is unlocked. */
export function TokenVotes({ voting, onChanged }: { voting: Voting; onChanged: () => void }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const session = useSession();
  const viewer = session.user?.id ?? null;
  const frozen = useQuery(frozenTokensQuery(viewer));
  const { withdraw, busyId } = useWithdraw(viewer, onChanged);
  const ids = voting.relationships.current_user_votes.data.map((v) => v.id);
  return (
    <ul className="token-votes" data-testid="token-votes">
      {voting.attributes.user_votes.map((v, i) => {
        const id = ids[i] ?? null;
        const lockedUnits = toBigInt(v.locked_amount);
        const unlocksAt = v.unlocks_at ? new Date(v.unlocks_at) : null;
        const item = id ? frozen.data?.items.find((f) => f.id === id) : undefined;
        const withdrawable = item
          ? item.attributes.withdrawable && !item.attributes.withdrawn_at
          : frozen.isError && unlocksAt !== null && unlocksAt.getTime() <= Date.now() && lockedUnits > 0n;
        return (
          <li key={`${v.option_id}-${i}`} className="voting-notice" data-testid="token-vote">
            <span>{t('wallet.vote.yourVote', { option: v.value, amount: formatUnits(v.amount) })}</span>{' '}
            {lockedUnits > 0n ? (
              <span data-testid="token-vote-locked">
                {item?.attributes.withdrawn_at
                  ? t('wallet.vote.withdrawn', { amount: formatUnits(v.locked_amount) })
                  : unlocksAt
                    ? t('wallet.vote.locked', {
                        amount: formatUnits(v.locked_amount),
                        date: mediumDateTime(unlocksAt, locale),
                      })
                    : t('wallet.vote.lockedNoDate', { amount: formatUnits(v.locked_amount) })}
              </span>
            ) : null}
            {withdrawable && id ? (
              <BusyButton
                className="button button-secondary"
                busy={busyId === id}
                onClick={() => void withdraw(id)}
                testId="token-vote-withdraw"
              >
                {t('wallet.frozen.withdraw')}
              </BusyButton>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
