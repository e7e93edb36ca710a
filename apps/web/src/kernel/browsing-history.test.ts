import { describe, expect, it } from 'vitest';
import { BROWSING_HISTORY_SIZE, BrowsingHistory } from './browsing-history.ts';

describe('BrowsingHistory', () => {
  it('records each route change with its time and tells the listeners', () => {
    let clock = 1000;
    const history = new BrowsingHistory(() => clock);
    const seen: string[] = [];
    const stop = history.subscribe((e) => seen.push(`${e.path}@${e.at}`));
    expect(history.record('/nfts')).toBe(true);
    clock = 2000;
    // The same route again is no change.
    expect(history.record('/nfts')).toBe(false);
    expect(history.record('/nfts/showroom/legends')).toBe(true);
    expect(history.entries()).toEqual([
      { path: '/nfts', at: 1000 },
      { path: '/nfts/showroom/legends', at: 2000 },
    ]);
    expect(seen).toEqual(['/nfts@1000', '/nfts/showroom/legends@2000']);
    stop();
    history.record('/wallet');
    expect(seen).toHaveLength(2);
  });

  it('keeps the most recent routes only', () => {
    const history = new BrowsingHistory(() => 0);
    for (let i = 0; i < BROWSING_HISTORY_SIZE + 5; i++) history.record(`/p/${i}`);
    expect(history.entries()).toHaveLength(BROWSING_HISTORY_SIZE);
    expect(history.entries()[0]!.path).toBe('/p/5');
  });
});
