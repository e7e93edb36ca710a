import { useId, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../kernel/alerts.ts';
import { useSession } from '../../kernel/session/session.ts';
import {
  fetchProfileWalletAddress,
  isSignatureRequired,
  sendTokens,
  walletErrorText,
  type Recipient,
  type Transaction,
} from './api.ts';
import { walletErrorMessage } from './browser-wallet/errors.ts';
import { useWallet, WalletCancelledError } from './frame/WalletContext.tsx';
import { answerMayBeLost, SubmissionKey } from './idempotency.ts';
import { refreshWallet, walletAccessQuery } from './queries.ts';
import { walletAccessInput } from './WalletAccessSection.tsx';
import { RecipientField, type RecipientChoice } from './RecipientField.tsx';
import { formatUnits } from './units.ts';
import { readAmount } from './logic.ts';
import { TokenAmountField } from './pieces.tsx';
import { BusyButton, FormError } from '../../kernel/ui/FormBits.tsx';

function recipientOf(choice: NonNullable<RecipientChoice>): Recipient {
  return choice.kind === 'user' ? { to_user_slug: choice.user.attributes.slug } : { to_address: choice.address };
}

/** A placeholder row shown as pending while the send is on its way (replaced by the server's record). */
function pendingRow(id: string, amount: bigint, to: string | null, from: string | null): Transaction {
  return {
    id,
    type: 'transaction',
    attributes: {
      tx_hash: null,
      event_name: 'Sent',
      ordered_nft_id: null,
      tx_status: 'pending',
      option: null,
      amount: amount.toString(),
      to,
      from,
      error: null,
      created_at: new Date().toISOString(),
      completed_at: null,
    },
  };
}

/** Thrown when the chosen fan has no wallet address to sign a transfer to. */
class NoRecipientWallet extends Error {}

/**
 * Send tokens (docs/WALLET.md "Signing"): a hot wallet's send, or a self-custody fan's whose admin is
 * operator, is the server's; otherwise the fan signs `transfer(to, amount)` in the wallet frame
 * (also when the server answers 422 SIGNATURE_REQUIRED because the state changed meanwhile): recipient by name or
 * address, amount in tokens × 1e8, one Idempotency-Key per submission, reused when the same
 * submission is retried after a lost answer. The send shows as pending in the list until answered.
 */
export function SendForm({
  viewer,
  balance,
  address,
  onPending,
}: {
  viewer: string | null;
  balance: string | null;
  address: string;
  /** Told the row to show as pending while the send is on its way, and null once it is answered. */
  onPending: (row: Transaction | null) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const amountId = useId();
  const errorId = useId();
  const [recipient, setRecipient] = useState<RecipientChoice>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<{ field: 'recipient' | 'amount' | 'form'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const keys = useRef(new SubmissionKey());
  const session = useSession();
  const wallet = useWallet();
  const accessInput = walletAccessInput(session.user);
  const access = useQuery(walletAccessQuery(viewer, accessInput));
  // Known not to be operator: sign at once; unknown: try the server, which says SIGNATURE_REQUIRED if needed.
  const signFirst = accessInput !== null && access.data?.operator === false;

  /** The fan signs the transfer in the frame (or the browser wallet). */
  const signTransfer = async (choice: NonNullable<RecipientChoice>, units: bigint) => {
    const token = session.user?.token_contract;
    if (!token) throw new Error(t('wallet.noCurrentUser'));
    const to =
      choice.kind === 'address' ? choice.address : await fetchProfileWalletAddress(choice.user.attributes.slug);
    if (!to) throw new NoRecipientWallet(t('wallet.send.noRecipientWallet'));
    await wallet.signTransaction({
      contractName: 'token',
      contractAddress: token,
      functionName: 'transfer',
      parameters: [to, units.toString()],
    });
  };
  const sent = () => {
    showAlert('success', { key: 'wallet.send.sent' });
    setRecipient(null);
    setAmount('');
    setFormKey((k) => k + 1);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!recipient) {
      setError({ field: 'recipient', text: t('wallet.send.recipientRequired') });
      return;
    }
    const read = readAmount(amount, balance);
    if ('problem' in read) {
      setError({ field: 'amount', text: t(read.problem) });
      return;
    }
    const { units } = read;
    const to = recipientOf(recipient);
    const key = keys.current.for(JSON.stringify([to, units.toString()]));
    onPending(pendingRow(`pending-${key}`, units, recipient.kind === 'address' ? recipient.address : null, address));
    setBusy(true);
    setError(null);
    try {
      if (signFirst) {
        await signTransfer(recipient, units);
        sent();
        return;
      }
      let tx: Transaction;
      try {
        tx = await sendTokens(units, to, key);
      } catch (err) {
        if (!isSignatureRequired(err)) throw err;
        keys.current.settle();
        await signTransfer(recipient, units);
        sent();
        return;
      }
      keys.current.settle();
      if (tx.attributes.tx_status === 'failed') {
        setError({ field: 'form', text: tx.attributes.error ?? t('wallet.transactionError') });
      } else {
        sent();
      }
    } catch (err) {
      if (!answerMayBeLost(err)) keys.current.settle();
      if (err instanceof WalletCancelledError) return;
      setError({
        field: 'form',
        text:
          walletErrorText(err) ??
          (err instanceof NoRecipientWallet ? err.message : walletErrorMessage(err, t) || t('wallet.transactionError')),
      });
    } finally {
      await refreshWallet(queryClient, viewer);
      onPending(null);
      setBusy(false);
    }
  };

  const amountInvalid = error?.field === 'amount';
  return (
    <form className="wallet-card wallet-send" onSubmit={(e) => void submit(e)} noValidate data-testid="wallet-send">
      <h2>{t('wallet.send.title')}</h2>
      <RecipientField
        key={formKey}
        value={recipient}
        onChange={(choice) => {
          setRecipient(choice);
          if (error?.field === 'recipient') setError(null);
        }}
        invalid={error?.field === 'recipient'}
        describedBy={error?.field === 'recipient' ? errorId : undefined}
      />
      <TokenAmountField
        label={t('wallet.send.amount')}
        id={amountId}
        value={amount}
        invalid={amountInvalid}
        describedBy={amountInvalid ? errorId : `${amountId}-hint`}
        testId="wallet-amount"
        onChange={(value) => {
          setAmount(value);
          if (amountInvalid) setError(null);
        }}
      >
        {balance !== null ? (
          <p id={`${amountId}-hint`} className="field-hint muted">
            {t('wallet.send.available', { amount: formatUnits(balance) })}
          </p>
        ) : null}
      </TokenAmountField>
      <FormError id={errorId} testId="wallet-send-error">
        {error ? error.text : null}
      </FormError>
      <BusyButton type="submit" busy={busy} testId="wallet-send-submit">
        {busy ? t('wallet.send.sending') : t('wallet.send.submit')}
      </BusyButton>
    </form>
  );
}
