/** Token amounts: base units with 8 decimals, exact string/bigint maths (as @tribune/contracts' fromUnits). */
export const TOKEN_DECIMALS = 8;
const UNIT = 10n ** BigInt(TOKEN_DECIMALS);

/** `fromUnits(150000000n) === '1.5'`: the shortest exact decimal. */
export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const fraction = (abs % UNIT).toString().padStart(TOKEN_DECIMALS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${abs / UNIT}${fraction ? `.${fraction}` : ''}`;
}
