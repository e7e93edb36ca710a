import type { WalletFramePage } from '@tribune/domain';
import type { WalletCall } from './protocol.ts';

/** The fan closed the wallet before it was done (callers usually stay quiet about it). */
export class WalletCancelledError extends Error {
  constructor() {
    super('Wallet closed');
    this.name = 'WalletCancelledError';
  }
}

/** One open wallet modal: the page, its title key and extras, and the promise to settle. */
export interface WalletRequest {
  id: number;
  page: WalletFramePage;
  titleKey: string;
  call?: WalletCall;
  adminAddress?: string | null;
  shouldBeOperator?: boolean;
  /** A transaction: closing before its success rejects. */
  transaction: boolean;
  resolve: (value: { hash: string } | undefined) => void;
  reject: (error: Error) => void;
}
