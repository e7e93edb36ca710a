import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tribune/api-client';
import { showAlert } from '../../kernel/alerts.ts';
import { usePageMeta } from '../../kernel/meta.ts';
import { useSession } from '../../kernel/session/session.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { createHotWallet, errorCode, walletErrorText, type Transaction } from './api.ts';
import { BalanceCard } from './BalanceCard.tsx';
import { FrozenTokensSection } from './FrozenTokensSection.tsx';
import { balanceQuery, movePending, walletKeys } from './queries.ts';
import { SendForm } from './SendForm.tsx';
import { TransactionsSection } from './TransactionsSection.tsx';
import './wallet.css';

/**
 * The wallet page (`/{locale}/{wallet}`, protected): the balance with the address and its copy
 * button, the send form, the transactions and the frozen vote deposits; an empty state with
 * "Create your wallet" for a fan without one.
 */
export default function WalletPage() {
  const { t } = useTranslation();
  const session = useSession();
  usePageMeta({ title: t('wallet.title'), noCrawl: true });
  const user = session.user;
  const viewer = user?.id ?? null;
  return (
    <section className="page wallet-page" aria-labelledby="wallet-title" data-testid="wallet-page">
      <h1 id="wallet-title">{t('wallet.title')}</h1>
      {user?.wallet_address ? (
        <WalletContent viewer={viewer} address={user.wallet_address} />
      ) : (
        <CreateWallet viewer={viewer} />
      )}
    </section>
  );
}

function CreateWallet({ viewer }: { viewer: string | null }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      await createHotWallet();
      await session.refreshUser();
      await queryClient.invalidateQueries({ queryKey: walletKeys.balance(viewer) });
      showAlert('success', { key: 'wallet.created' });
    } catch (err) {
      setError(
        errorCode(err) === 'CHAIN_UNAVAILABLE'
          ? t('wallet.chainStarting')
          : (walletErrorText(err) ?? t('wallet.createError')),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="wallet-empty" data-testid="wallet-empty">
      <h2>{t('wallet.emptyTitle')}</h2>
      <p className="muted">{t('wallet.emptyText')}</p>
      {error ? (
        <p className="form-error" role="alert" data-testid="wallet-create-error">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="button"
        onClick={() => void create()}
        disabled={busy}
        aria-busy={busy}
        data-testid="wallet-create"
      >
        {busy ? t('wallet.creating') : t('wallet.create')}
      </button>
    </div>
  );
}

function WalletContent({ viewer, address }: { viewer: string | null; address: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const balance = useQuery(balanceQuery(viewer));
  // The send on its way, shown first in the list as pending until the server has answered.
  const [outgoing, setOutgoing] = useState<Transaction | null>(null);

  // Move-pending runs after each balance fetch (spec §4 Transaction).
  useEffect(() => {
    if (balance.dataUpdatedAt) void movePending(queryClient, viewer);
  }, [balance.dataUpdatedAt, queryClient, viewer]);

  if (balance.isError) {
    const code = errorCode(balance.error);
    if (code === 'NO_WALLET' || (balance.error instanceof ApiError && balance.error.status === 422)) {
      return (
        <p className="alert alert-info" role="status" data-testid="wallet-no-user">
          {t('wallet.noCurrentUser')}
        </p>
      );
    }
    return (
      <div data-testid="wallet-error">
        <ErrorState
          message={code === 'CHAIN_UNAVAILABLE' ? t('wallet.chainStarting') : t('wallet.loadError')}
          onRetry={() => void balance.refetch()}
        />
      </div>
    );
  }
  return (
    <>
      <BalanceCard address={address} balance={balance.data ?? null} />
      <SendForm viewer={viewer} balance={balance.data?.balance ?? null} address={address} onPending={setOutgoing} />
      <TransactionsSection viewer={viewer} address={address} outgoing={outgoing} />
      <FrozenTokensSection viewer={viewer} />
    </>
  );
}
