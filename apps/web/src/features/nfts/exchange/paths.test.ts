import { describe, expect, it } from 'vitest';
import { resolveRouteWords } from '@tribune/domain';
import { exchangePath, tradeRequestIdOf } from './paths.ts';

describe('exchange paths', () => {
  it('builds the exchange with the instance words', () => {
    expect(exchangePath('de', resolveRouteWords({ nfts: 'sammlung', exchange: 'tausch' }))).toBe('/de/tausch');
  });

  it('reads a trade request id as the text after the last hyphen of its slug', () => {
    expect(tradeRequestIdOf('demo-anna-42')).toBe('42');
    expect(tradeRequestIdOf('7')).toBe('7');
  });
});
