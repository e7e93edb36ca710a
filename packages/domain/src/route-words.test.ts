import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTE_WORDS, isRouteWordKey, resolveRouteWords } from './route-words.ts';

describe('resolveRouteWords', () => {
  it('answers the built-in words without overrides', () => {
    expect(resolveRouteWords(undefined)).toEqual(DEFAULT_ROUTE_WORDS);
    expect(resolveRouteWords({})).toEqual(DEFAULT_ROUTE_WORDS);
    expect(DEFAULT_ROUTE_WORDS.pages).toBe('p');
  });

  it('takes valid override words', () => {
    const words = resolveRouteWords({ pages: 'seiten', events: 'termine', nfts: 'sammel-karten2' });
    expect(words.pages).toBe('seiten');
    expect(words.events).toBe('termine');
    expect(words.nfts).toBe('sammel-karten2');
    expect(words.shop).toBe('shop');
  });

  it('ignores values that are not lower-case URL segments', () => {
    const bad = ['Seiten', 'has space', '', '-lead', '../x', 'a/b', 'ü', 'x'.repeat(64)];
    for (const value of bad) expect(resolveRouteWords({ pages: value }).pages).toBe('p');
    for (const value of [5, null, true, ['x'], { a: 'b' }]) expect(resolveRouteWords({ pages: value }).pages).toBe('p');
  });

  it('ignores unknown keys, including prototype keys', () => {
    const words = resolveRouteWords(JSON.parse('{"foo":"bar","__proto__":"x","toString":"y","pages":"seiten"}'));
    expect(words).toEqual({ ...DEFAULT_ROUTE_WORDS, pages: 'seiten' });
    expect(Object.keys(words)).not.toContain('foo');
  });

  it('ignores an override table that is not an object', () => {
    for (const value of [null, 'pages', 42, ['seiten']]) expect(resolveRouteWords(value)).toEqual(DEFAULT_ROUTE_WORDS);
  });

  it('does not change the built-in table', () => {
    resolveRouteWords({ pages: 'seiten' });
    expect(DEFAULT_ROUTE_WORDS.pages).toBe('p');
  });
});

describe('isRouteWordKey', () => {
  it('knows the table keys and nothing inherited', () => {
    expect(isRouteWordKey('pages')).toBe(true);
    expect(isRouteWordKey('giveaways')).toBe(true);
    expect(isRouteWordKey('toString')).toBe(false);
    expect(isRouteWordKey('seiten')).toBe(false);
  });
});
