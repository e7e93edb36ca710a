import { useTranslation } from 'react-i18next';
import type { Balance } from './api.ts';
import { CopyAddress } from './CopyAddress.tsx';
import { formatUnits, toBigInt } from './units.ts';

/** The balance in tokens (÷ 1e8), the frozen part, the address with its copy button. */
export function BalanceCard({ address, balance }: { address: string; balance: Balance | null }) {
  const { t } = useTranslation();
  return (
    <div className="wallet-card wallet-balance" aria-busy={balance === null} data-testid="wallet-balance-card">
      <p className="wallet-label">{t('wallet.balance')}</p>
      {balance === null ? (
        <span className="skeleton wallet-amount-skeleton" aria-hidden="true" />
      ) : (
        <p className="wallet-amount">
          <span data-testid="wallet-balance">{formatUnits(balance.balance)}</span>{' '}
          <span className="wallet-unit">{t('wallet.tokens')}</span>
        </p>
      )}
      {balance && toBigInt(balance.frozen) > 0n ? (
        <p className="muted" data-testid="wallet-frozen">
          {t('wallet.frozenPart', { amount: formatUnits(balance.frozen) })}
        </p>
      ) : null}
      <p className="wallet-address">
        <span className="wallet-label">{t('wallet.address')}</span> <code data-testid="wallet-address">{address}</code>
      </p>
      <CopyAddress address={address} />
    </div>
  );
}
