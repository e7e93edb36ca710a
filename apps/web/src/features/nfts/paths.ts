import { localePath, type RouteWords } from '@tribune/domain';

/** `{nfts}`: the NFT area, the showroom of collections. */
export function nftsPath(locale: string, words: RouteWords): string {
  return localePath(locale, words.nfts);
}

/** `{nfts}/{mynfts}`: the signed-in fan's own NFTs. */
export function myNftsPath(locale: string, words: RouteWords): string {
  return localePath(locale, words.nfts, words.mynfts);
}

/** `{nfts}/{showroom}/{slug}`: a collection's page. */
export function nftCollectionPath(locale: string, words: RouteWords, slug: string): string {
  return localePath(locale, words.nfts, words.showroom, slug);
}

/** `{nfts}/{showroom}/{slug}/{id}`: an NFT's page under its collection. */
export function nftPath(locale: string, words: RouteWords, collectionSlug: string, id: string): string {
  return localePath(locale, words.nfts, words.showroom, collectionSlug, id);
}

/** A collection's slug in the page's language: its translated slug, else its own. */
export function collectionSlugIn(
  collection: { attributes: { slug: string; translated_slugs: Partial<Record<string, string>> | null } },
  locale: string,
): string {
  return collection.attributes.translated_slugs?.[locale] || collection.attributes.slug;
}
