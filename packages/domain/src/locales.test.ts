import { describe, expect, it } from 'vitest';
import { chooseLocale, filterLanguages, isSupportedLocale, parseAcceptLanguage } from './locales.ts';

describe('filterLanguages', () => {
  it('keeps only en, de and it, in the given order', () => {
    expect(filterLanguages(['it', 'fr', 'de'])).toEqual(['it', 'de']);
  });

  it('falls back to the whole list when no supported language remains', () => {
    expect(filterLanguages(['fr', 'es'])).toEqual(['fr', 'es']);
  });

  it('drops empty entries', () => {
    expect(filterLanguages(['', 'de'])).toEqual(['de']);
    expect(filterLanguages(['', 'fr'])).toEqual(['fr']);
  });
});

describe('isSupportedLocale', () => {
  it('accepts exactly en, de and it', () => {
    expect(['en', 'de', 'it'].every(isSupportedLocale)).toBe(true);
    expect(isSupportedLocale('fr')).toBe(false);
    expect(isSupportedLocale('EN')).toBe(false);
    expect(isSupportedLocale(undefined)).toBe(false);
  });
});

describe('chooseLocale', () => {
  const languageOptions = ['en', 'de', 'it'];

  it("prefers the user's saved locale over everything else", () => {
    expect(
      chooseLocale({
        userLocale: 'it',
        storedLanguage: 'de',
        browserLanguages: ['en'],
        defaultLanguage: 'en',
        languageOptions,
      }),
    ).toBe('it');
  });

  it('uses the stored language when there is no user locale', () => {
    expect(
      chooseLocale({
        userLocale: null,
        storedLanguage: 'de',
        browserLanguages: ['it'],
        defaultLanguage: 'en',
        languageOptions,
      }),
    ).toBe('de');
  });

  it('uses the browser language, matching region tags such as de-CH by their base', () => {
    expect(chooseLocale({ browserLanguages: ['fr-FR', 'de-CH', 'it'], defaultLanguage: 'en', languageOptions })).toBe(
      'de',
    );
    expect(chooseLocale({ browserLanguages: ['it_IT'], defaultLanguage: 'en', languageOptions })).toBe('it');
  });

  it('falls back to the instance default language', () => {
    expect(chooseLocale({ browserLanguages: ['fr', 'es'], defaultLanguage: 'it', languageOptions })).toBe('it');
  });

  it('skips candidates that are not among the language options', () => {
    expect(
      chooseLocale({
        userLocale: 'it',
        storedLanguage: 'fr',
        browserLanguages: ['it-IT'],
        defaultLanguage: 'de',
        languageOptions: ['en', 'de'],
      }),
    ).toBe('de');
  });

  it('answers the first option when even the default is not offered', () => {
    expect(chooseLocale({ defaultLanguage: 'it', languageOptions: ['de', 'en'] })).toBe('de');
  });

  it('compares case-insensitively', () => {
    expect(chooseLocale({ userLocale: 'DE', defaultLanguage: 'en', languageOptions })).toBe('de');
  });

  it('always answers one of the options', () => {
    const inputs = [
      { userLocale: 'xx', defaultLanguage: 'yy', languageOptions: ['it'] },
      { storedLanguage: 'en', defaultLanguage: 'en', languageOptions: ['de', 'it'] },
      { browserLanguages: ['en-US'], defaultLanguage: 'en', languageOptions: ['it'] },
    ];
    for (const input of inputs) expect(input.languageOptions).toContain(chooseLocale(input));
  });
});

describe('parseAcceptLanguage', () => {
  it('orders tags by quality, keeping header order for equal quality', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-CH, en;q=0.9, it, es;q=0.9')).toEqual(['de-CH', 'it', 'en', 'es', 'fr']);
  });

  it('drops the wildcard and tags with quality 0', () => {
    expect(parseAcceptLanguage('*;q=0.1, de;q=0, it')).toEqual(['it']);
  });

  it('answers nothing for a missing or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('treats an unreadable quality as 0', () => {
    expect(parseAcceptLanguage('de;q=abc, en')).toEqual(['en']);
  });
});
