import { describe, expect, it } from 'vitest';
import { resolveRouteWords } from '@tribune/domain';
import { feedPath, feedPostPath, profilePath } from './paths.ts';

describe('post paths', () => {
  it('follow the route words', () => {
    const words = resolveRouteWords({ posts: 'beitraege', comments: 'kommentare', profiles: 'fans' });
    expect(feedPostPath('de', words, 'hallo-3')).toBe('/de/beitraege/hallo-3');
    expect(feedPostPath('de', words, 'hallo-3', '9')).toBe('/de/beitraege/hallo-3/kommentare/9');
    expect(profilePath('de', words, 'jane-7')).toBe('/de/fans/jane-7');
    expect(feedPath('de')).toBe('/de/');
  });
});
