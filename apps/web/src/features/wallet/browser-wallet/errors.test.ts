import { describe, expect, it } from 'vitest';
import en from '@tribune/domain/locales/en.json';
import de from '@tribune/domain/locales/de.json';
import it_ from '@tribune/domain/locales/it.json';
import { WALLET_ERROR_CODES, walletErrorKey, walletErrorMessage, walletErrorParts } from './errors.ts';

/** A `t` over one locale file (dotted keys). */
const translator =
  (bundle: unknown) =>
  (key: string): string => {
    const value = key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], bundle);
    if (typeof value !== 'string') throw new Error(`missing ${key}`);
    return value;
  };
const t = translator(en);

describe('browser-wallet error table', () => {
  const expected: Record<number, string> = {
    [-32000]: 'Some information for this transaction is missing.',
    4001: 'You rejected the request in your wallet.',
    4100: 'The wallet did not give permission for this action.',
    4200: 'Your wallet does not support this action.',
    4900: 'Your wallet is not connected to a blockchain or to the network.',
    4901: 'Your wallet is not connected to a blockchain or to the network.',
    [-32700]: 'The request had a bad format.',
    [-32600]: 'The request was invalid.',
    [-32601]: 'This action does not exist.',
    [-32602]: 'Some information in the request is invalid.',
    [-32603]: 'An internal error occurred. Please retry later.',
    [-32001]: 'What was asked for was not found.',
    [-32002]: 'This is unavailable at the moment.',
    [-32003]: 'The request could not be completed.',
    [-32004]: 'This action is not supported.',
    [-32005]: 'A limit was exceeded. Please wait a moment.',
    [-32006]: 'This protocol version is not supported.',
  };

  it.each(WALLET_ERROR_CODES.map((c) => [c]))('maps %i to its friendly text, then the original message', (code) => {
    expect(walletErrorMessage({ code, message: 'original text' }, t)).toBe(`${expected[code]} original text`);
  });

  it('covers every code of the table', () => {
    expect([...WALLET_ERROR_CODES].sort()).toEqual(Object.keys(expected).map(Number).sort());
  });

  it('splits -32000 on insufficient funds', () => {
    const message = 'err: insufficient funds for gas * price + value';
    expect(walletErrorMessage({ code: -32000, message }, t)).toBe(
      `Your wallet needs more funds to pay the transfer fees. ${message}`,
    );
    expect(walletErrorKey(-32000, 'Insufficient Funds')).toBe('wallet.browser.errors.insufficientFunds');
    expect(walletErrorKey(-32000, 'header not found')).toBe('wallet.browser.errors.missingInformation');
  });

  it('keeps the original message alone for unknown codes and plain errors', () => {
    expect(walletErrorMessage({ code: 1234, message: 'odd' }, t)).toBe('odd');
    expect(walletErrorMessage(new Error('plain'), t)).toBe('plain');
    expect(walletErrorMessage('text', t)).toBe('text');
  });

  it('reads string codes and nested data messages', () => {
    expect(walletErrorParts({ code: '4001', data: { message: 'nested' } })).toEqual({ code: 4001, message: 'nested' });
  });

  it.each([
    ['de', de],
    ['it', it_],
  ])('has every friendly text in %s', (_name, bundle) => {
    const tr = translator(bundle);
    for (const code of WALLET_ERROR_CODES) {
      expect(walletErrorMessage({ code, message: 'x' }, tr)).toMatch(/ x$/);
    }
    expect(tr('wallet.browser.errors.insufficientFunds')).toBeTruthy();
  });
});
