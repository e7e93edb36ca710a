import { describe, expect, it } from 'vitest';
import { filterParamValue, myNftFiltersFromSearch, myNftsApiQuery, searchTerm } from './filters.ts';

describe('myNftFiltersFromSearch', () => {
  it('defaults to sort_by collection, sort_direction asc, no collection, not only frozen', () => {
    expect(myNftFiltersFromSearch(new URLSearchParams(''))).toEqual({
      sortBy: 'collection',
      sortDirection: 'asc',
      frozenOrBurnt: false,
    });
  });

  it('reads every filter of the URL and ignores unknown values', () => {
    const search = new URLSearchParams(
      'sort_by=rarity&sort_direction=desc&by_collection=7&frozen_or_burnt=true&q=gold',
    );
    expect(myNftFiltersFromSearch(search)).toEqual({
      sortBy: 'rarity',
      sortDirection: 'desc',
      byCollection: '7',
      frozenOrBurnt: true,
      q: 'gold',
    });
    const bad = new URLSearchParams('sort_by=price&sort_direction=up&frozen_or_burnt=yes&by_collection=%20&q=a');
    expect(myNftFiltersFromSearch(bad)).toEqual({ sortBy: 'collection', sortDirection: 'asc', frozenOrBurnt: false });
  });
});

describe('searchTerm', () => {
  it('acts only with more than one character', () => {
    expect(searchTerm('a')).toBeUndefined();
    expect(searchTerm(' a ')).toBeUndefined();
    expect(searchTerm('ab')).toBe('ab');
    expect(searchTerm('  gold  ')).toBe('gold');
    expect(searchTerm(null)).toBeUndefined();
  });
});

describe('myNftsApiQuery', () => {
  it('asks for the caller’s NFTs with the filters, leaving unset ones out', () => {
    expect(myNftsApiQuery({ sortBy: 'collection', sortDirection: 'asc', frozenOrBurnt: false }, 1, 24)).toEqual({
      by_current_user: 'true',
      sort_by: 'collection',
      sort_direction: 'asc',
      page: 1,
      per_page: 24,
    });
    expect(
      myNftsApiQuery(
        { sortBy: 'name', sortDirection: 'desc', byCollection: '3', frozenOrBurnt: true, q: 'gold' },
        2,
        24,
      ),
    ).toEqual({
      by_current_user: 'true',
      sort_by: 'name',
      sort_direction: 'desc',
      by_collection: '3',
      frozen_or_burnt: 'true',
      q: 'gold',
      page: 2,
      per_page: 24,
    });
  });
});

describe('filterParamValue', () => {
  it('keeps defaults out of the URL', () => {
    expect(filterParamValue('sortBy', 'collection')).toBeNull();
    expect(filterParamValue('sortBy', 'amount')).toBe('amount');
    expect(filterParamValue('sortDirection', 'asc')).toBeNull();
    expect(filterParamValue('sortDirection', 'desc')).toBe('desc');
    expect(filterParamValue('frozenOrBurnt', false)).toBeNull();
    expect(filterParamValue('frozenOrBurnt', true)).toBe('true');
    expect(filterParamValue('byCollection', undefined)).toBeNull();
    expect(filterParamValue('byCollection', '4')).toBe('4');
  });
});
