/** A chain address shortened for a list: `0x1234…abcd` (the whole address stays in its title). */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
