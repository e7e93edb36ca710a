/**
 * The patterns and bounds behind the shared input schemas (input.ts), without dependencies so
 * that the error handler can name their failures too (the domain's name rule is pure as well).
 */
import { NAME_DISALLOWED_CLASS, NAME_DISALLOWED_MESSAGE } from '@tribune/domain';

/** The largest value of an `integer`/`serial` column. */
export const INT32_MAX = 2_147_483_647;
/** The largest `bigint`/`bigserial` id the server reads exactly (they are JavaScript numbers). */
export const INT64_ID_MAX = Number.MAX_SAFE_INTEGER;

/**
 * Text PostgreSQL can store: no NUL and no unpaired UTF-16 surrogate (the validator compiles
 * patterns with the `u` flag, where a pair is one code point and only lone halves match the class).
 */
export const SAFE_TEXT_PATTERN = '^[^\\u0000\\uD800-\\uDFFF]*$';
const SAFE_TEXT = new RegExp(SAFE_TEXT_PATTERN, 'u');
/** The field message of text that breaks SAFE_TEXT_PATTERN. */
export const UNSAFE_TEXT_MESSAGE = 'contains a character that is not allowed (NUL or an unpaired surrogate)';

/**
 * A name (a display name, a group's or an organization's name): safe text without a
 * bidirectional control or a noncharacter (the Unicode properties of NAME_DISALLOWED_CLASS).
 */
export const NAME_PATTERN = `^[^\\u0000\\uD800-\\uDFFF${NAME_DISALLOWED_CLASS}]*$`;
const NAME = new RegExp(NAME_PATTERN, 'u');

/** True when a name is safe text without bidirectional controls or noncharacters. */
export function isSafeName(value: string): boolean {
  return NAME.test(value);
}

/** The field message of a name that breaks NAME_PATTERN. */
export function nameMessage(value: string): string {
  return isSafeText(value) ? NAME_DISALLOWED_MESSAGE : UNSAFE_TEXT_MESSAGE;
}

/** True when PostgreSQL can store the string as text or inside JSON. */
export function isSafeText(value: string): boolean {
  return SAFE_TEXT.test(value);
}

/**
 * A pattern of the decimal numbers from 1 (or 0 with `zero`) to `max`, without leading zeros:
 * a path or JSON id that names a row of the column type and nothing larger.
 */
export function decimalRangePattern(max: number, opts: { zero?: boolean } = {}): string {
  if (!Number.isSafeInteger(max) || max < 1) throw new RangeError(`max must be a positive safe integer, got ${max}`);
  const digits = String(max);
  const n = digits.length;
  const rest = (count: number) => (count === 0 ? '' : count === 1 ? '[0-9]' : `[0-9]{${count}}`);
  const alternatives: string[] = opts.zero ? ['0'] : [];
  if (n > 1) alternatives.push(n === 2 ? '[1-9][0-9]?' : `[1-9][0-9]{0,${n - 2}}`);
  for (let i = 0; i < n; i++) {
    const d = Number(digits[i]);
    const low = i === 0 ? 1 : 0;
    if (d <= low) continue;
    const range = d - 1 === low ? String(low) : `[${low}-${d - 1}]`;
    alternatives.push(`${digits.slice(0, i)}${range}${rest(n - i - 1)}`);
  }
  alternatives.push(digits);
  return `^(?:${alternatives.join('|')})$`;
}

const ID_MESSAGES = new Map<string, string>([
  [decimalRangePattern(INT32_MAX), `must be a whole number from 1 to ${INT32_MAX}`],
  [decimalRangePattern(INT64_ID_MAX), `must be a whole number from 1 to ${INT64_ID_MAX}`],
  [decimalRangePattern(INT64_ID_MAX, { zero: true }), `must be a whole number from 0 to ${INT64_ID_MAX}`],
  [SAFE_TEXT_PATTERN, UNSAFE_TEXT_MESSAGE],
  // A name with NUL or a lone surrogate never gets here: the input guard refuses it first.
  [NAME_PATTERN, NAME_DISALLOWED_MESSAGE],
]);

/** A readable field message for a failed shared pattern (the raw pattern says little to a person). */
export function patternMessage(pattern: unknown): string | undefined {
  return typeof pattern === 'string' ? ID_MESSAGES.get(pattern) : undefined;
}
