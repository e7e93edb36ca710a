import { describe, expect, it } from 'vitest';
import { resolveRouteWords } from '@tribune/domain';
import { editSpacePath, newSpacePath, spacePath, spacePostPath, spacesPath } from './paths.ts';

describe('fan group paths', () => {
  it('follow the route words, the info tab being the group itself', () => {
    const words = resolveRouteWords({ spaces: 'gruppen', new: 'neu', members: 'mitglieder', edit: 'bearbeiten' });
    expect(spacesPath('de', words)).toBe('/de/gruppen');
    expect(newSpacePath('de', words)).toBe('/de/gruppen/neu');
    expect(spacePath('de', words, 'ultras-12')).toBe('/de/gruppen/ultras-12');
    expect(spacePath('de', words, 'ultras-12', 'info')).toBe('/de/gruppen/ultras-12/info');
    expect(spacePath('de', words, 'ultras-12', 'members')).toBe('/de/gruppen/ultras-12/mitglieder');
    expect(editSpacePath('de', words, 'ultras-12')).toBe('/de/gruppen/ultras-12/bearbeiten');
  });

  it('lead to the posts tab, a post and its comment deep link under the group', () => {
    const words = resolveRouteWords({ spaces: 'gruppen', posts: 'beitraege', comments: 'kommentare' });
    expect(spacePath('de', words, 'ultras-12', 'posts')).toBe('/de/gruppen/ultras-12/beitraege');
    expect(spacePostPath('de', words, 'ultras-12', 'auswaertssieg-7')).toBe(
      '/de/gruppen/ultras-12/beitraege/auswaertssieg-7',
    );
    expect(spacePostPath('de', words, 'ultras-12', 'auswaertssieg-7', '9')).toBe(
      '/de/gruppen/ultras-12/beitraege/auswaertssieg-7/kommentare/9',
    );
  });
});
