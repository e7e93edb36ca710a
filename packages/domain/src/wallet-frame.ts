/**
 * The wallet frame's protocol (issue #16): the paths and query
 * parameters the app opens it with and the messages both sides exchange by `postMessage`.
 * Shared by `apps/wallet` (the frame) and `apps/web` (its parent); see docs/WALLET.md.
 */

/** Where the server serves the frame by default (`WALLET_FRAME_URL` overrides it in production). */
export const WALLET_FRAME_PATH = '/wallet-frame';

/** The frame's pages (docs/WALLET.md "The frame"). */
export const WALLET_FRAME_PAGES = [
  'create-wallet',
  'start-create-wallet',
  'transaction',
  'set-operator',
  'logout',
] as const;
export type WalletFramePage = (typeof WALLET_FRAME_PAGES)[number];

/** Query parameters (docs/WALLET.md "The frame"), verbatim. */
export const WALLET_FRAME_QUERY = {
  customizerUrl: 'customizer-url',
  returnUrl: 'return-url',
  accessToken: 'access-token',
  locale: 'locale',
  isNative: 'is-native',
  blockchainUrl: 'blockchain-url',
  contractName: 'contract-name',
  contractAddress: 'contract-address',
  functionName: 'function-name',
  parameters: 'parameters',
  adminAddress: 'admin-address',
  shouldBeOperator: 'should-be-operator',
} as const;

/** Every key the frame stores through its parent starts with this (docs/WALLET.md "The frame"). */
export const WALLET_STORAGE_PREFIX = '@ncw/';
/** The frame's encrypted wallet entry (the parent scopes it per signed-in user). */
export const WALLET_STORAGE_KEY = '@ncw/wallet';
/** The longest value the parent stores for the frame. */
export const WALLET_STORAGE_MAX_VALUE = 16 * 1024;

/** The frame's first height before it reports its own (docs/WALLET.md "The frame"). */
export const WALLET_FRAME_INITIAL_HEIGHT = 300;
/** The modal closes this long after a successful `transactionComplete` (docs/WALLET.md "Signing"). */
export const WALLET_CLOSE_AFTER_SUCCESS_MS = 100;
/** A hot-wallet user is reloaded this long after `wallet-creation-success=true` (docs/WALLET.md "The wallet-creation prompt"). */
export const WALLET_CREATION_RELOAD_MS = 1000;
/** The flag that remembers the wallet-creation prompt was shown (docs/WALLET.md "The wallet-creation prompt"). */
export const WALLET_CREATE_MODAL_FLAG = 'wallet-create-modal-show';
/** The query parameter the app is returned with after a wallet was created. */
export const WALLET_CREATION_SUCCESS_PARAM = 'wallet-creation-success';

/** Which contract a `/transaction` names (`contract-name`). */
export type WalletContractName = 'token' | 'nft' | 'actions';

/** Every message carries this marker, so neither side mistakes another script's message for one. */
export const WALLET_MESSAGE_SOURCE = 'tribune-wallet';

/** A transaction as the frame reports it: what was called, in the words it showed the fan. */
export interface WalletTransactionSummary {
  contractName: WalletContractName;
  contractAddress: string;
  functionName: string;
  /** Base units (× 1e8) as a decimal string, when the call moves tokens. */
  amount?: string;
  /** The recipient or operator address, when the call names one. */
  to?: string;
}

/** Frame → parent (the message types the parent handles, docs/WALLET.md "The frame"). */
export type WalletFrameMessage =
  | { source: typeof WALLET_MESSAGE_SOURCE; type: 'heightChanged'; height: number }
  | {
      source: typeof WALLET_MESSAGE_SOURCE;
      type: 'closeIframe';
      /** Why it closes: created a wallet, nothing to change, cancelled by the fan, or done. */
      reason?: 'created' | 'unchanged' | 'cancelled' | 'done' | 'logout';
      address?: string;
    }
  | { source: typeof WALLET_MESSAGE_SOURCE; type: 'openNativeCreateWallet' }
  | {
      source: typeof WALLET_MESSAGE_SOURCE;
      type: 'transactionStarted';
      hash: string;
      transaction: WalletTransactionSummary;
    }
  | {
      source: typeof WALLET_MESSAGE_SOURCE;
      type: 'transactionComplete';
      hash?: string;
      status: 'success' | 'error';
      /** The reason, in the fan's language, when status is error. */
      error?: string;
      transaction: WalletTransactionSummary;
    }
  | { source: typeof WALLET_MESSAGE_SOURCE; type: 'storageGet'; requestId: string; key: string }
  | { source: typeof WALLET_MESSAGE_SOURCE; type: 'storageSet'; requestId: string; key: string; value: string }
  | { source: typeof WALLET_MESSAGE_SOURCE; type: 'storageRemove'; requestId: string; key: string };

/** Parent → frame: the answer to a storage request (`value` null when missing; `ok` false when refused). */
export interface WalletStorageResult {
  source: typeof WALLET_MESSAGE_SOURCE;
  type: 'storageResult';
  requestId: string;
  ok: boolean;
  value: string | null;
}

export type WalletMessageType = WalletFrameMessage['type'];

/** True when `data` looks like one of the frame's messages (shape only; the origin is checked apart). */
export function isWalletFrameMessage(data: unknown): data is WalletFrameMessage {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as { source?: unknown; type?: unknown };
  return (
    d.source === WALLET_MESSAGE_SOURCE &&
    typeof d.type === 'string' &&
    [
      'heightChanged',
      'closeIframe',
      'openNativeCreateWallet',
      'transactionStarted',
      'transactionComplete',
      'storageGet',
      'storageSet',
      'storageRemove',
    ].includes(d.type)
  );
}

/** True when `data` is the parent's answer to a storage request. */
export function isWalletStorageResult(data: unknown): data is WalletStorageResult {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Partial<WalletStorageResult>;
  return d.source === WALLET_MESSAGE_SOURCE && d.type === 'storageResult' && typeof d.requestId === 'string';
}

/**
 * The message a fan signs to link a self-custody address to their account
 * (`POST /v2/user/self_custody_wallet`): the server rebuilds it and checks the signature, so an
 * address can only be linked by whoever holds its key, for this account, on this instance.
 */
export function walletLinkMessage(input: { userId: string; address: string; origin: string }): string {
  return [
    'Link this wallet to my Tribune account.',
    '',
    `Account: ${input.userId}`,
    `Wallet: ${input.address.toLowerCase()}`,
    `Instance: ${input.origin}`,
  ].join('\n');
}

/** What linking a self-custody address answers (`POST /v2/user/self_custody_wallet`, `data`). */
export interface LinkedWalletAttributes {
  wallet_address: string;
  token_contract: string;
  actions_address: string;
  admin_wallet_address: string;
  chain_id: number;
  /** Whether this call gave the wallet its gas allowance. */
  gas_funded: boolean;
}
