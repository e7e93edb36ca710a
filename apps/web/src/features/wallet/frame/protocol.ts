import {
  WALLET_FRAME_QUERY,
  WALLET_MESSAGE_SOURCE,
  WALLET_STORAGE_MAX_VALUE,
  WALLET_STORAGE_PREFIX,
  type WalletContractName,
  type WalletFrameMessage,
  type WalletFramePage,
  type WalletStorageResult,
} from '@tribune/domain';

/**
 * The origin a sandboxed frame's messages carry. The frame runs with `sandbox="allow-scripts
 * allow-forms"` (no allow-same-origin), so the browser gives it an opaque origin, serialised as
 * the string 'null' whatever URL it was loaded from.
 */
export const WALLET_FRAME_ORIGIN = 'null';

/** The text thrown by `useWallet()` outside its provider (docs/WALLET.md "Signing", verbatim). */
export const WALLET_HOOK_OUTSIDE_PROVIDER = 'The useWallet hook must be called from a descendent of the WalletContext.';

/** The error `useWallet()` throws outside a `WalletProvider`. */
export function walletHookOutsideProviderError(): Error {
  return new Error(WALLET_HOOK_OUTSIDE_PROVIDER);
}

/**
 * True when a message event comes from our wallet frame: sent by the frame's own window, with
 * the opaque origin of a sandboxed document. The shape of `event.data` is checked apart
 * (`isWalletFrameMessage`).
 */
export function isFromWalletFrame(
  event: Pick<MessageEvent, 'source' | 'origin'>,
  frameWindow: MessageEventSource | Window | null | undefined,
): boolean {
  return frameWindow != null && event.source === frameWindow && event.origin === WALLET_FRAME_ORIGIN;
}

/** A contract call the fan signs in the frame (or in a browser wallet). */
export interface WalletCall {
  contractName: WalletContractName;
  contractAddress: string;
  functionName: string;
  /** Addresses, decimal strings (ids, base units) and booleans, in the function's order. */
  parameters: (string | boolean)[];
}

/** What the app opens a frame page with (docs/WALLET.md "The frame"). */
export interface WalletFrameParams {
  customizerUrl: string;
  returnUrl: string;
  accessToken: string | null;
  locale: string;
  isNative: boolean;
  blockchainUrl: string | null;
  call?: WalletCall;
  adminAddress?: string | null;
  shouldBeOperator?: boolean;
}

/** The URL of a frame page: `${frameBase}/${page}?customizer-url=…&…` (docs/WALLET.md "The frame"). */
export function walletFrameUrl(frameBase: string, page: WalletFramePage, p: WalletFrameParams): string {
  const q = new URLSearchParams();
  const Q = WALLET_FRAME_QUERY;
  q.set(Q.customizerUrl, p.customizerUrl);
  q.set(Q.returnUrl, p.returnUrl);
  if (p.accessToken) q.set(Q.accessToken, p.accessToken);
  q.set(Q.locale, p.locale);
  q.set(Q.isNative, String(p.isNative));
  if (p.blockchainUrl) q.set(Q.blockchainUrl, p.blockchainUrl);
  if (p.call) {
    q.set(Q.contractName, p.call.contractName);
    q.set(Q.contractAddress, p.call.contractAddress);
    q.set(Q.functionName, p.call.functionName);
    q.set(Q.parameters, JSON.stringify(p.call.parameters));
  }
  if (p.adminAddress) q.set(Q.adminAddress, p.adminAddress);
  if (p.shouldBeOperator !== undefined) q.set(Q.shouldBeOperator, String(p.shouldBeOperator));
  return `${frameBase.replace(/\/+$/, '')}/${page}?${q.toString()}`;
}

/**
 * The localStorage key the parent keeps a frame key under, scoped to the signed-in user:
 * `@ncw/wallet` of user 42 is `@ncw/42/wallet`. Null (refused) for a key without the `@ncw/`
 * prefix or without a signed-in user, so the frame can neither reach the app's other entries nor
 * another user's wallet.
 */
export function scopedStorageKey(userId: string | null, key: string): string | null {
  if (!userId || !key.startsWith(WALLET_STORAGE_PREFIX) || key.length === WALLET_STORAGE_PREFIX.length) return null;
  if (userId.includes('/')) return null;
  return `${WALLET_STORAGE_PREFIX}${userId}/${key.slice(WALLET_STORAGE_PREFIX.length)}`;
}

/** The part of Storage the frame's requests need. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type StorageRequest = Extract<WalletFrameMessage, { type: 'storageGet' | 'storageSet' | 'storageRemove' }>;

/** Answers one storage request of the frame from `store`, scoped to `userId` (never throws). */
export function answerStorageRequest(
  message: StorageRequest,
  userId: string | null,
  store: KeyValueStore,
): WalletStorageResult {
  const result = (ok: boolean, value: string | null = null): WalletStorageResult => ({
    source: WALLET_MESSAGE_SOURCE,
    type: 'storageResult',
    requestId: message.requestId,
    ok,
    value,
  });
  const key = typeof message.key === 'string' ? scopedStorageKey(userId, message.key) : null;
  if (!key) return result(false);
  try {
    if (message.type === 'storageGet') return result(true, store.getItem(key));
    if (message.type === 'storageRemove') {
      store.removeItem(key);
      return result(true);
    }
    if (typeof message.value !== 'string' || message.value.length > WALLET_STORAGE_MAX_VALUE) return result(false);
    store.setItem(key, message.value);
    return result(true);
  } catch {
    return result(false);
  }
}

/** The frame's reported height, clamped to 90 % of the viewport (and at least 100 px). */
export function clampFrameHeight(height: number, viewportHeight: number): number {
  if (!Number.isFinite(height)) return 100;
  return Math.round(Math.max(100, Math.min(height, viewportHeight * 0.9)));
}
