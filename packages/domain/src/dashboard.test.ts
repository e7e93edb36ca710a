import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_COUNT_SERIES,
  DASHBOARD_SCREEN_ORDER,
  DASHBOARD_TOKEN_SERIES,
  DASHBOARD_TOKENS_OF,
  isTokenSeries,
} from './dashboard.ts';

describe('dashboard series', () => {
  it('the screen shows every series once, each token sum right after the count of its action', () => {
    expect([...DASHBOARD_SCREEN_ORDER].sort()).toEqual([...DASHBOARD_COUNT_SERIES, ...DASHBOARD_TOKEN_SERIES].sort());
    expect(new Set(DASHBOARD_SCREEN_ORDER).size).toBe(DASHBOARD_SCREEN_ORDER.length);
    for (const [count, tokens] of Object.entries(DASHBOARD_TOKENS_OF)) {
      expect(DASHBOARD_SCREEN_ORDER.indexOf(tokens)).toBe(DASHBOARD_SCREEN_ORDER.indexOf(count as never) + 1);
    }
    expect(Object.values(DASHBOARD_TOKENS_OF).sort()).toEqual([...DASHBOARD_TOKEN_SERIES].sort());
  });

  it('tells token sums from counts', () => {
    expect(DASHBOARD_TOKEN_SERIES.every(isTokenSeries)).toBe(true);
    expect(DASHBOARD_COUNT_SERIES.some(isTokenSeries)).toBe(false);
  });
});
