import { describe, expect, it } from 'vitest';
import { resolveRouteWords } from '@tribune/domain';
import { votePercent, votingPath, votingsPath } from './paths.ts';

describe('votings paths and figures', () => {
  it('builds the list and voting paths from the route words', () => {
    const words = resolveRouteWords({});
    expect(votingsPath('en', words)).toBe('/en/participate/votings/all');
    expect(votingPath('de', words, '42')).toBe(`/de/${words.participate}/${words.votings}/42`);
  });

  it('gives an option its share of all votes to a tenth of a percent, 0 when nobody voted', () => {
    expect(votePercent('0', '0')).toBe(0);
    expect(votePercent('1', '1')).toBe(100);
    expect(votePercent('1', '3')).toBe(33.3);
    expect(votePercent('2', '3')).toBe(66.6);
    // Token tallies are base units beyond 2^53: the share is computed exactly.
    expect(votePercent('900000000000000000000', '1200000000000000000000')).toBe(75);
  });
});
