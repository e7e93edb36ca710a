import { describe, expect, it } from 'vitest';
import { DEFAULT_MODULE_CONFIG, parseFeatureFlags, parseModuleConfig } from './module-config.ts';

describe('parseModuleConfig', () => {
  it('answers the defaults for nothing at all', () => {
    for (const input of [undefined, null, {}, 'config', 42, []])
      expect(parseModuleConfig(input)).toEqual(DEFAULT_MODULE_CONFIG);
  });

  it('has home on and every other module off by default', () => {
    const { modules, options } = DEFAULT_MODULE_CONFIG;
    expect(modules.home).toBe(true);
    expect(
      modules.contents || modules.shop || modules.chat || modules.events || modules.spaces || modules.nfts.enabled,
    ).toBe(false);
    expect(options).toEqual({
      language_options: ['en', 'de', 'it'],
      default_language: 'en',
      hideCookieConsent: false,
      registered_users_only: { enabled: false },
      encourageFanIdWalletCreation: false,
    });
  });

  it('keeps correctly typed values', () => {
    const config = parseModuleConfig({
      options: {
        language_options: ['de', 'it'],
        default_language: 'it',
        hideCookieConsent: true,
        registered_users_only: { enabled: true },
      },
      modules: {
        home: false,
        contents: true,
        participate: { voting: true, ama: true },
        nfts: { enabled: true, nftTrading: true, nftGiftingDailyLimit: 3 },
        organizations: { displayList: true, enabled: true },
      },
    });
    expect(config.options).toMatchObject({
      language_options: ['de', 'it'],
      default_language: 'it',
      hideCookieConsent: true,
      registered_users_only: { enabled: true },
    });
    expect(config.modules).toMatchObject({
      home: false,
      contents: true,
      participate: { voting: true, crowdsourcing: false, ama: true },
      nfts: { enabled: true, nftTrading: true, nftGiftingDailyLimit: 3 },
      organizations: { displayList: true, enabled: true },
    });
  });

  it('replaces mistyped fields with their defaults', () => {
    const config = parseModuleConfig({
      options: { language_options: 'en', default_language: 5, hideCookieConsent: 'yes', registered_users_only: true },
      modules: {
        home: 'no',
        contents: 1,
        participate: ['voting'],
        postToFeed: true,
        nfts: { enabled: 'true', nftGiftingDailyLimit: -1 },
        chat: null,
      },
    });
    expect(config).toEqual(DEFAULT_MODULE_CONFIG);
  });

  it('accepts only whole non-negative gifting limits', () => {
    const limit = (v: unknown) =>
      parseModuleConfig({ modules: { nfts: { nftGiftingDailyLimit: v } } }).modules.nfts.nftGiftingDailyLimit;
    expect(limit(0)).toBe(0);
    expect(limit(10)).toBe(10);
    expect(limit(1.5)).toBe(0);
    expect(limit('3')).toBe(0);
    expect(limit(-2)).toBe(0);
  });

  it('filters language options to en, de and it', () => {
    expect(
      parseModuleConfig({ options: { language_options: ['fr', 'de', 'en', 7, ''] } }).options.language_options,
    ).toEqual(['de', 'en']);
  });

  it('keeps the listed languages when none of them is supported', () => {
    const config = parseModuleConfig({ options: { language_options: ['fr', 'es'] } });
    expect(config.options.language_options).toEqual(['fr', 'es']);
    expect(config.options.default_language).toBe('fr');
  });

  it('uses all defaults when the language list is empty', () => {
    expect(parseModuleConfig({ options: { language_options: [] } }).options.language_options).toEqual([
      'en',
      'de',
      'it',
    ]);
  });

  it('makes the default language one of the options', () => {
    expect(
      parseModuleConfig({ options: { language_options: ['de', 'it'], default_language: 'en' } }).options
        .default_language,
    ).toBe('de');
  });
});

describe('parseFeatureFlags', () => {
  it('keeps an object of non-empty string keys with boolean values', () => {
    expect(parseFeatureFlags({ chat: true, e2eEncryption: false, somethingNew: true })).toEqual({
      chat: true,
      e2eEncryption: false,
      somethingNew: true,
    });
    expect(parseFeatureFlags({})).toEqual({});
  });

  it('answers no flags for anything that is not a plain object', () => {
    for (const input of [[], [true], null, undefined, 'chat', 1, true, new Date(), new Map([['chat', true]])]) {
      expect(parseFeatureFlags(input)).toEqual({});
    }
  });

  it('answers no flags at all when any value is not a boolean', () => {
    for (const bad of ['yes', 1, 0, null, {}, [], 'true']) {
      expect(parseFeatureFlags({ chat: true, nftGifting: bad })).toEqual({});
    }
  });

  it('answers no flags when a key is empty or blank', () => {
    expect(parseFeatureFlags({ '': true, chat: true })).toEqual({});
    expect(parseFeatureFlags({ '  ': true })).toEqual({});
  });

  it('accepts objects without a prototype', () => {
    const flags = Object.assign(Object.create(null) as object, { chat: true });
    expect(parseFeatureFlags(flags)).toEqual({ chat: true });
  });
});
