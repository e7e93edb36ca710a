import { localePath, type RouteWords } from '@tribune/domain';

/** `{exchange}`: the exchange, where fans trade NFTs (docs/NFTS.md "Trading"). */
export function exchangePath(locale: string, words: RouteWords): string {
  return localePath(locale, words.exchange);
}

/** The id of a trade request from its slug: the text after the last hyphen (docs/NFTS.md "Trading"). */
export function tradeRequestIdOf(slug: string): string {
  return slug.slice(slug.lastIndexOf('-') + 1);
}
