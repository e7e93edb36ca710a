import { describe, expect, it } from 'vitest';
import { TOKEN_DECIMALS, UNIT, fromUnits, toUnits } from '../src/index.ts';

describe('token amounts (8 decimals)', () => {
  it('converts decimal strings to units exactly', () => {
    expect(TOKEN_DECIMALS).toBe(8);
    expect(UNIT).toBe(100_000_000n);
    expect(toUnits('1.5')).toBe(150_000_000n);
    expect(toUnits('0')).toBe(0n);
    expect(toUnits('0.00000001')).toBe(1n);
    expect(toUnits('60')).toBe(6_000_000_000n);
    expect(toUnits(' 2.10 ')).toBe(210_000_000n);
    expect(toUnits('-2.5')).toBe(-250_000_000n);
    // Beyond Number's exact range: no float on the way.
    expect(toUnits('123456789012345678.12345678')).toBe(12_345_678_901_234_567_812_345_678n);
    expect(toUnits('0.1') + toUnits('0.2')).toBe(toUnits('0.3'));
  });

  it('refuses what is not a plain decimal with at most 8 decimals', () => {
    for (const bad of ['', '.5', '1.', '1e5', '0x10', 'abc', '1,5', '1.123456789', '--1', 'NaN', 'Infinity']) {
      expect(() => toUnits(bad), bad).toThrow(RangeError);
    }
  });

  it('formats units as the shortest exact decimal', () => {
    expect(fromUnits(150_000_000n)).toBe('1.5');
    expect(fromUnits(0n)).toBe('0');
    expect(fromUnits(1n)).toBe('0.00000001');
    expect(fromUnits(6_000_000_000n)).toBe('60');
    expect(fromUnits(-250_000_000n)).toBe('-2.5');
    expect(fromUnits(12_345_678_901_234_567_812_345_678n)).toBe('123456789012345678.12345678');
    for (const value of ['0.5', '1', '99.99999999', '1000000.00000001']) {
      expect(fromUnits(toUnits(value))).toBe(value);
    }
  });
});
