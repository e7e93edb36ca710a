import { describe, expect, it } from 'vitest';
import { DICTIONARIES, translator } from './i18n.ts';
import { localeOf, pageOf, parseQuery } from './query.ts';

describe('i18n', () => {
  it('has the same keys, all non-empty, in en, de and it', () => {
    const keys = Object.keys(DICTIONARIES.en).sort();
    for (const dict of Object.values(DICTIONARIES)) {
      expect(Object.keys(dict).sort()).toEqual(keys);
      for (const value of Object.values(dict)) expect(value.trim()).not.toBe('');
    }
  });
  it('uses the same placeholders in every language', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of Object.entries(DICTIONARIES.en)) {
      for (const dict of [DICTIONARIES.de, DICTIONARIES.it])
        expect(names(dict[key as keyof typeof dict])).toEqual(names(value));
    }
  });
  it('fills placeholders', () => {
    expect(translator('en')('create.word', { n: 3 })).toBe('Word 3');
    expect(translator('it')('error.notFramed')).toBe("Questa pagina funziona solo all'interno dell'app.");
  });
});

describe('query', () => {
  it('reads the page from the path', () => {
    expect(pageOf('/wallet-frame/transaction')).toBe('transaction');
    expect(pageOf('/wallet-frame/set-operator/')).toBe('set-operator');
    expect(pageOf('/wallet-frame/')).toBeNull();
    expect(pageOf('/wallet-frame/evil')).toBeNull();
  });
  it('defaults the locale to en', () => {
    expect(localeOf('de')).toBe('de');
    expect(localeOf('it-IT')).toBe('it');
    expect(localeOf('fr')).toBe('en');
    expect(localeOf(null)).toBe('en');
  });
  it('parses the spec parameters', () => {
    const q = parseQuery(
      'https://api.example/wallet-frame/set-operator?customizer-url=https%3A%2F%2Fapi.example%2Fcustomizer&return-url=https%3A%2F%2Fapp.example%2Fx&access-token=tok&locale=de&is-native=true&blockchain-url=http%3A%2F%2F127.0.0.1%3A8545&contract-address=0x1&admin-address=0x2&should-be-operator=false',
    );
    expect(q).toMatchObject({
      page: 'set-operator',
      customizerUrl: 'https://api.example/customizer',
      returnUrl: 'https://app.example/x',
      accessToken: 'tok',
      locale: 'de',
      isNative: true,
      blockchainUrl: 'http://127.0.0.1:8545/',
      contractAddress: '0x1',
      adminAddress: '0x2',
      shouldBeOperator: false,
    });
    expect(
      parseQuery('https://a.example/wallet-frame/logout?blockchain-url=javascript:alert(1)').blockchainUrl,
    ).toBeNull();
  });
});
