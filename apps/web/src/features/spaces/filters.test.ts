import { describe, expect, it } from 'vitest';
import { spaceFiltersFromSearch } from './filters.ts';

describe('spaceFiltersFromSearch', () => {
  it('lists featured groups by default', () => {
    expect(spaceFiltersFromSearch(new URLSearchParams(''), null)).toEqual({ byFeatured: true });
  });

  it('reads the featured switch, the search and the viewer’s own groups', () => {
    const search = new URLSearchParams('featured=0&q=%20ultras%20&mine=1');
    expect(spaceFiltersFromSearch(search, 'jane-doe')).toEqual({
      byFeatured: false,
      forUser: 'jane-doe',
      search: 'ultras',
    });
  });

  it('ignores “my groups” for a guest', () => {
    expect(spaceFiltersFromSearch(new URLSearchParams('mine=1'), null)).toEqual({ byFeatured: true });
  });
});
