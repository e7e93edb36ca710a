/**
 * The browser-wallet error table (docs/WALLET.md "The browser-wallet path"): every EIP-1193 / JSON-RPC error code a wallet answers
 * maps to a friendly text (a key under `wallet.browser.errors`), and the shown message is
 * `${friendly} ${original}`: the friendly text, one space, then the wallet's own message, so
 * nothing the wallet said is lost. Codes outside the table show the original message alone.
 */
export const WALLET_ERROR_KEYS = {
  insufficientFunds: 'wallet.browser.errors.insufficientFunds',
  '-32000': 'wallet.browser.errors.missingInformation',
  '4001': 'wallet.browser.errors.rejected',
  '4100': 'wallet.browser.errors.noPermission',
  '4200': 'wallet.browser.errors.unsupported',
  '4900': 'wallet.browser.errors.disconnected',
  '4901': 'wallet.browser.errors.disconnected',
  '-32700': 'wallet.browser.errors.badFormat',
  '-32600': 'wallet.browser.errors.invalidRequest',
  '-32601': 'wallet.browser.errors.methodNotFound',
  '-32602': 'wallet.browser.errors.invalidParams',
  '-32603': 'wallet.browser.errors.internal',
  '-32001': 'wallet.browser.errors.notFound',
  '-32002': 'wallet.browser.errors.unavailable',
  '-32003': 'wallet.browser.errors.notCompleted',
  '-32004': 'wallet.browser.errors.unsupportedAction',
  '-32005': 'wallet.browser.errors.limitExceeded',
  '-32006': 'wallet.browser.errors.protocolVersion',
} as const;

/** The codes of the table (docs/WALLET.md "The browser-wallet path"). */
export const WALLET_ERROR_CODES = [
  -32000, 4001, 4100, 4200, 4900, 4901, -32700, -32600, -32601, -32602, -32603, -32001, -32002, -32003, -32004, -32005,
  -32006,
] as const;

/** The code and message of whatever a wallet threw (an EIP-1193 error, an Error, a string). */
export function walletErrorParts(error: unknown): { code: number | null; message: string } {
  if (typeof error === 'string') return { code: null, message: error };
  if (typeof error !== 'object' || error === null) return { code: null, message: String(error) };
  const e = error as { code?: unknown; message?: unknown; data?: { message?: unknown } };
  const code =
    typeof e.code === 'number' ? e.code : typeof e.code === 'string' && /^-?\d+$/.test(e.code) ? Number(e.code) : null;
  const message = typeof e.message === 'string' ? e.message : typeof e.data?.message === 'string' ? e.data.message : '';
  return { code, message };
}

/** The translation key of the friendly text for a code (and message, for -32000), or null. */
export function walletErrorKey(code: number | null, message: string): string | null {
  if (code === null) return null;
  if (code === -32000 && /insufficient funds/i.test(message)) return WALLET_ERROR_KEYS.insufficientFunds;
  return (WALLET_ERROR_KEYS as Record<string, string>)[String(code)] ?? null;
}

/** The text shown for a wallet error: `${friendly} ${original}` (docs/WALLET.md "The browser-wallet path"), translated with `t`. */
export function walletErrorMessage(error: unknown, t: (key: string) => string): string {
  const { code, message } = walletErrorParts(error);
  const key = walletErrorKey(code, message);
  if (!key) return message;
  return message ? `${t(key)} ${message}` : t(key);
}
