import { describe, expect, it } from 'vitest';
import { WALLET_MESSAGE_SOURCE, WALLET_STORAGE_MAX_VALUE } from '@tribune/domain';
import {
  answerStorageRequest,
  clampFrameHeight,
  isFromWalletFrame,
  scopedStorageKey,
  walletFrameUrl,
  walletHookOutsideProviderError,
  type KeyValueStore,
} from './protocol.ts';

const frame = { name: 'frame' } as unknown as Window;
const other = { name: 'other' } as unknown as Window;

describe('isFromWalletFrame', () => {
  it('accepts only the frame window with the opaque origin of a sandboxed document', () => {
    expect(isFromWalletFrame({ source: frame, origin: 'null' }, frame)).toBe(true);
    expect(isFromWalletFrame({ source: other, origin: 'null' }, frame)).toBe(false);
    expect(isFromWalletFrame({ source: frame, origin: 'http://127.0.0.1:3000' }, frame)).toBe(false);
    expect(isFromWalletFrame({ source: null, origin: 'null' }, null)).toBe(false);
    expect(isFromWalletFrame({ source: frame, origin: 'null' }, undefined)).toBe(false);
  });
});

describe('useWallet outside its provider', () => {
  it('says so in the words of the wallet requirement', () => {
    expect(walletHookOutsideProviderError().message).toBe(
      'The useWallet hook must be called from a descendent of the WalletContext.',
    );
  });
});

describe('storage scoping', () => {
  it('keeps @ncw/ keys per user, still under @ncw/', () => {
    expect(scopedStorageKey('42', '@ncw/wallet')).toBe('@ncw/42/wallet');
    expect(scopedStorageKey('7', '@ncw/wallet')).not.toBe(scopedStorageKey('42', '@ncw/wallet'));
  });

  it('refuses other keys and guests', () => {
    expect(scopedStorageKey('42', 'tribune-account')).toBeNull();
    expect(scopedStorageKey('42', 'ncw/wallet')).toBeNull();
    expect(scopedStorageKey('42', '@ncw/')).toBeNull();
    expect(scopedStorageKey(null, '@ncw/wallet')).toBeNull();
  });

  function memory(): KeyValueStore & { map: Map<string, string> } {
    const map = new Map<string, string>();
    return {
      map,
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    };
  }
  const base = { source: WALLET_MESSAGE_SOURCE, requestId: 'r1' } as const;

  it('answers get, set and remove', () => {
    const store = memory();
    expect(answerStorageRequest({ ...base, type: 'storageSet', key: '@ncw/wallet', value: 'c' }, '42', store)).toEqual({
      source: WALLET_MESSAGE_SOURCE,
      type: 'storageResult',
      requestId: 'r1',
      ok: true,
      value: null,
    });
    expect(store.map.get('@ncw/42/wallet')).toBe('c');
    expect(answerStorageRequest({ ...base, type: 'storageGet', key: '@ncw/wallet' }, '42', store).value).toBe('c');
    expect(answerStorageRequest({ ...base, type: 'storageGet', key: '@ncw/wallet' }, '7', store).value).toBeNull();
    answerStorageRequest({ ...base, type: 'storageRemove', key: '@ncw/wallet' }, '42', store);
    expect(store.map.size).toBe(0);
  });

  it('refuses other prefixes and too long values', () => {
    const store = memory();
    store.map.set('tribune-account', 'secret');
    const get = answerStorageRequest({ ...base, type: 'storageGet', key: 'tribune-account' }, '42', store);
    expect(get).toMatchObject({ ok: false, value: null });
    const long = 'x'.repeat(WALLET_STORAGE_MAX_VALUE + 1);
    expect(answerStorageRequest({ ...base, type: 'storageSet', key: '@ncw/wallet', value: long }, '42', store).ok).toBe(
      false,
    );
    expect(store.map.has('@ncw/42/wallet')).toBe(false);
  });
});

describe('walletFrameUrl', () => {
  it('builds the page URL with the protocol query names', () => {
    const url = new URL(
      walletFrameUrl('http://127.0.0.1:3000/wallet-frame/', 'transaction', {
        customizerUrl: 'https://app.example/customizer',
        returnUrl: 'https://app.example/en/wallet',
        accessToken: 'tok',
        locale: 'de',
        isNative: false,
        blockchainUrl: 'https://app.example/rpc',
        call: { contractName: 'token', contractAddress: '0xabc', functionName: 'transfer', parameters: ['0xdef', '5'] },
      }),
    );
    expect(url.pathname).toBe('/wallet-frame/transaction');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'customizer-url': 'https://app.example/customizer',
      'return-url': 'https://app.example/en/wallet',
      'access-token': 'tok',
      locale: 'de',
      'is-native': 'false',
      'blockchain-url': 'https://app.example/rpc',
      'contract-name': 'token',
      'contract-address': '0xabc',
      'function-name': 'transfer',
      parameters: '["0xdef","5"]',
    });
  });
});

describe('clampFrameHeight', () => {
  it('keeps the frame within 90 % of the viewport', () => {
    expect(clampFrameHeight(500, 1000)).toBe(500);
    expect(clampFrameHeight(2000, 1000)).toBe(900);
    expect(clampFrameHeight(Number.NaN, 1000)).toBe(100);
  });
});
