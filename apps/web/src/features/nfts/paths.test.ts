import { describe, expect, it } from 'vitest';
import { matchRoute, parseModuleConfig, resolveRouteWords } from '@tribune/domain';
import { collectionSlugIn, myNftsPath, nftCollectionPath, nftPath, nftsPath } from './paths.ts';

describe('NFT paths', () => {
  const words = resolveRouteWords({});

  it('builds the NFT area, my NFTs, a collection and an NFT under the locale', () => {
    expect(nftsPath('de', words)).toBe('/de/nfts');
    expect(myNftsPath('en', words)).toBe('/en/nfts/mynfts');
    expect(nftCollectionPath('it', words, 'leggende')).toBe('/it/nfts/showroom/leggende');
    expect(nftPath('en', words, 'legends', '42')).toBe('/en/nfts/showroom/legends/42');
  });

  it('builds paths the route table matches, with overridden words', () => {
    const custom = resolveRouteWords({ nfts: 'sammlung', showroom: 'galerie', mynfts: 'meine' });
    const ctx = {
      words: custom,
      config: parseModuleConfig({ modules: { nfts: { enabled: true } } }),
      flags: {},
      preferredLocale: () => 'de',
    };
    expect(matchRoute(nftsPath('de', custom), ctx)).toMatchObject({ name: 'nfts' });
    expect(matchRoute(myNftsPath('de', custom), ctx)).toMatchObject({ name: 'myNfts', protected: true });
    expect(matchRoute(nftCollectionPath('de', custom, 'legenden'), ctx)).toMatchObject({ name: 'nftCollection' });
    expect(matchRoute(nftPath('de', custom, 'legenden', '9'), ctx)).toMatchObject({
      name: 'nft',
      params: { slug: 'legenden', id: '9' },
    });
  });

  it('takes the collection slug of the page language, else its own', () => {
    const collection = { attributes: { slug: 'legends', translated_slugs: { de: 'legenden', it: '' } } };
    expect(collectionSlugIn(collection, 'de')).toBe('legenden');
    expect(collectionSlugIn(collection, 'it')).toBe('legends');
    expect(collectionSlugIn(collection, 'en')).toBe('legends');
  });
});
