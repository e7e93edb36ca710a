import type { BoostState, Transaction } from './api.ts';
import { parseTokens, toBigInt } from './units.ts';

/** Which way a transaction moved tokens for the viewer's address. */
export type Direction = 'sent' | 'received' | 'other';

/** Sent when it left the viewer's address, received when it arrived there (addresses compare case-insensitively). */
export function directionOf(tx: Transaction, address: string | null | undefined): Direction {
  const own = address?.toLowerCase();
  if (!own) return 'other';
  if (tx.attributes.from?.toLowerCase() === own) return 'sent';
  if (tx.attributes.to?.toLowerCase() === own) return 'received';
  return 'other';
}

/** The other side of a transaction for the viewer: the receiver of a send, the sender of a receipt. */
export function counterpartOf(tx: Transaction, direction: Direction): string | null {
  return direction === 'received' ? tx.attributes.from : tx.attributes.to;
}

/** Shortens an address for display: 0x1234…abcd. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** Pending transactions with a hash: a balance fetch asks the server to complete them (move-pending). */
export function movablePending(transactions: readonly Transaction[]): Transaction[] {
  return transactions.filter((t) => t.attributes.tx_status === 'pending' && t.attributes.tx_hash);
}

/** docs/CHAIN.md "Boosts": a boost adds the amount to boosts and sets boosted_by_current_user. */
export function applyBoost(state: BoostState, amount: bigint): BoostState {
  return { boosts: (toBigInt(state.boosts) + amount).toString(), boosted_by_current_user: true };
}

/**
 * docs/CHAIN.md "The wallet page and the app": an idea or question created with an initial boost greater than the returned
 * boosts gets the difference added locally and is marked boosted; otherwise it is unchanged.
 */
export function withInitialBoost<T extends BoostState>(item: T, initialBoost: string | null | undefined): T {
  const initial = toBigInt(initialBoost ?? '0');
  const returned = toBigInt(item.boosts);
  if (initial <= returned) return item;
  return { ...item, boosts: initial.toString(), boosted_by_current_user: true };
}

/** A 0x address typed into the recipient field, or null when it is a name to search for. */
export function asAddress(input: string): string | null {
  const value = input.trim();
  return /^0x[0-9a-fA-F]{40}$/.test(value) ? value : null;
}

/** The price of a content (attribute `price`, base units or null): a positive integer string, or null when not for sale. */
export function contentPrice(attributes: { price?: string | null }): string | null {
  const price = attributes.price;
  return typeof price === 'string' && /^[1-9]\d*$/.test(price) ? price : null;
}

/** What a transaction was for, from its event name: a plain send, or an action the app names. */
export type TransactionKind = 'send' | 'boost' | 'unlock' | 'vote' | 'withdrawal' | 'mint';

/** The kind of a transaction by its event name (unknown names count as sends). */
export function kindOf(eventName: string): TransactionKind {
  if (eventName.endsWith('Boosted')) return 'boost';
  switch (eventName) {
    case 'ContentUnlocked':
      return 'unlock';
    case 'Voted':
      return 'vote';
    case 'DepositWithdrawn':
      return 'withdrawal';
    case 'Minted':
      return 'mint';
    default:
      return 'send';
  }
}

/**
 * An amount typed in tokens, read against the known balance (base units, or null while unknown):
 * its base units, or the text key of what is wrong (unreadable, zero or less, above the balance).
 */
export function readAmount(
  text: string,
  balance: string | null | undefined,
): { units: bigint } | { problem: 'wallet.send.amountInvalid' | 'wallet.send.amountTooHigh' } {
  const units = parseTokens(text);
  if (units === null || units <= 0n) return { problem: 'wallet.send.amountInvalid' };
  if (balance != null && units > toBigInt(balance)) return { problem: 'wallet.send.amountTooHigh' };
  return { units };
}
