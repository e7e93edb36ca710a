import { WALLET_CREATE_MODAL_FLAG } from '@tribune/domain';

/** Whether the wallet-creation prompt was already shown on this device (flag 'wallet-create-modal-show'). */
export function walletPromptShown(): boolean {
  try {
    return window.localStorage.getItem(WALLET_CREATE_MODAL_FLAG) !== null;
  } catch {
    // No storage: never nag on every visit.
    return true;
  }
}

/** Remembers that the prompt was shown. */
export function rememberWalletPromptShown(): void {
  try {
    window.localStorage.setItem(WALLET_CREATE_MODAL_FLAG, 'true');
  } catch {
    // Nothing to remember it in.
  }
}

/** docs/WALLET.md "The wallet-creation prompt": once, for a signed-in user without a wallet, when the instance encourages wallet creation. */
export function shouldShowWalletPrompt(input: {
  signedIn: boolean;
  hasWallet: boolean;
  encourage: boolean;
  alreadyShown: boolean;
  /** The intro slides are still to come (welcomed_at null): they go first. */
  introPending: boolean;
}): boolean {
  return input.signedIn && !input.hasWallet && input.encourage && !input.alreadyShown && !input.introPending;
}
