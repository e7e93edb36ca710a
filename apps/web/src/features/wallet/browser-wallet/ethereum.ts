import { chainIdHex, encodeCall } from '../frame/chain.ts';
import type { WalletCall } from '../frame/protocol.ts';
import type { WalletNetwork } from '../api.ts';

/** An EIP-1193 provider (MetaMask and friends) as `window.ethereum`. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** docs/WALLET.md "The browser-wallet path", verbatim (translated as `wallet.browser.notInstalled`). */
export const NOT_INSTALLED = 'MetaMask is not installed';
/** docs/WALLET.md "The browser-wallet path", verbatim (translated as `wallet.browser.wrongChain`). */
export const WRONG_CHAIN = 'Failed to switch to correct chain';

/** A failure of the browser-wallet path that has a fixed text; `key` translates it. */
export class BrowserWalletError extends Error {
  constructor(
    message: string,
    readonly key: string,
  ) {
    super(message);
    this.name = 'BrowserWalletError';
  }
}

/** The injected provider, or null. */
export function injectedProvider(): Eip1193Provider | null {
  if (typeof window === 'undefined') return null;
  const eth = (window as Window & { ethereum?: Eip1193Provider }).ethereum;
  return eth && typeof eth.request === 'function' ? eth : null;
}

/** The injected provider, or 'MetaMask is not installed'. */
export function requireProvider(): Eip1193Provider {
  const provider = injectedProvider();
  if (!provider) throw new BrowserWalletError(NOT_INSTALLED, 'wallet.browser.notInstalled');
  return provider;
}

/** `eth_requestAccounts`: the first account the fan allows. */
export async function connectAccount(provider: Eip1193Provider): Promise<string> {
  const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as unknown;
  const first = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof first !== 'string') throw new BrowserWalletError(NOT_INSTALLED, 'wallet.browser.notInstalled');
  return first;
}

/**
 * Switches the wallet to our chain (`wallet_switchEthereumChain` with the id in hex; on 4902, an
 * unknown chain, `wallet_addEthereumChain` with the network's parameters), then checks
 * `eth_chainId`: anything else is 'Failed to switch to correct chain'.
 */
export async function switchToChain(provider: Eip1193Provider, network: WalletNetwork): Promise<void> {
  const chainId = chainIdHex(network.chainId);
  const current = await provider.request({ method: 'eth_chainId' }).catch(() => null);
  if (typeof current === 'string' && current.toLowerCase() === chainId) return;
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 4902) throw error;
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.chainName,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: [new URL(network.rpcUrl, window.location.origin).toString()],
          ...(network.blockExplorerUrl ? { blockExplorerUrls: [network.blockExplorerUrl] } : {}),
        },
      ],
    });
  }
  const after = await provider.request({ method: 'eth_chainId' });
  if (typeof after !== 'string' || after.toLowerCase() !== chainId) {
    throw new BrowserWalletError(WRONG_CHAIN, 'wallet.browser.wrongChain');
  }
}

/** `personal_sign` of a UTF-8 message by `address`. */
export async function personalSign(provider: Eip1193Provider, message: string, address: string): Promise<string> {
  const signature = await provider.request({ method: 'personal_sign', params: [message, address] });
  if (typeof signature !== 'string') throw new Error('No signature');
  return signature;
}

/** `eth_sendTransaction` of a contract call from `from`; resolves the transaction hash. */
export async function sendContractCall(provider: Eip1193Provider, from: string, call: WalletCall): Promise<string> {
  const data = encodeCall(call.functionName, call.parameters);
  const hash = await provider.request({
    method: 'eth_sendTransaction',
    params: [{ from, to: call.contractAddress, data }],
  });
  if (typeof hash !== 'string') throw new Error('No transaction hash');
  return hash;
}

const KIND_KEY = 'tribune-wallet-kind';

/** Remembers on this device that `userId` signs with the browser wallet (not the frame). */
export function rememberBrowserWallet(userId: string): void {
  try {
    const kinds = readKinds();
    kinds[userId] = 'browser';
    window.localStorage.setItem(KIND_KEY, JSON.stringify(kinds));
  } catch {
    // No storage: signatures go to the frame, which answers that it holds no key.
  }
}

/** Whether `userId` signs with the browser wallet on this device. */
export function usesBrowserWallet(userId: string | null): boolean {
  return userId !== null && readKinds()[userId] === 'browser';
}

function readKinds(): Record<string, string> {
  try {
    const raw = window.localStorage.getItem(KIND_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}
