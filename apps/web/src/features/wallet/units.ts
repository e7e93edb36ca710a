// Token amounts on the web (docs/CHAIN.md "Contracts"): integers of base units with 8 decimals,
// decimal strings on the wire, bigint in code, never a float. @tribune/contracts has the same
// helpers but its entry point pulls viem into the bundle, so the web keeps its own small copy.

/** Decimals of the community token: 1 token = 100000000 base units. */
export const TOKEN_DECIMALS = 8;
const UNIT = 10n ** BigInt(TOKEN_DECIMALS);
const INTEGER = /^-?\d+$/;
const DECIMAL = /^(\d*)(?:[.,](\d*))?$/;

/** Base units as a bigint; anything that is not an integer string or bigint counts as 0. */
export function toBigInt(units: string | bigint | null | undefined): bigint {
  if (typeof units === 'bigint') return units;
  if (typeof units !== 'string' || !INTEGER.test(units.trim())) return 0n;
  return BigInt(units.trim());
}

/** `formatUnits('150000000') === '1.5'`: base units ÷ 1e8, the shortest exact decimal (up to 8 decimals). */
export function formatUnits(units: string | bigint | null | undefined): string {
  const value = toBigInt(units);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const fraction = (abs % UNIT).toString().padStart(TOKEN_DECIMALS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${abs / UNIT}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A token amount typed by a fan (`1.5`, `1,5`, `.5`) as base units, or null when it is not a plain
 * non-negative decimal with at most 8 decimals. Zero parses to 0n: callers decide whether it is allowed.
 */
export function parseTokens(input: string): bigint | null {
  const match = DECIMAL.exec(input.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  if (fraction.length > TOKEN_DECIMALS) return null;
  return BigInt(whole || '0') * UNIT + BigInt(fraction.padEnd(TOKEN_DECIMALS, '0'));
}

/** Base units for a count of whole tokens (`tokens(1) === 100000000n`). */
export function tokens(count: number): bigint {
  return BigInt(Math.trunc(count)) * UNIT;
}

/** The option of a token send, parsed as a base-10 integer; 0 when it is missing or not a number. */
export function parseOption(input: string | null | undefined): number {
  const value = Number.parseInt(input ?? '', 10);
  return Number.isFinite(value) ? value : 0;
}
