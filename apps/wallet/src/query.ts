/** The frame's page (from the path) and query parameters (docs/WALLET.md "The frame"). Pure. */
import { WALLET_FRAME_PAGES, WALLET_FRAME_QUERY, type WalletFramePage } from '@tribune/domain/wallet-frame';

export type Locale = 'en' | 'de' | 'it';
export const LOCALES: readonly Locale[] = ['en', 'de', 'it'];

export interface FrameQuery {
  page: WalletFramePage | null;
  customizerUrl: string | null;
  returnUrl: string | null;
  accessToken: string | null;
  locale: Locale;
  isNative: boolean;
  blockchainUrl: string | null;
  contractName: string | null;
  contractAddress: string | null;
  functionName: string | null;
  parameters: string | null;
  adminAddress: string | null;
  shouldBeOperator: boolean | null;
}

/** The page is the last path segment (`/wallet-frame/transaction` → 'transaction'). */
export function pageOf(pathname: string): WalletFramePage | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (WALLET_FRAME_PAGES as readonly string[]).includes(last) ? (last as WalletFramePage) : null;
}

export function localeOf(value: string | null): Locale {
  const short = (value ?? '').slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(short) ? (short as Locale) : 'en';
}

/** An http(s) URL, or null. */
export function httpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function parseQuery(href: string): FrameQuery {
  const url = new URL(href);
  const q = url.searchParams;
  const get = (k: keyof typeof WALLET_FRAME_QUERY) => q.get(WALLET_FRAME_QUERY[k]);
  const should = get('shouldBeOperator');
  return {
    page: pageOf(url.pathname),
    customizerUrl: httpUrl(get('customizerUrl')),
    returnUrl: get('returnUrl'),
    accessToken: get('accessToken'),
    locale: localeOf(get('locale')),
    isNative: get('isNative') === 'true',
    blockchainUrl: httpUrl(get('blockchainUrl')),
    contractName: get('contractName'),
    contractAddress: get('contractAddress'),
    functionName: get('functionName'),
    parameters: get('parameters'),
    adminAddress: get('adminAddress'),
    shouldBeOperator: should === 'true' ? true : should === 'false' ? false : null,
  };
}
