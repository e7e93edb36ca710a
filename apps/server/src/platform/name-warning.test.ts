import { describe, expect, it } from 'vitest';
import { nameWarning } from './name-warning.ts';

describe('nameWarning (UTS #39 mixed scripts, moderately restrictive)', () => {
  it('passes names written in one script, with digits, spaces and punctuation', () => {
    for (const name of ['Anna Rossi', 'Jonas Becker-Müller', 'Москва 2026', 'Αθήνα', 'North Stand #1', 'محمد']) {
      expect(nameWarning(name), name).toBeNull();
    }
  });

  it('passes Japanese, Chinese and Korean with Latin (the augmented sets)', () => {
    for (const name of ['東京タワー fans', 'ひらがなと漢字', '台北ㄅㄆ', '서울 FC 한국']) {
      expect(nameWarning(name), name).toBeNull();
    }
  });

  it('passes Latin with one script that does not look like it', () => {
    expect(nameWarning('Ali علي')).toBeNull();
  });

  it('warns on Latin mixed with Cyrillic or Greek look-alikes', () => {
    // "Pаypal" with a Cyrillic а (U+0430); "Τribune" with a Greek capital tau (U+03A4).
    expect(nameWarning('P\u0430ypal')).toBe('mixed_scripts');
    expect(nameWarning('\u03A4ribune')).toBe('mixed_scripts');
    expect(nameWarning('Anna \u0420ossi')).toBe('mixed_scripts');
  });

  it('warns on three scripts, or on two non-Latin scripts', () => {
    expect(nameWarning('abc где αβγ')).toBe('mixed_scripts');
    expect(nameWarning('где علي')).toBe('mixed_scripts');
  });
});
