/** The frame's page (from the path) and query parameters (spec §7). Pure. */
import { type WalletFramePage } from '@tribune/domain/wallet-frame';
export type Locale = 'en' | 'de' | 'it';
export declare const LOCALES: readonly Locale[];
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
export declare function pageOf(pathname: string): WalletFramePage | null;
export declare function localeOf(value: string | null): Locale;
/** An http(s) URL, or null. */
export declare function httpUrl(value: string | null): string | null;
export declare function parseQuery(href: string): FrameQuery;
