/** The target address field of the NFT transfer (docs/NFTS.md "Transfer out", web). Pure. */

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const ZERO = /^0x0{40}$/;

/** Whether `text` (trimmed) is an address the copies may go to: 0x and 40 hex characters, not the zero address. */
export function isTargetAddress(text: string): boolean {
  const value = text.trim();
  return ADDRESS.test(value) && !ZERO.test(value);
}

/** The amount field's whole number within 1..max, or null. */
export function transferAmount(text: string, max: number): number | null {
  if (!/^\d{1,7}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 && n <= max ? n : null;
}

/** `0xAbCd…89eF`: enough of an address to recognise it. */
export function shortTarget(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
