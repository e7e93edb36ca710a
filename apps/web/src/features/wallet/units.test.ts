import { describe, expect, it } from 'vitest';
import { formatUnits, parseOption, parseTokens, toBigInt, tokens } from './units.ts';

describe('formatUnits', () => {
  it('divides base units by 1e8 and keeps the shortest exact decimal', () => {
    expect(formatUnits('150000000')).toBe('1.5');
    expect(formatUnits('1000000000')).toBe('10');
    expect(formatUnits('1')).toBe('0.00000001');
    expect(formatUnits('0')).toBe('0');
    expect(formatUnits(123456789012345678901234567890n)).toBe('1234567890123456789012.3456789');
  });

  it('keeps negative amounts and reads anything else as zero', () => {
    expect(formatUnits('-250000000')).toBe('-2.5');
    expect(formatUnits('1.5')).toBe('0');
    expect(formatUnits(null)).toBe('0');
    expect(formatUnits(undefined)).toBe('0');
  });

  it('never loses precision beyond 2^53', () => {
    expect(formatUnits('9007199254740993')).toBe('90071992.54740993');
  });
});

describe('parseTokens', () => {
  it('multiplies a typed amount by 1e8 without floats', () => {
    expect(parseTokens('1.5')).toBe(150000000n);
    expect(parseTokens('0.1')).toBe(10000000n);
    expect(parseTokens('10')).toBe(1000000000n);
    expect(parseTokens(' 2 ')).toBe(200000000n);
    expect(parseTokens('0.00000001')).toBe(1n);
  });

  it('accepts a decimal comma and a missing whole part', () => {
    expect(parseTokens('1,25')).toBe(125000000n);
    expect(parseTokens('.5')).toBe(50000000n);
    expect(parseTokens('3.')).toBe(300000000n);
  });

  it('refuses more than 8 decimals, signs, exponents and text', () => {
    expect(parseTokens('0.000000001')).toBeNull();
    expect(parseTokens('-1')).toBeNull();
    expect(parseTokens('1e3')).toBeNull();
    expect(parseTokens('abc')).toBeNull();
    expect(parseTokens('')).toBeNull();
    expect(parseTokens('.')).toBeNull();
    expect(parseTokens('1.2.3')).toBeNull();
  });

  it('round-trips with formatUnits', () => {
    for (const value of ['1.5', '0.12345678', '42', '1000000.00000001']) {
      expect(formatUnits(parseTokens(value) ?? -1n)).toBe(value);
    }
  });
});

describe('toBigInt and tokens', () => {
  it('reads integer strings and whole token counts', () => {
    expect(toBigInt('42')).toBe(42n);
    expect(toBigInt('4.2')).toBe(0n);
    expect(tokens(1)).toBe(100000000n);
  });
});

describe('parseOption', () => {
  it('parses base 10 and defaults to 0', () => {
    expect(parseOption('08')).toBe(8);
    expect(parseOption('12abc')).toBe(12);
    expect(parseOption('')).toBe(0);
    expect(parseOption(undefined)).toBe(0);
    expect(parseOption('x')).toBe(0);
  });
});
