import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../kernel/shell-context.ts';
import { Dialog } from '../../kernel/ui/Dialog.tsx';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { MorePagesButton } from '../../kernel/ui/MorePagesButton.tsx';
import type { Transaction } from './api.ts';
import { PENDING_POLL_MS } from './constants.ts';
import { counterpartOf, directionOf, kindOf, shortAddress } from './logic.ts';
import { transactionQuery, transactionsQuery } from './queries.ts';
import { formatUnits } from './units.ts';
import { formatDateTime } from '../../kernel/intl.ts';
import { HeadedSection } from '../../kernel/ui/FormBits.tsx';

function formatTime(iso: string | null, locale: string): string {
  return iso ? formatDateTime(iso, locale) : '';
}

/** The status badge: pending, complete or failed. */
export function StatusBadge({ status }: { status: Transaction['attributes']['tx_status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`wallet-status wallet-status-${status}`} data-testid="wallet-tx-status">
      {t(`wallet.status.${status}`)}
    </span>
  );
}

/** The transactions, newest first, with a "Load more" and a detail dialog; pending ones are looked at again. */
export function TransactionsSection({
  viewer,
  address,
  outgoing,
}: {
  viewer: string | null;
  address: string;
  /** A send on its way, shown first as pending. */
  outgoing: Transaction | null;
}) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useInfiniteQuery({
    ...transactionsQuery(viewer),
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.items.some((i) => i.attributes.tx_status === 'pending'))
        ? PENDING_POLL_MS
        : false,
  });
  const items = [...(outgoing ? [outgoing] : []), ...(query.data?.pages.flatMap((p) => p.items) ?? [])];
  return (
    <HeadedSection
      className="wallet-card wallet-transactions"
      headingId="wallet-tx-title"
      testId="wallet-transactions"
      title={t('wallet.transactions.title')}
    >
      {query.isPending ? (
        <div aria-busy="true" className="wallet-skeletons">
          {[0, 1, 2].map((i) => (
            <span key={i} className="skeleton skeleton-line" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState message={t('wallet.transactions.loadError')} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="muted" data-testid="wallet-tx-empty">
          {t('wallet.transactions.empty')}
        </p>
      ) : (
        <ul className="wallet-tx-list">
          {items.map((tx) => {
            const direction = directionOf(tx, address);
            const other = counterpartOf(tx, direction);
            const placeholder = tx.id.startsWith('pending-');
            const kind = kindOf(tx.attributes.event_name);
            const amount = formatUnits(tx.attributes.amount);
            const label =
              kind !== 'send'
                ? t(`wallet.transactions.kinds.${kind}`, { amount })
                : other
                  ? t(`wallet.transactions.${direction}`, { amount, other: shortAddress(other) })
                  : t('wallet.transactions.other', { amount });
            const body = (
              <>
                <span className={`wallet-tx-amount wallet-tx-${direction}`}>
                  {direction === 'received' ? '+' : direction === 'sent' ? '−' : ''}
                  {formatUnits(tx.attributes.amount)}
                </span>
                <span className="wallet-tx-main">
                  <span>{label}</span>
                  <time className="muted" dateTime={tx.attributes.created_at}>
                    {formatTime(tx.attributes.created_at, locale)}
                  </time>
                </span>
                <StatusBadge status={tx.attributes.tx_status} />
              </>
            );
            return (
              <li key={tx.id} data-testid="wallet-tx" data-direction={direction}>
                {placeholder ? (
                  <div className="wallet-tx-row">{body}</div>
                ) : (
                  <button type="button" className="wallet-tx-row" onClick={() => setOpenId(tx.id)}>
                    {body}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <MorePagesButton query={query} label={t('wallet.transactions.more')} />
      {openId ? (
        <TransactionDialog id={openId} viewer={viewer} address={address} onClose={() => setOpenId(null)} />
      ) : null}
    </HeadedSection>
  );
}

function TransactionDialog({
  id,
  viewer,
  address,
  onClose,
}: {
  id: string;
  viewer: string | null;
  address: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useQuery({
    ...transactionQuery(id, viewer),
    refetchInterval: (q) => (q.state.data?.attributes.tx_status === 'pending' ? PENDING_POLL_MS : false),
  });
  const tx = query.data;
  return (
    <Dialog open title={t('wallet.transactions.detailTitle')} onClose={onClose} testId="wallet-tx-dialog">
      {query.isPending ? (
        <span className="skeleton skeleton-line" aria-busy="true" />
      ) : query.isError || !tx ? (
        <ErrorState message={t('wallet.transactions.loadErrorOne')} onRetry={() => void query.refetch()} />
      ) : (
        <dl className="wallet-tx-detail">
          <dt>{t('wallet.transactions.amount')}</dt>
          <dd>
            {formatUnits(tx.attributes.amount)} {t('wallet.tokens')}
          </dd>
          <dt>{t('wallet.transactions.direction')}</dt>
          <dd>{t(`wallet.transactions.directions.${directionOf(tx, address)}`)}</dd>
          <dt>{t('wallet.transactions.status')}</dt>
          <dd>
            <StatusBadge status={tx.attributes.tx_status} />
          </dd>
          <dt>{t('wallet.transactions.from')}</dt>
          <dd>
            <code>{tx.attributes.from ?? '—'}</code>
          </dd>
          <dt>{t('wallet.transactions.to')}</dt>
          <dd>
            <code>{tx.attributes.to ?? '—'}</code>
          </dd>
          <dt>{t('wallet.transactions.hash')}</dt>
          <dd>
            <code className="wallet-hash">{tx.attributes.tx_hash ?? '—'}</code>
          </dd>
          <dt>{t('wallet.transactions.created')}</dt>
          <dd>{formatTime(tx.attributes.created_at, locale)}</dd>
          {tx.attributes.completed_at ? (
            <>
              <dt>{t('wallet.transactions.completed')}</dt>
              <dd>{formatTime(tx.attributes.completed_at, locale)}</dd>
            </>
          ) : null}
          {tx.attributes.error ? (
            <>
              <dt>{t('wallet.transactions.error')}</dt>
              <dd>{tx.attributes.error}</dd>
            </>
          ) : null}
        </dl>
      )}
    </Dialog>
  );
}
