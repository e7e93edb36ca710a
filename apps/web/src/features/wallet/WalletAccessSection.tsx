import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../kernel/alerts.ts';
import { useSession, type CurrentUser } from '../../kernel/session/session.ts';
import { walletErrorMessage } from './browser-wallet/errors.ts';
import { useWallet, WalletCancelledError } from './frame/WalletContext.tsx';
import { walletAccessQuery, type WalletAccessInput } from './queries.ts';
import { BusyButton, FormError } from '../../kernel/ui/FormBits.tsx';

/** The addresses the access section needs, for a self-custody fan only (null for hot wallets). */
export function walletAccessInput(user: CurrentUser | null): WalletAccessInput | null {
  if (!user || user.uses_hotwallet || !user.wallet_address || !user.admin_wallet_address || !user.token_contract) {
    return null;
  }
  return {
    wallet: user.wallet_address,
    admin: user.admin_wallet_address,
    token: user.token_contract,
    nft: user.nft_address ?? null,
  };
}

/**
 * "Manage Wallet Access" (docs/WALLET.md "Signing"): whether the club's admin wallet may send for a
 * self-custody fan (operator of the fan's tokens), with Grant or Revoke in the wallet frame.
 * Grant also asks for the NFT approval when it is missing. Hot-wallet fans never see it.
 */
export function WalletAccessSection() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const wallet = useWallet();
  const viewer = session.user?.id ?? null;
  const input = walletAccessInput(session.user);
  const access = useQuery(walletAccessQuery(viewer, input));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!input) return null;

  const change = async (grant: boolean) => {
    setBusy(true);
    setError(null);
    try {
      if (access.data?.operator !== grant) await wallet.setOperator(grant);
      if (grant && access.data?.nftApproved === false && input.nft) {
        await wallet.signTransaction({
          contractName: 'nft',
          contractAddress: input.nft,
          functionName: 'setApprovalForAll',
          parameters: [input.admin, true],
        });
      }
      showAlert('success', { key: grant ? 'wallet.access.granted' : 'wallet.access.revoked' });
    } catch (err) {
      if (!(err instanceof WalletCancelledError)) setError(walletErrorMessage(err, t) || t('wallet.transactionError'));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: walletAccessQuery(viewer, input).queryKey });
    }
  };

  const granted = access.data?.operator === true && access.data.nftApproved;
  return (
    <section
      id="wallet-access"
      className="wallet-card wallet-access"
      aria-labelledby="wallet-access-title"
      data-testid="wallet-access"
    >
      <h2 id="wallet-access-title">{t('wallet.modal.manage')}</h2>
      <p className="muted">{t('wallet.access.text')}</p>
      <p role="status" data-testid="wallet-access-state">
        {access.isPending
          ? t('wallet.access.checking')
          : access.isError
            ? t('wallet.access.unknown')
            : access.data.operator
              ? t('wallet.access.on')
              : t('wallet.access.off')}
      </p>
      <FormError testId="wallet-access-error">{error}</FormError>
      <div className="wallet-access-actions">
        {!granted ? (
          <BusyButton
            busy={busy}
            disabled={busy || access.isPending}
            onClick={() => void change(true)}
            testId="wallet-access-grant"
          >
            {t('wallet.access.grant')}
          </BusyButton>
        ) : null}
        {access.data?.operator || access.isError ? (
          <BusyButton
            className="button button-secondary"
            busy={busy}
            onClick={() => void change(false)}
            testId="wallet-access-revoke"
          >
            {t('wallet.access.revoke')}
          </BusyButton>
        ) : null}
      </div>
    </section>
  );
}
