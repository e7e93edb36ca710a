/**
 * What a name (a user's display name, a group's or an organization's name) may not hold, one
 * rule for the server, the identity service and the web app (docs/DECISIONS.md "Names that
 * cannot spoof"): no bidirectional control (a right-to-left override turns "gnp.exe" around)
 * and no noncharacter. Read from the Unicode data the JavaScript engine carries (the regex
 * properties `Bidi_Control` and `Noncharacter_Code_Point`), never from a list of our own.
 */

/**
 * The characters a name may not hold, as a regex source for the `u` flag (also a JSON Schema
 * pattern: ajv compiles patterns with `u`). Bidi_Control is U+061C, U+200E/F, U+202A–U+202E and
 * U+2066–U+2069; Noncharacter_Code_Point is U+FDD0–U+FDEF and the last two code points of every plane.
 */
export const NAME_DISALLOWED_CLASS = '\\p{Bidi_Control}\\p{Noncharacter_Code_Point}';

const DISALLOWED = new RegExp(`[${NAME_DISALLOWED_CLASS}]`, 'u');

/** Whether a name holds a bidirectional control or a noncharacter (which names refuse). */
export function nameHasDisallowedCharacters(name: string): boolean {
  return DISALLOWED.test(name);
}

/** The English field message of such a name (the server's error body; the web translates its own). */
export const NAME_DISALLOWED_MESSAGE = 'contains a text-direction control or a noncharacter, which names cannot hold';
