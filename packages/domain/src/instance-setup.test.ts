import { describe, expect, it } from 'vitest';
import {
  FIXED_PATH_WORDS,
  instanceDraftProblems,
  isSvgPathData,
  routeWordProblems,
  type InstanceDraftRules,
} from './instance-setup.ts';
import { DEFAULT_ROUTE_WORDS } from './route-words.ts';

const ok: InstanceDraftRules = {
  theme_color: '#0b5fff',
  background_color: '#ffffff',
  logo: 'M12 3 2 12h3v8h6v-6h2v6h6v-8h3L12 3z',
  icons: { trophy: 'M5 3h14v4a5 5 0 0 1-5 5h-4a5 5 0 0 1-5-5V3z' },
  feature_flags: { chat: true, 'my.flag_2': false },
  languages: { options: ['en', 'de'], default: 'de' },
  route_words: { pages: 'seiten', events: 'termine' },
  campaign_aliases: { summer: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f' },
  translations: { de: { 'app.menu': 'Menü!' }, en: { 'app.loading': 'Hold on…' } },
};

describe('instanceDraftProblems', () => {
  it('passes a draft that keeps every rule', () => {
    expect(instanceDraftProblems(ok)).toEqual({});
  });

  it('refuses markup and anything but path data in icons and the logo', () => {
    const problems = instanceDraftProblems({
      ...ok,
      logo: '<svg><path d="M0 0"/></svg>',
      icons: { evil: 'M0 0<script>alert(1)</script>', odd: 'M0 0 url(x)', Bad: 'M0 0' },
    });
    expect(problems.logo).toEqual(['must be SVG path data only (the d of a path), not markup or attributes']);
    expect(problems['icons.evil']![0]).toMatch(/not markup/);
    expect(problems['icons.odd']![0]).toMatch(/path commands/);
    expect(problems['icons.Bad']![0]).toMatch(/lower-case/);
    expect(instanceDraftProblems({ ...ok, icons: { logo: 'M0 0' } })['icons.logo']).toEqual([
      'is the name of the logo: set the logo instead',
    ]);
    expect(instanceDraftProblems({ ...ok, feature_flags: { ' x': true } })['feature_flags. x']![0]).toMatch(
      /name of letters/,
    );
    expect(isSvgPathData('M1 2L3 4z')).toBe(true);
    expect(isSvgPathData('1 2L3 4z')).toBe(false);
    expect(isSvgPathData(`M${'1 '.repeat(2001)}`)).toBe(false);
  });

  it('refuses languages the app does not have and a default outside them', () => {
    const problems = instanceDraftProblems({ ...ok, languages: { options: ['en', 'fr'], default: 'it' } });
    expect(problems['languages.options']![0]).toMatch(/fr/);
    expect(problems['languages.default']).toEqual(['must be one of the languages']);
    expect(instanceDraftProblems({ ...ok, languages: { options: [], default: 'en' } })['languages.options']).toContain(
      'must name at least one language',
    );
  });

  it('refuses colour pairs under AA at their fields', () => {
    expect(Object.keys(instanceDraftProblems({ ...ok, theme_color: '#aaaaaa' }))).toEqual(['theme_color']);
  });

  it('refuses overrides of keys the app does not have, and unknown locales', () => {
    const problems = instanceDraftProblems({
      ...ok,
      translations: { de: { 'app.nothing': 'x' }, fr: { 'app.menu': 'x' } },
    });
    expect(problems['translations.de.app.nothing']).toEqual(['is not a text key of the app']);
    expect(problems['translations.fr']).toEqual(['is not a language of the app']);
  });

  it('refuses aliases that take a path of the app or lead to no giveaway', () => {
    const problems = instanceDraftProblems({
      ...ok,
      campaign_aliases: { contents: ok.campaign_aliases.summer!, x: 'nope' },
    });
    expect(problems['campaign_aliases.contents']).toEqual(['collides with a path of the app']);
    expect(problems['campaign_aliases.x']).toEqual(['must lead to a giveaway id (a UUID)']);
  });
});

describe('routeWordProblems', () => {
  it('has built-in words that are unique', () => {
    expect(new Set(Object.values(DEFAULT_ROUTE_WORDS)).size).toBe(Object.keys(DEFAULT_ROUTE_WORDS).length);
    expect(routeWordProblems({})).toEqual({});
  });

  it('refuses a word taken by another route word, naming it, at the overridden key only', () => {
    expect(routeWordProblems({ events: 'contents' })).toEqual({
      'route_words.events': ['collides with the route word of contents (contents)'],
    });
    const both = routeWordProblems({ events: 'x', votings: 'x' });
    expect(Object.keys(both).sort()).toEqual(['route_words.events', 'route_words.votings']);
  });

  it('refuses the fixed paths: the route table literals, the account, the console, legal shortcuts, locales', () => {
    for (const word of ['home', 'styleguide', 'error', 'account', 'admin', 'privacy', 'de']) {
      expect(FIXED_PATH_WORDS.has(word) || word === 'de').toBe(true);
      expect(routeWordProblems({ events: word })['route_words.events']).toEqual([
        `collides with the fixed path /${word}`,
      ]);
    }
    // A word may keep its built-in value even where the table has the same literal (`all`).
    expect(routeWordProblems({ all: 'all' })).toEqual({});
  });

  it('refuses words that are not URL-safe and keys that are not route words', () => {
    for (const word of ['Seiten', 'a b', '-x', 'ü', 'a/b', '']) {
      expect(routeWordProblems({ pages: word })['route_words.pages']![0]).toMatch(/lower-case/);
    }
    expect(routeWordProblems({ nothing: 'x' })).toEqual({ 'route_words.nothing': ['is not a route word'] });
  });
});
