/**
 * One NFT transfer out, start to end (docs/NFTS.md "Transfer out", web): the balance check (skipped
 * silently without the collection's contract, the network or the wallet), the pass, and for a
 * self-custody wallet the chain switch, the wallet's `transferWithPass` and `transferSuccess`.
 * Every step reports to the transfer store under its run; a reset (a route change) ends the run.
 */
import { ApiError } from '@tribune/api-client';
import { apiErrorText } from '../../../kernel/api-answers.ts';
import {
  ensureWalletChain,
  readNftBalance,
  walletFailureText,
  type WalletApi,
  type WalletNetwork,
} from '../../wallet/index.ts';
import { reportTransferSuccess, requestTransfer, type NftTransfer } from './api.ts';
import { transferStore } from './store.ts';

export interface TransferRun {
  nftId: string;
  amount: number;
  target: string;
  /** The collection's CommunityNFT address (empty while the chain is not up). */
  contract: string | null;
  network: WalletNetwork | null;
  user: { id: string; wallet_address?: string | null; uses_hotwallet?: boolean };
  wallet: WalletApi;
  idempotencyKey: string;
  t: (key: string, vars?: Record<string, unknown>) => string;
}

/** The pass's fields in order, then its signature: the frame's `transferWithPass` parameters. */
export function passParameters(pass: NftTransfer): string[] {
  const a = pass.attributes;
  return [a.from, a.to, a.token_id, String(a.amount), a.nonce, String(a.valid_until_unix), a.signature];
}

/** Runs one transfer; resolves when it has ended (succeeded, failed, or reset). */
export async function runTransfer(input: TransferRun): Promise<void> {
  const { t } = input;
  const run = transferStore.dispatch({ type: 'start', nftId: input.nftId, target: input.target }).run;
  const fail = (message: string) => transferStore.dispatch({ type: 'failed', run, message });
  const alive = () => transferStore.get().run === run;
  const network = input.network;
  if (!network) return void fail(t('nfts.transfer.noNetwork'));

  // The balance on the chain, when everything it needs is there (skipped silently otherwise).
  const holder = input.user.wallet_address;
  if (input.contract && network.rpcUrl && holder) {
    const held = await readNftBalance(network.rpcUrl, input.contract, holder, input.nftId).catch(() => null);
    if (held !== null && held < BigInt(input.amount)) return void fail(t('nfts.transfer.notEnough'));
  }
  if (!alive()) return;

  let pass: NftTransfer;
  try {
    pass = await requestTransfer(
      { nftId: input.nftId, amount: input.amount, target: input.target, networkId: String(network.chainId) },
      input.idempotencyKey,
    );
  } catch (error) {
    return void fail(
      apiErrorText(error) ?? (error instanceof ApiError ? t('nfts.transfer.failedGeneric') : t('nfts.error')),
    );
  }
  if (!alive()) return;
  const a = pass.attributes;
  if (a.submitted_by_server) {
    // The server sent it from the hot wallet in the same call.
    if (a.status === 'used') return void transferStore.dispatch({ type: 'succeeded', run });
    if (a.status === 'issued') return void transferStore.dispatch({ type: 'succeeded', run, pending: true });
    return void fail(t('nfts.transfer.failedGeneric'));
  }

  let hash: string;
  try {
    await ensureWalletChain(network, a.chain_id, input.user.id);
    if (!alive()) return;
    transferStore.dispatch({ type: 'phase', run, phase: 'signing' });
    ({ hash } = await input.wallet.signTransaction({
      contractName: 'nft',
      contractAddress: a.contract_address,
      functionName: 'transferWithPass',
      parameters: passParameters(pass),
    }));
  } catch (error) {
    return void fail(walletFailureText(error, t));
  }
  if (!alive()) return;
  // Told to the server (transferSuccess), which checks the receipt for the pass's PassUsed; while
  // our node has no receipt yet, the transfer waits for it.
  transferStore.dispatch({ type: 'phase', run, phase: 'submitting' });
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      await reportTransferSuccess(pass.id, hash);
      return void transferStore.dispatch({ type: 'succeeded', run });
    } catch (error) {
      const text = apiErrorText(error);
      // Not mined yet as our node sees it: ask again shortly.
      if (!(error instanceof ApiError) || !text || !/receipt/i.test(text) || !alive()) {
        return void fail(text ?? t('nfts.transfer.failedGeneric'));
      }
      transferStore.dispatch({ type: 'phase', run, phase: 'waiting' });
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  fail(t('nfts.transfer.failedGeneric'));
}
