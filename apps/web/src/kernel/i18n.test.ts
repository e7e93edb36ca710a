import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { installBundle, memoizeTexts } from './i18n.ts';

/** A fresh instance with two languages, memoized, and a spy on the lookups that reach i18next. */
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
  const lookups = vi.spyOn(i, 't');
  memoizeTexts(i);
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
  });
});
