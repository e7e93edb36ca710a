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
import { balanceQuery, movePending, walletKeys, walletNetworkQuery } from './queries.ts';
import { BrowserWalletError, injectedProvider } from './browser-wallet/ethereum.ts';
import { walletErrorMessage, walletErrorParts } from './browser-wallet/errors.ts';
import { useWallet, WalletCancelledError } from './frame/WalletContext.tsx';
import { WalletAccessSection } from './WalletAccessSection.tsx';
import { SendForm } from './SendForm.tsx';
import { TransactionsSection } from './TransactionsSection.tsx';
import './wallet.css';
import { FormError } from '../../kernel/ui/FormBits.tsx';

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
  const wallet = useWallet();
  const [busy, setBusy] = useState<'own' | 'club' | 'browser' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (kind: 'own' | 'club' | 'browser', action: () => Promise<unknown>, fallback: string) => {
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (err) {
      if (!(err instanceof WalletCancelledError)) setError(createErrorText(err, t, fallback));
    } finally {
      setBusy(null);
    }
  };
  const createHot = () =>
    run(
      'club',
      async () => {
        await createHotWallet();
        await session.refreshUser();
        await queryClient.invalidateQueries({ queryKey: walletKeys.balance(viewer) });
        showAlert('success', { key: 'wallet.created' });
      },
      t('wallet.createError'),
    );
  const createOwn = () =>
    run(
      'own',
      async () => {
        await wallet.createWallet();
        await session.refreshUser();
      },
      t('wallet.createError'),
    );
  const connectBrowser = () =>
    run(
      'browser',
      async () => {
        if (!viewer) return;
        const network = await queryClient.fetchQuery(walletNetworkQuery);
        if (!network) throw new Error(t('wallet.chainStarting'));
        const { linkBrowserWallet } = await import('./browser-wallet/browser-wallet.ts');
        await linkBrowserWallet(viewer, network);
        await session.refreshUser();
        await queryClient.invalidateQueries({ queryKey: walletKeys.balance(viewer) });
        showAlert('success', { key: 'wallet.created' });
      },
      t('wallet.browser.linkError'),
    );
  return (
    <div className="wallet-empty" data-testid="wallet-empty">
      <h2>{t('wallet.emptyTitle')}</h2>
      <p className="muted">{t('wallet.emptyText')}</p>
      <FormError testId="wallet-create-error">{error}</FormError>
      <ul className="wallet-choices">
        {(
          [
            { id: 'own', onClick: createOwn, label: t('wallet.choice.own'), text: t('wallet.choice.ownText') },
            {
              id: 'club',
              onClick: createHot,
              label: busy === 'club' ? t('wallet.creating') : t('wallet.choice.club'),
              text: t('wallet.choice.clubText'),
              testId: 'wallet-create',
            },
            {
              id: 'browser',
              onClick: connectBrowser,
              label: t('wallet.choice.browser'),
              text: hasInjectedWallet ? t('wallet.choice.browserText') : t('wallet.choice.browserMissing'),
              testId: 'wallet-connect-browser',
            },
          ] as const
        ).map((choice, i) => (
          <li key={choice.id}>
            <button
              type="button"
              className={i === 0 ? 'button' : 'button button-secondary'}
              onClick={() => void choice.onClick()}
              disabled={busy !== null}
              aria-busy={busy === choice.id}
              aria-describedby={`wallet-choice-${choice.id}`}
              data-testid={'testId' in choice ? choice.testId : `wallet-create-${choice.id}`}
            >
              {choice.label}
            </button>
            <p id={`wallet-choice-${choice.id}`} className="muted">
              {choice.text}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

const hasInjectedWallet = typeof window !== 'undefined' && injectedProvider() !== null;

/** The text of a failed wallet creation or link: fixed texts, wallet error codes, server errors. */
function createErrorText(err: unknown, t: (key: string) => string, fallback: string): string {
  if (err instanceof BrowserWalletError) return t(err.key);
  if (errorCode(err) === 'CHAIN_UNAVAILABLE') return t('wallet.chainStarting');
  if (errorCode(err) === 'CONFLICT') return walletErrorText(err) ?? t('wallet.browser.conflict');
  const server = walletErrorText(err);
  if (server) return server;
  const { code, message } = walletErrorParts(err);
  if (code !== null) return walletErrorMessage(err, t);
  return message || fallback;
}

function WalletContent({ viewer, address }: { viewer: string | null; address: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const balance = useQuery(balanceQuery(viewer));
  // The send on its way, shown first in the list as pending until the server has answered.
  const [outgoing, setOutgoing] = useState<Transaction | null>(null);

  // Move-pending runs after each balance fetch (docs/CHAIN.md "Balance, transactions from a hash, admin chain API, demo funding, figures").
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
      <WalletAccessSection />
      <SendForm viewer={viewer} balance={balance.data?.balance ?? null} address={address} onPending={setOutgoing} />
      <TransactionsSection viewer={viewer} address={address} outgoing={outgoing} />
      <FrozenTokensSection viewer={viewer} />
    </>
  );
}
