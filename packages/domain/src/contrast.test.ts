import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, isHexColor, relativeLuminance, themeContrastProblems } from './contrast.ts';

describe('contrastRatio', () => {
  it('answers the ends of the scale: black on white 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#0b5fff', '#0b5fff')).toBe(1);
  });

  it('matches the ratios WCAG tools publish for known pairs', () => {
    // #767676 on white is the classic lightest grey passing AA (4.54:1); #777777 fails (4.48:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // Pure red on white: 4.0:1; blue on white: 8.59:1.
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
  });

  it('reads short and long hex forms alike, in either case', () => {
    expect(relativeLuminance('#fff')).toBe(1);
    expect(relativeLuminance('#ABC')).toBe(relativeLuminance('#aabbcc'));
    expect(isHexColor('#12345g')).toBe(false);
    expect(isHexColor('red')).toBe(false);
    expect(() => relativeLuminance('red')).toThrow();
  });

  it('formats a ratio rounded down, so a failure never reads as 4.5', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21:1');
  });
});

describe('themeContrastProblems', () => {
  it('passes the demo theme', () => {
    expect(themeContrastProblems({ theme_color: '#0b5fff', background_color: '#ffffff' })).toEqual({});
  });

  it('names the field and the pair under AA', () => {
    const light = themeContrastProblems({ theme_color: '#ffdd00', background_color: '#ffffff' });
    expect(Object.keys(light)).toEqual(['theme_color']);
    expect(light.theme_color).toHaveLength(2);
    expect(light.theme_color![0]).toMatch(
      /^gives text on the primary colour a contrast of 1\.\d+:1, under the 4\.5:1 of WCAG AA$/,
    );
    expect(light.theme_color![1]).toMatch(/links on the background/);
    const dark = themeContrastProblems({ theme_color: '#0b5fff', background_color: '#333333' });
    expect(Object.keys(dark).sort()).toEqual(['background_color', 'theme_color']);
    expect(dark.background_color![0]).toMatch(/text on the background/);
  });
});
