import { localePath, type RouteWords } from '@tribune/domain';

/** `{nfts}/{exchange}`: the exchange, where fans trade NFTs (docs/NFTS.md "Trading"). */
export function exchangePath(locale: string, words: RouteWords): string {
  return localePath(locale, words.nfts, words.exchange);
}
