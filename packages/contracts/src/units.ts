/** Token amounts: integers with 8 decimals (spec: amounts × 1e8). String and bigint maths only, no floats. */
export const TOKEN_DECIMALS = 8;
export const UNIT = 10n ** BigInt(TOKEN_DECIMALS);

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** `toUnits('1.5') === 150000000n`. Throws on anything but a plain decimal or on more than 8 decimals. */
export function toUnits(value: string): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new RangeError(`Not a decimal amount: ${JSON.stringify(value)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > TOKEN_DECIMALS) {
    throw new RangeError(`At most ${TOKEN_DECIMALS} decimals: ${JSON.stringify(value)}`);
  }
  const units = BigInt(whole) * UNIT + BigInt(fraction.padEnd(TOKEN_DECIMALS, '0'));
  return sign === '-' ? -units : units;
}

/** `fromUnits(150000000n) === '1.5'`: the shortest exact decimal, no trailing zeros. */
export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / UNIT;
  const fraction = (abs % UNIT).toString().padStart(TOKEN_DECIMALS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
