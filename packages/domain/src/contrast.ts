/**
 * Colour contrast as WCAG 2.x defines it (docs/CONSOLE.md "Instance setup"): the relative luminance
 * of an sRGB colour and the contrast ratio of two colours, from 1:1 to 21:1.
 */

/** The contrast WCAG AA asks of normal text. */
export const WCAG_AA_CONTRAST = 4.5;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether a value is a `#rgb` or `#rrggbb` colour. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  const m = HEX.exec(hex);
  if (!m) throw new Error(`not a hex colour: ${hex}`);
  const digits = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** The relative luminance of an sRGB colour (0 for black, 1 for white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, whichever is lighter: (L1 + 0.05) / (L2 + 0.05). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The colours of an instance's theme that it chooses. */
export interface ThemeColors {
  theme_color: string;
  background_color: string;
}

/** The web app's fixed colours that meet the instance's: body text and the text on the brand colour. */
export const THEME_TEXT_COLOR = '#16181d';
export const THEME_ON_BRAND_COLOR = '#ffffff';

/**
 * The pairs of the theme that carry text, each checked against WCAG AA: the field the message goes
 * to, what the pair is, its text and its background.
 */
export const THEME_CONTRAST_PAIRS: readonly {
  field: keyof ThemeColors;
  pair: string;
  text: (t: ThemeColors) => string;
  background: (t: ThemeColors) => string;
}[] = [
  {
    field: 'theme_color',
    pair: 'text on the primary colour',
    text: () => THEME_ON_BRAND_COLOR,
    background: (t) => t.theme_color,
  },
  {
    field: 'background_color',
    pair: 'text on the background',
    text: () => THEME_TEXT_COLOR,
    background: (t) => t.background_color,
  },
  {
    field: 'theme_color',
    pair: 'links on the background',
    text: (t) => t.theme_color,
    background: (t) => t.background_color,
  },
];

/** The ratio rounded down to two decimals, as a message shows it (never rounding a failure up to a pass). */
export function formatRatio(ratio: number): string {
  return `${Math.floor(ratio * 100) / 100}:1`;
}

/** Field → messages for every pair of the theme under AA contrast; empty when all pass (or a colour is not a colour). */
export function themeContrastProblems(theme: ThemeColors): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!isHexColor(theme.theme_color) || !isHexColor(theme.background_color)) return out;
  for (const p of THEME_CONTRAST_PAIRS) {
    const ratio = contrastRatio(p.text(theme), p.background(theme));
    if (ratio < WCAG_AA_CONTRAST) {
      (out[p.field] ??= []).push(
        `gives ${p.pair} a contrast of ${formatRatio(ratio)}, under the ${WCAG_AA_CONTRAST}:1 of WCAG AA`,
      );
    }
  }
  return out;
}
