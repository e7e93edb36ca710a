import { describe, expect, it } from 'vitest';
import { BUILTIN_TRANSLATIONS, mergeTranslations } from './translations.ts';

/** Every leaf of a translation tree as 'dotted.path' → kind, so shapes can be compared. */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [p, kind] of leaves(value, path)) out.set(p, kind);
    } else {
      out.set(path, Array.isArray(value) ? 'array' : typeof value);
    }
  }
  return out;
}

describe('built-in translations', () => {
  const en = leaves(BUILTIN_TRANSLATIONS.en);

  it.each(['de', 'it'] as const)('%s has exactly the keys of en', (locale) => {
    const other = leaves(BUILTIN_TRANSLATIONS[locale]);
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it.each(['en', 'de', 'it'] as const)('%s has only non-empty string leaves', (locale) => {
    for (const [path, kind] of leaves(BUILTIN_TRANSLATIONS[locale])) {
      expect(kind, path).toBe('string');
    }
    const empty = [...leaves(BUILTIN_TRANSLATIONS[locale]).keys()].filter((path) => {
      const value = path
        .split('.')
        .reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], BUILTIN_TRANSLATIONS[locale]);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('keeps interpolation placeholders in every language', () => {
    // The variable names must match; a format (`{{amount, tokens}}`) is the language's own choice.
    const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*(?:,\s*\w+\s*)?\}\}/g)].map((m) => m[1]).sort();
    const get = (tree: unknown, path: string) =>
      path.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], tree) as string;
    for (const path of en.keys()) {
      const expected = placeholders(get(BUILTIN_TRANSLATIONS.en, path));
      expect(placeholders(get(BUILTIN_TRANSLATIONS.de, path)), `de ${path}`).toEqual(expected);
      expect(placeholders(get(BUILTIN_TRANSLATIONS.it, path)), `it ${path}`).toEqual(expected);
    }
  });

  it('translates the unreachable page into German', () => {
    expect(BUILTIN_TRANSLATIONS.de.unreachable.title).toBe('Dieser Dienst ist im Moment nicht erreichbar');
  });
});

describe('mergeTranslations', () => {
  const base = { a: 'A', nested: { b: 'B', deeper: { c: 'C' } } };

  it('replaces existing string leaves, deep or shallow', () => {
    expect(mergeTranslations(base, { a: 'X', nested: { deeper: { c: 'Z' } } })).toEqual({
      a: 'X',
      nested: { b: 'B', deeper: { c: 'Z' } },
    });
  });

  it('ignores keys the bundle does not have', () => {
    expect(mergeTranslations(base, { extra: 'E', nested: { other: 'O' } })).toEqual(base);
  });

  it('ignores values of the wrong kind', () => {
    expect(mergeTranslations(base, { a: { x: 'y' }, nested: 'flat' })).toEqual(base);
    expect(mergeTranslations(base, { a: 5, nested: { b: null } })).toEqual(base);
  });

  it('ignores overrides that are not an object', () => {
    for (const overrides of [null, undefined, 'x', 3, ['a']]) expect(mergeTranslations(base, overrides)).toEqual(base);
  });

  it('leaves the bundle it merges into unchanged', () => {
    const copy = structuredClone(base);
    mergeTranslations(base, { a: 'X', nested: { b: 'Y', deeper: { c: 'Z' } } });
    expect(base).toEqual(copy);
  });
});
