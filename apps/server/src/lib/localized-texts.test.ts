import { describe, expect, it } from 'vitest';
import { plainTexts, richTexts } from './localized-texts.ts';

describe('localized texts', () => {
  it('trims plain texts, folds blanks on request and leaves left-out languages out', () => {
    expect(plainTexts({ en: '  Kit\n colour ', de: undefined })).toEqual({ en: 'Kit\n colour' });
    expect(plainTexts({ en: '  Kit\n  colour ' }, { collapseSpaces: true })).toEqual({ en: 'Kit colour' });
    expect(plainTexts(undefined)).toEqual({});
  });

  it('sanitizes rich texts', () => {
    expect(richTexts({ en: '<p>Hi<script>alert(1)</script></p>' })).toEqual({ en: '<p>Hi</p>' });
  });
});
