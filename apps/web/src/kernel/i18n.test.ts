import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '@tribune/domain/locales/en.json';
import de from '@tribune/domain/locales/de.json';
import itTexts from '@tribune/domain/locales/it.json';
import { fastText, installBundle, memoizeTexts } from './i18n.ts';

/** A fresh instance with two languages, memoized, and a spy on the lookups that pass the memo. */
async function instance() {
  const i = i18next.createInstance();
  await i.init({
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    resources: {
      en: {
        translation: {
          hello: 'Hello',
          greet: 'Hi {{name}}',
          item_one: '{{count}} item',
          item_other: '{{count}} items',
        },
      },
      de: { translation: { hello: 'Hallo', greet: 'Servus {{name}}' } },
    },
  });
  const lookups = vi.fn();
  memoizeTexts(i, lookups);
  return { i, lookups };
}

describe('memoizeTexts', () => {
  it('looks a text without options up once, through t and useTranslation’s fixed t alike', async () => {
    const { i, lookups } = await instance();
    expect(i.t('hello')).toBe('Hello');
    expect(i.t('hello')).toBe('Hello');
    const fixed = i.getFixedT(null, 'translation');
    expect(fixed('hello')).toBe('Hello');
    expect(fixed('hello')).toBe('Hello');
    expect(lookups).toHaveBeenCalledTimes(2); // plain t and fixed t pass different options: one each
  });

  it('never memoizes a call with interpolation, a count or a default', async () => {
    const { i, lookups } = await instance();
    expect(i.t('greet', { name: 'Ada' })).toBe('Hi Ada');
    expect(i.t('greet', { name: 'Bo' })).toBe('Hi Bo');
    expect(i.t('item', { count: 1 })).toBe('1 item');
    expect(i.t('item', { count: 2 })).toBe('2 items');
    expect(i.t('missing', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(lookups).toHaveBeenCalledTimes(5);
  });

  it('forgets on a language change and when a bundle is added', async () => {
    const { i } = await instance();
    expect(i.t('hello')).toBe('Hello');
    await i.changeLanguage('de');
    expect(i.t('hello')).toBe('Hallo');
    i.addResourceBundle('de', 'translation', { hello: 'Grüß Gott' }, true, true);
    expect(i.t('hello')).toBe('Grüß Gott');
    expect(i.t('hello', { lng: 'en' })).toBe('Hello');
    i.removeResourceBundle('en', 'translation');
    expect(i.t('hello', { lng: 'en' })).toBe('hello');
  });

  it('installs the same bundle object once: the shell calls it on every render', async () => {
    const { i } = await instance();
    const added = vi.fn();
    i.store.on('added', added);
    const bundle = { hello: 'Ciao' };
    installBundle('it', bundle, i);
    installBundle('it', bundle, i);
    expect(added).toHaveBeenCalledTimes(1);
    expect(i.language).toBe('it');
    expect(i.t('hello')).toBe('Ciao');
    // A new bundle (the instance changed its texts) is merged; a removed one is installed again.
    installBundle('it', { hello: 'Salve' }, i);
    expect(i.t('hello')).toBe('Salve');
    i.removeResourceBundle('it', 'translation');
    installBundle('it', bundle, i);
    expect(added).toHaveBeenCalledTimes(3);
    expect(i.t('hello')).toBe('Ciao');
    // Kept as it is, not copied: a section of the bundle is the store's own.
    const nested = { nav: { home: 'Casa' } };
    installBundle('it', nested, i);
    expect(i.store.data.it?.translation).toMatchObject({ hello: 'Ciao', nav: { home: 'Casa' } });
    expect((i.store.data.it?.translation as Record<string, unknown>).nav).toBe(nested.nav);
  });
});

describe('fastText', () => {
  const locales = { en, de, it: itTexts };

  /** Every text's key with the placeholders it names, the plural forms folded into their base key. */
  function keysOf(bundle: Record<string, unknown>): Map<string, Set<string>> {
    const keys = new Map<string, Set<string>>();
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') {
        const base = path.replace(/_(zero|one|two|few|many|other)$/, '');
        const names = keys.get(base) ?? new Set<string>();
        for (const m of node.matchAll(/\{\{\s*(\w+)/g)) names.add(m[1] as string);
        keys.set(base, names);
        if (base !== path) names.add('count');
        return;
      }
      for (const [k, v] of Object.entries(node as Record<string, unknown>)) walk(v, path ? `${path}.${k}` : k);
    };
    walk(bundle, '');
    return keys;
  }

  it('answers as i18next does, for every text of en, de and it, or leaves the call to i18next', async () => {
    const i = i18next.createInstance();
    await i.init({
      lng: 'en',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      resources: { en: { translation: en }, de: { translation: de }, it: { translation: itTexts } },
      returnNull: false,
      showSupportNotice: false,
    });
    i.services.formatter?.add(
      'tokens',
      (value: unknown) => `${String(value)} ${String(value) === '1' ? 'token' : 'tokens'}`,
    );
    // How many of the calls the app makes (every placeholder given its value) it answers.
    let answered = 0;
    let calls = 0;
    for (const lang of Object.keys(locales)) {
      await i.changeLanguage(lang);
      for (const [key, names] of keysOf(locales[lang as keyof typeof locales])) {
        const values = Object.fromEntries([...names].filter((n) => n !== 'count').map((n) => [n, `«${n}»`]));
        const cases: Array<Record<string, unknown>> = [{}, values, { ...values, defaultValue: 'D' }];
        if (names.has('count')) for (const count of [0, 1, 2, 21, 1.5]) cases.push({ ...values, count });
        for (const options of cases) {
          const complete = options !== cases[0] || names.size === 0;
          if (complete) calls++;
          const fast = fastText(i, key, options);
          if (fast === undefined) continue;
          if (complete) answered++;
          expect(fast, `${lang} ${key} ${JSON.stringify(options)}`).toBe(i.t(key, options));
        }
      }
    }
    // It is there for the common call: nearly every one is answered without i18next.
    expect(answered / calls).toBeGreaterThan(0.9);
    // A format of the app's own goes through the instance's formatter, as i18next does.
    await i.changeLanguage('en');
    for (const amount of ['1', '2.5']) {
      const options = { amount };
      expect(fastText(i, 'wallet.boost.label', options)).toBe(i.t('wallet.boost.label', options));
    }
    expect(fastText(i, 'wallet.boost.label', { amount: '1' })).toBe('Boost: 1 token boosted');
  });

  it('leaves to i18next what it does not answer the same way', async () => {
    const { i } = await instance();
    expect(fastText(i, 'missing', {})).toBeUndefined(); // i18next answers the key, or the default
    expect(fastText(i, 'greet', {})).toBeUndefined(); // a placeholder without its value
    expect(fastText(i, 'greet', { name: { first: 'Ada' } })).toBeUndefined();
    expect(fastText(i, 'hello', { lng: 'de' })).toBeUndefined();
    expect(fastText(i, 'hello', { ns: 'other' })).toBeUndefined();
    expect(fastText(i, 'item', { count: '2' })).toBeUndefined(); // a string count is no plural in i18next
    expect(fastText(i, 'hello', { context: 'male' })).toBeUndefined();
    expect(fastText(i, 'hello', {})).toBe('Hello');
    expect(fastText(i, 'item', { count: 2 })).toBe('2 items');
    expect(fastText(i, 'greet', { name: 'Ada', lng: null, ns: 'translation' })).toBe('Hi Ada');
  });
});
