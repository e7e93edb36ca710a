import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../kernel/alerts.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { BusyButton, HeadedSection } from '../../kernel/ui/FormBits.tsx';
import { ApiError } from '@tribune/api-client';
import { isSignatureRequired, walletErrorText, withdrawVote } from './api.ts';
import { useSubmissionOnce } from './pieces.tsx';
import { frozenTokensQuery, refreshWallet } from './queries.ts';
import { formatUnits } from './units.ts';
import { mediumDateTime } from '../../kernel/intl.ts';

/** Withdraws a vote's deposit (POST /v2/votes/{id}/withdraw), one key per attempt; reloads the wallet. */
export function useWithdraw(viewer: string | null, onDone?: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const once = useSubmissionOnce();
  const [busyId, setBusyId] = useState<string | null>(null);
  const withdraw = async (voteId: string) => {
    setBusyId(voteId);
    try {
      await once(voteId, (key) => withdrawVote(voteId, key));
      showAlert('success', { key: 'wallet.frozen.withdrawn' });
      onDone?.();
    } catch (err) {
      showAlert(
        'danger',
        isSignatureRequired(err)
          ? { key: 'wallet.access.withdrawNeedsAccess' }
          : { text: walletErrorText(err) ?? t('wallet.transactionError') },
      );
    } finally {
      setBusyId(null);
      await refreshWallet(queryClient, viewer);
    }
  };
  return { withdraw, busyId };
}

/** The frozen vote deposits (GET /v2/frozen_tokens) with their total and a Withdraw on the unlocked ones. */
export function FrozenTokensSection({ viewer }: { viewer: string | null }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useQuery(frozenTokensQuery(viewer));
  const { withdraw, busyId } = useWithdraw(viewer);
  // Until the server has the list (or with the chain off), the section stays out of the way.
  if (query.isError && query.error instanceof ApiError && query.error.status === 404) return null;
  return (
    <HeadedSection
      className="wallet-card wallet-frozen"
      headingId="wallet-frozen-title"
      testId="wallet-frozen-section"
      title={t('wallet.frozen.title')}
    >
      {query.isPending ? (
        <span className="skeleton skeleton-line" aria-busy="true" />
      ) : query.isError ? (
        <ErrorState message={t('wallet.frozen.loadError')} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="muted">{t('wallet.frozen.empty')}</p>
      ) : (
        <>
          <p data-testid="wallet-frozen-total">{t('wallet.frozen.total', { amount: formatUnits(query.data.total) })}</p>
          <ul className="wallet-frozen-list">
            {query.data.items.map((item) => {
              const a = item.attributes;
              const when = a.unlocks_at ? mediumDateTime(new Date(a.unlocks_at), locale) : null;
              return (
                <li key={item.id} data-testid="wallet-frozen-item">
                  <span>
                    {formatUnits(a.amount)} {t('wallet.tokens')}
                  </span>
                  <span className="muted">
                    {a.withdrawn_at
                      ? t('wallet.frozen.withdrawnState')
                      : when
                        ? t('wallet.frozen.unlocksAt', { date: when })
                        : t('wallet.frozen.locked')}
                  </span>
                  {a.withdrawable && !a.withdrawn_at ? (
                    <BusyButton
                      className="button button-secondary"
                      busy={busyId === item.id}
                      onClick={() => void withdraw(item.id)}
                    >
                      {t('wallet.frozen.withdraw')}
                    </BusyButton>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </HeadedSection>
  );
}
