/**
 * What the NFT transfer out needs of the wallet (docs/NFTS.md "Transfer out", web): the chain the
 * fan's wallet is on made the pass's chain, a holder's copies read on the chain, and a failure of the
 * wallet in its friendly words.
 */
import type { WalletNetwork } from './api.ts';
import {
  BrowserWalletError,
  requireProvider,
  switchToChain,
  usesBrowserWallet,
  WRONG_CHAIN,
} from './browser-wallet/ethereum.ts';
import { walletErrorMessage } from './browser-wallet/errors.ts';
import { chainIdHex, rpc, SELECTORS } from './frame/chain.ts';
import { WalletCancelledError } from './frame/types.ts';

/**
 * Switches the fan's wallet to `chainId` when needed: a browser wallet with
 * `wallet_switchEthereumChain` (then `eth_chainId` must equal it, in hexadecimal), the frame by the
 * network it signs on (our JSON-RPC's `eth_chainId`); anything else is 'Failed to switch to correct chain'.
 */
export async function ensureWalletChain(network: WalletNetwork, chainId: number, userId: string | null): Promise<void> {
  const target = chainIdHex(chainId);
  if (usesBrowserWallet(userId)) {
    await switchToChain(requireProvider(), { ...network, chainId });
    return;
  }
  const current = await rpc(network.rpcUrl, 'eth_chainId', []).catch(() => null);
  if (typeof current !== 'string' || chainIdHex(current) !== target) {
    throw new BrowserWalletError(WRONG_CHAIN, 'wallet.browser.wrongChain');
  }
}

/** `balanceOf(holder, id)` of an ERC-1155 contract, read through the network's JSON-RPC. */
export async function readNftBalance(rpcUrl: string, contract: string, holder: string, id: string): Promise<bigint> {
  if (!/^0x[0-9a-fA-F]{40}$/.test(holder) || !/^\d+$/.test(id)) throw new Error('Invalid balance read');
  const data =
    SELECTORS['balanceOf(address,uint256)'] +
    holder.slice(2).toLowerCase().padStart(64, '0') +
    BigInt(id).toString(16).padStart(64, '0');
  const result = await rpc(rpcUrl, 'eth_call', [{ to: contract, data }, 'latest']);
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]+$/.test(result)) throw new Error('Unexpected result');
  return BigInt(result);
}

/**
 * A wallet's failure as the fan reads it: closed before confirming, the fixed browser-wallet texts
 * ('Failed to switch to correct chain', 'MetaMask is not installed'), the wallet error table's
 * friendly text with the wallet's own message, or the frame's words.
 */
export function walletFailureText(error: unknown, t: (key: string) => string): string {
  if (error instanceof WalletCancelledError) return t('wallet.signCancelled');
  if (error instanceof BrowserWalletError) return t(error.key);
  return walletErrorMessage(error, t) || t('wallet.transactionError');
}
