import { fetchLinkMessage, linkSelfCustodyWallet, type LinkedWallet, type WalletNetwork } from '../api.ts';
import type { WalletCall } from '../frame/protocol.ts';
import {
  connectAccount,
  personalSign,
  rememberBrowserWallet,
  requireProvider,
  sendContractCall,
  switchToChain,
} from './ethereum.ts';

/**
 * Links a browser wallet (EIP-1193) to the signed-in fan: connect, switch to our chain, sign the
 * server's link message with `personal_sign`, POST the signature; then this device remembers that
 * the fan signs with the extension.
 */
export async function linkBrowserWallet(userId: string, network: WalletNetwork): Promise<LinkedWallet> {
  const provider = requireProvider();
  const address = await connectAccount(provider);
  await switchToChain(provider, network);
  const message = await fetchLinkMessage(address);
  const signature = await personalSign(provider, message, address);
  const linked = await linkSelfCustodyWallet(address, signature);
  rememberBrowserWallet(userId);
  return linked;
}

/** Sends a contract call from the fan's browser wallet (on our chain); resolves the hash. */
export async function sendWithBrowserWallet(from: string, network: WalletNetwork, call: WalletCall): Promise<string> {
  const provider = requireProvider();
  await connectAccount(provider);
  await switchToChain(provider, network);
  return sendContractCall(provider, from, call);
}
