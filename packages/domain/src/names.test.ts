import { describe, expect, it } from 'vitest';
import { nameHasDisallowedCharacters } from './names.ts';
import { displayNameError } from './prompts.ts';

describe('nameHasDisallowedCharacters', () => {
  it('refuses every bidirectional control (Bidi_Control)', () => {
    const controls = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    for (const cp of controls)
      expect(nameHasDisallowedCharacters(`a${String.fromCodePoint(cp)}b`), cp.toString(16)).toBe(true);
  });

  it('refuses noncharacters: U+FDD0–U+FDEF and the last two code points of every plane', () => {
    for (const cp of [0xfdd0, 0xfdef, 0xfffe, 0xffff, 0x1fffe, 0x1ffff, 0x10fffe, 0x10ffff]) {
      expect(nameHasDisallowedCharacters(`x${String.fromCodePoint(cp)}`), cp.toString(16)).toBe(true);
    }
  });

  it('lets ordinary names through, in any script, with emoji and joiners', () => {
    for (const name of ['Anna Rossi', 'Zoë', 'محمد', 'שלום', '東京', 'Fan 👩‍👩‍👧', 'Ａｎｎａ', 'O’Brien']) {
      expect(nameHasDisallowedCharacters(name), name).toBe(false);
    }
  });

  it('is what displayNameError reports as disallowed', () => {
    expect(displayNameError('evil\u202Egnp.exe')).toBe('disallowed');
    expect(displayNameError('Fan\uFFFF')).toBe('disallowed');
    expect(displayNameError('Fan')).toBeNull();
  });
});
