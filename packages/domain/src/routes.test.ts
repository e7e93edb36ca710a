import { describe, expect, it } from 'vitest';
import { DEFAULT_MODULE_CONFIG, parseModuleConfig, type ModuleConfig } from './module-config.ts';
import { resolveRouteWords } from './route-words.ts';
import { GATED_MODULES, moduleEnabled, withModule, type GatedModule } from './modules.ts';
import {
  LEGAL_PAGE_SHORTCUTS,
  leadsToDisabledModule,
  localePath,
  matchRoute,
  ROUTES,
  type RouteContext,
} from './routes.ts';

const GIVEAWAY = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

function ctx(opts: { words?: Record<string, string>; config?: ModuleConfig; preferred?: string } = {}): RouteContext {
  return {
    words: resolveRouteWords(opts.words ?? {}),
    config: opts.config ?? DEFAULT_MODULE_CONFIG,
    flags: {},
    campaignAliases: { 'nft-campaign': GIVEAWAY, nftcampaign: GIVEAWAY },
    preferredLocale: () => opts.preferred ?? 'en',
  };
}

const nftsOn = parseModuleConfig({ modules: { nfts: { enabled: true } } });
const contentsOn = parseModuleConfig({ modules: { contents: true } });

describe('matchRoute: language prefix', () => {
  it('redirects the root to the preferred locale', () => {
    expect(matchRoute('/', ctx())).toEqual({ kind: 'redirect', to: '/en/' });
    expect(matchRoute('/', ctx({ preferred: 'de' }))).toEqual({ kind: 'redirect', to: '/de/' });
  });

  it('shows the home page under a known locale, with or without trailing slash', () => {
    const home = { kind: 'page', name: 'home', locale: 'de', params: {}, protected: false };
    expect(matchRoute('/de/', ctx())).toEqual(home);
    expect(matchRoute('/de', ctx())).toEqual(home);
    expect(matchRoute('/de/home', ctx())).toEqual(home);
  });

  it('replaces an unsupported locale-like prefix, keeping the rest of the path', () => {
    expect(matchRoute('/xx/anything', ctx())).toEqual({ kind: 'redirect', to: '/en/anything' });
    expect(matchRoute('/fr-FR/a/b/', ctx())).toEqual({ kind: 'redirect', to: '/en/a/b/' });
  });

  it('prefixes a path that has no locale at all', () => {
    expect(matchRoute('/styleguide', ctx({ preferred: 'it' }))).toEqual({ kind: 'redirect', to: '/it/styleguide' });
  });

  it('redirects a locale that is not among the language options', () => {
    const config = parseModuleConfig({ options: { language_options: ['en', 'de'] } });
    expect(matchRoute('/it/p/privacy', { ...ctx(), config })).toEqual({ kind: 'redirect', to: '/en/p/privacy' });
  });
});

describe('matchRoute: pages', () => {
  it('sends the legal shortcuts to their static page', () => {
    for (const name of LEGAL_PAGE_SHORTCUTS) {
      expect(matchRoute(`/${name}`, ctx())).toEqual({ kind: 'redirect', to: `/en/p/${name}/` });
    }
    expect(matchRoute('/privacy', ctx())).toEqual({ kind: 'redirect', to: '/en/p/privacy/' });
    expect(matchRoute('/de/privacy/', ctx())).toEqual({ kind: 'redirect', to: '/de/p/privacy/' });
  });

  it('matches a static page by slug', () => {
    expect(matchRoute('/en/p/privacy/', ctx())).toEqual({
      kind: 'page',
      name: 'staticPage',
      locale: 'en',
      params: { slug: 'privacy' },
      protected: false,
    });
  });

  it('matches a static page inside a menu', () => {
    expect(matchRoute('/en/p/menu/slug', ctx())).toMatchObject({
      kind: 'page',
      name: 'staticPageInMenu',
      params: { menuSlug: 'menu', slug: 'slug' },
    });
  });

  it('matches home categories, the styleguide and error pages', () => {
    expect(matchRoute('/it/home/news', ctx({ config: contentsOn }))).toMatchObject({
      name: 'homeCategory',
      params: { categorySlug: 'news' },
    });
    expect(matchRoute('/en/styleguide', ctx())).toMatchObject({ name: 'styleguide' });
    expect(matchRoute('/en/error', ctx())).toMatchObject({ name: 'error', params: {} });
    expect(matchRoute('/en/error/offline', ctx())).toMatchObject({ name: 'error', params: { type: 'offline' } });
  });

  it('follows the route words of routes.json', () => {
    const c = ctx({ words: { pages: 'seiten' } });
    expect(matchRoute('/de/seiten/x', c)).toMatchObject({ kind: 'page', name: 'staticPage', params: { slug: 'x' } });
    expect(matchRoute('/de/p/x', c)).toEqual({ kind: 'notFound', locale: 'de' });
    expect(matchRoute('/privacy', c)).toEqual({ kind: 'redirect', to: '/en/seiten/privacy/' });
  });

  it('answers not found for unknown paths under a locale', () => {
    expect(matchRoute('/en/definitely/not/here', ctx())).toEqual({ kind: 'notFound', locale: 'en' });
    expect(matchRoute('/it/p', ctx())).toEqual({ kind: 'notFound', locale: 'it' });
    expect(matchRoute('/en/p/a/b/c', ctx())).toEqual({ kind: 'notFound', locale: 'en' });
  });

  it('decodes path segments into params', () => {
    expect(matchRoute('/en/p/caf%C3%A9', ctx())).toMatchObject({ params: { slug: 'café' } });
    expect(matchRoute('/en/p/%E0%A4%A', ctx())).toMatchObject({ params: { slug: '%E0%A4%A' } });
  });
});

describe('matchRoute: campaign aliases', () => {
  const to = (locale: string) => ({ kind: 'redirect', to: `/${locale}/giveaways/${GIVEAWAY}` });

  it('redirects aliases without locale, with or without trailing slash', () => {
    expect(matchRoute('/nft-campaign', ctx())).toEqual(to('en'));
    expect(matchRoute('/nft-campaign/', ctx())).toEqual(to('en'));
    expect(matchRoute('/nftcampaign', ctx({ preferred: 'it' }))).toEqual(to('it'));
  });

  it('redirects aliases with locale, with or without trailing slash', () => {
    expect(matchRoute('/de/nft-campaign', ctx())).toEqual(to('de'));
    expect(matchRoute('/de/nft-campaign/', ctx())).toEqual(to('de'));
  });

  it('ignores aliases deeper in the path', () => {
    expect(matchRoute('/de/nft-campaign/extra', ctx())).toEqual({ kind: 'notFound', locale: 'de' });
  });
});

describe('matchRoute: nfts redirects', () => {
  it('redirects collections and legacy ids to the showroom when the nfts module is on', () => {
    const c = { ...ctx(), config: nftsOn };
    expect(matchRoute('/en/nfts/collections/abc', c)).toEqual({ kind: 'redirect', to: '/en/nfts/showroom/abc' });
    expect(matchRoute('/en/nfts/abc', c)).toEqual({ kind: 'redirect', to: '/en/nfts/showroom/abc' });
    expect(matchRoute('/nfts/abc', c)).toEqual({ kind: 'redirect', to: '/en/nfts/showroom/abc' });
  });

  it('does not treat reserved nfts words as legacy ids', () => {
    const c = { ...ctx(), config: nftsOn };
    for (const word of ['showroom', 'exchange', 'packs', 'collections', 'singleitems']) {
      expect(matchRoute(`/en/nfts/${word}`, c)).toEqual({ kind: 'notFound', locale: 'en' });
    }
    expect(matchRoute('/en/nfts/mynfts', c)).toMatchObject({ kind: 'page', name: 'myNfts' });
  });

  it('does not redirect when the nfts module is off', () => {
    expect(matchRoute('/en/nfts/collections/abc', ctx())).toEqual({ kind: 'notFound', locale: 'en' });
    expect(matchRoute('/en/nfts/abc', ctx())).toEqual({ kind: 'notFound', locale: 'en' });
  });

  it('uses the overridden nfts words', () => {
    const c = { ...ctx({ words: { nfts: 'sammlung', showroom: 'galerie' } }), config: nftsOn };
    expect(matchRoute('/de/sammlung/abc', c)).toEqual({ kind: 'redirect', to: '/de/sammlung/galerie/abc' });
  });
});

describe('matchRoute: nfts pages', () => {
  const c = { ...ctx(), config: nftsOn };

  it('names the NFT area, a collection and one of its NFTs, open to guests', () => {
    expect(matchRoute('/en/nfts', c)).toEqual({
      kind: 'page',
      name: 'nfts',
      locale: 'en',
      params: {},
      protected: false,
    });
    expect(matchRoute('/de/nfts/showroom/legends', c)).toEqual({
      kind: 'page',
      name: 'nftCollection',
      locale: 'de',
      params: { slug: 'legends' },
      protected: false,
    });
    expect(matchRoute('/it/nfts/showroom/legends/42', c)).toEqual({
      kind: 'page',
      name: 'nft',
      locale: 'it',
      params: { slug: 'legends', id: '42' },
      protected: false,
    });
    expect(matchRoute('/en/nfts/showroom/legends/42/more', c)).toEqual({ kind: 'notFound', locale: 'en' });
  });

  it('opens the exchange, protected, only with the nftTrading switch and feature flag both on', () => {
    const trading = parseModuleConfig({ modules: { nfts: { enabled: true, nftTrading: true } } });
    expect(matchRoute('/en/exchange', { ...ctx(), config: trading, flags: { nftTrading: true } })).toEqual({
      kind: 'page',
      name: 'nftExchange',
      locale: 'en',
      params: {},
      protected: true,
    });
    expect(matchRoute('/en/exchange', { ...ctx(), config: trading })).toEqual({ kind: 'notFound', locale: 'en' });
    expect(matchRoute('/en/exchange', { ...c, flags: { nftTrading: true } })).toEqual({
      kind: 'notFound',
      locale: 'en',
    });
  });

  it('puts my NFTs behind the sign-in gate', () => {
    expect(matchRoute('/en/nfts/mynfts', c)).toEqual({
      kind: 'page',
      name: 'myNfts',
      locale: 'en',
      params: {},
      protected: true,
    });
  });

  it('follows overridden nfts, showroom and mynfts words', () => {
    const words = { nfts: 'sammlung', showroom: 'galerie', mynfts: 'meine' };
    const d = { ...ctx({ words }), config: nftsOn };
    expect(matchRoute('/de/sammlung', d)).toMatchObject({ name: 'nfts' });
    expect(matchRoute('/de/sammlung/meine', d)).toMatchObject({ name: 'myNfts', protected: true });
    expect(matchRoute('/de/sammlung/galerie/legenden', d)).toMatchObject({ name: 'nftCollection' });
    expect(matchRoute('/de/sammlung/galerie/legenden/7', d)).toMatchObject({ name: 'nft', params: { id: '7' } });
    expect(matchRoute('/de/nfts', d)).toEqual({ kind: 'notFound', locale: 'de' });
  });

  it('finds none of them while the nfts module is off', () => {
    for (const path of ['/en/nfts', '/en/nfts/mynfts', '/en/nfts/showroom/legends', '/en/nfts/showroom/legends/42']) {
      expect(matchRoute(path, ctx()), path).toEqual({ kind: 'notFound', locale: 'en' });
      expect(leadsToDisabledModule(path, ctx()), path).toBe(true);
    }
  });
});

describe('localePath', () => {
  it('builds prefixed, encoded paths', () => {
    expect(localePath('en')).toBe('/en/');
    expect(localePath('de', 'p', 'a b')).toBe('/de/p/a%20b');
    expect(localePath('it', '', 'x')).toBe('/it/x');
  });
});

describe('matchRoute: account screens', () => {
  const screens = [
    ['login', 'login'],
    ['redirect', 'accountRedirect'],
    ['register', 'register'],
    ['recover', 'recover'],
    ['reset', 'reset'],
  ] as const;

  it('matches every account screen under a locale', () => {
    for (const [word, name] of screens) {
      expect(matchRoute(`/de/account/${word}`, ctx())).toEqual({
        kind: 'page',
        name,
        locale: 'de',
        params: {},
        protected: false,
      });
    }
  });

  it('matches every account screen without a locale, in the preferred locale, without redirecting', () => {
    for (const [word, name] of screens) {
      expect(matchRoute(`/account/${word}`, ctx({ preferred: 'it' }))).toEqual({
        kind: 'page',
        name,
        locale: 'it',
        params: {},
        protected: false,
      });
      expect(matchRoute(`/account/${word}/`, ctx())).toMatchObject({ kind: 'page', name, locale: 'en' });
    }
  });

  it('still prefixes unknown account paths and other bare paths', () => {
    expect(matchRoute('/account/nope', ctx())).toEqual({ kind: 'redirect', to: '/en/account/nope' });
    expect(matchRoute('/settings', ctx())).toEqual({ kind: 'redirect', to: '/en/settings' });
    expect(matchRoute('/en/account', ctx())).toEqual({ kind: 'notFound', locale: 'en' });
  });

  it('replaces an unsupported locale before an account screen', () => {
    expect(matchRoute('/xx/account/login', ctx())).toEqual({ kind: 'redirect', to: '/en/account/login' });
  });
});

describe('matchRoute: settings and profiles', () => {
  it('marks the settings page as protected', () => {
    expect(matchRoute('/en/settings', ctx())).toEqual({
      kind: 'page',
      name: 'settings',
      locale: 'en',
      params: {},
      protected: true,
    });
  });

  it('matches a profile by slug and leaves it public', () => {
    expect(matchRoute('/de/profiles/jane-doe', ctx())).toEqual({
      kind: 'page',
      name: 'profile',
      locale: 'de',
      params: { slug: 'jane-doe' },
      protected: false,
    });
    expect(matchRoute('/de/profiles', ctx())).toEqual({ kind: 'notFound', locale: 'de' });
  });

  it('puts the invitation codes under the settings, protected, whatever the words', () => {
    expect(matchRoute('/en/settings/invitationcodes', ctx())).toMatchObject({
      name: 'invitationCodes',
      protected: true,
    });
    const c = ctx({ words: { settings: 'einstellungen', invitationcodes: 'einladungen' } });
    expect(matchRoute('/de/einstellungen/einladungen', c)).toMatchObject({ name: 'invitationCodes' });
    expect(matchRoute('/de/einstellungen/invitationcodes', c)).toEqual({ kind: 'notFound', locale: 'de' });
  });

  it('follows overridden settings and profiles words', () => {
    const c = ctx({ words: { settings: 'einstellungen', profiles: 'fans' } });
    expect(matchRoute('/de/einstellungen', c)).toMatchObject({ name: 'settings', protected: true });
    expect(matchRoute('/de/settings', c)).toEqual({ kind: 'notFound', locale: 'de' });
    expect(matchRoute('/de/fans/max', c)).toMatchObject({ name: 'profile', params: { slug: 'max' } });
  });
});

describe('matchRoute: module gates', () => {
  const every = parseModuleConfig({
    modules: {
      contents: true,
      chat: true,
      notifications: true,
      events: true,
      spaces: true,
      postToFeed: { enabled: true },
      participate: { voting: true, crowdsourcing: true, ama: true },
      organizations: { displayList: true, enabled: true },
      nfts: { enabled: true, nftTrading: true },
    },
  });
  const flags = { chat: true, e2eEncryption: true, postToFeed: true, nftTrading: true };
  const on = (config: ModuleConfig = every): RouteContext => ({ ...ctx({ config }), flags });
  const pages = {
    contents: ['/en/contents', '/en/contents/some-news', '/en/contents/some-news/comments/5', '/en/home/news'],
    chat: ['/en/messages', '/en/messages/settings', '/en/messages/new/jane', '/en/messages/42'],
    notifications: ['/en/notifications', '/en/notifications/7'],
    participate: ['/en/participate'],
    voting: ['/en/participate/votings/all', '/en/participate/votings/3', '/en/votings/3/comments/9'],
    crowdsourcing: [
      '/en/participate/ideationhub/all',
      '/en/ideationhub/kit-ideas',
      '/en/ideationhub/kit-ideas/idea/4',
      '/en/ideationhub/kit-ideas/idea/4/comments/9',
    ],
    ama: [
      '/en/participate/amas/all',
      '/en/amas/coach-ama',
      '/en/amas/coach-ama/answers',
      '/en/amas/coach-ama/question/5',
      '/en/amas/coach-ama/question/5/comments/9',
    ],
    events: ['/en/events', '/en/events/all', '/en/events/fan-day', '/en/events/fan-day/comments/9'],
    spaces: [
      '/en/spaces',
      '/en/spaces/new',
      '/en/spaces/ultras-12',
      '/en/spaces/ultras-12/info',
      '/en/spaces/ultras-12/members',
      '/en/spaces/ultras-12/edit',
      '/en/spaces/ultras-12/posts',
      '/en/spaces/ultras-12/posts/away-win-7',
      '/en/spaces/ultras-12/posts/away-win-7/comments/9',
    ],
    postToFeed: ['/en/posts/hello-fans-3', '/en/posts/hello-fans-3/comments/9'],
    organizationList: ['/en/organizations'],
    organizations: ['/en/organizations/new', '/en/organizations/12'],
    nfts: ['/en/nfts', '/en/nfts/mynfts', '/en/nfts/showroom/legends', '/en/nfts/showroom/legends/42'],
    nftTrading: ['/en/exchange'],
  };

  it('names the organizations list by displayList and an organization by enabled, with overridden words', () => {
    const c = { ...ctx({ config: every, words: { organizations: 'vereine', new: 'neu' } }), flags };
    expect(matchRoute('/de/vereine', c)).toMatchObject({ name: 'organizations', protected: false });
    expect(matchRoute('/de/vereine/12', c)).toMatchObject({ name: 'organization', params: { id: '12' } });
    expect(matchRoute('/de/vereine/neu', c)).toMatchObject({ name: 'organizationNew', protected: true });
    const listOff = { ...c, config: withModule(every, 'organizationList', false) };
    expect(matchRoute('/de/vereine', listOff)).toEqual({ kind: 'notFound', locale: 'de' });
    expect(matchRoute('/de/vereine/12', listOff)).toMatchObject({ name: 'organization' });
    const pageOff = { ...c, config: withModule(every, 'organizations', false) };
    expect(matchRoute('/de/vereine', pageOff)).toMatchObject({ name: 'organizations' });
    expect(matchRoute('/de/vereine/12', pageOff)).toEqual({ kind: 'notFound', locale: 'de' });
  });

  it('names the fan group pages, `{new}` and `{edit}` protected, with overridden route words', () => {
    const c = { ...ctx({ config: every, words: { spaces: 'gruppen', new: 'neu', members: 'mitglieder' } }), flags };
    expect(matchRoute('/de/gruppen', c)).toMatchObject({ name: 'spaces', protected: false });
    expect(matchRoute('/de/gruppen/neu', c)).toMatchObject({ name: 'spaceNew', protected: true });
    expect(matchRoute('/de/gruppen/ultras-12', c)).toMatchObject({ name: 'space', params: { slug: 'ultras-12' } });
    expect(matchRoute('/de/gruppen/ultras-12/info', c)).toMatchObject({ name: 'spaceInfo' });
    expect(matchRoute('/de/gruppen/ultras-12/mitglieder', c)).toMatchObject({ name: 'spaceMembers' });
    expect(matchRoute('/de/gruppen/ultras-12/edit', c)).toMatchObject({ name: 'spaceEdit', protected: true });
    expect(matchRoute('/de/gruppen/ultras-12/posts', c)).toMatchObject({
      name: 'spacePosts',
      params: { slug: 'ultras-12' },
    });
    expect(matchRoute('/de/gruppen/ultras-12/beitraege', c)).toEqual({ kind: 'notFound', locale: 'de' });
  });

  it('names a group post and its comment deep link under the group, with overridden route words', () => {
    const c = {
      ...ctx({ config: every, words: { spaces: 'gruppen', posts: 'beitraege', comments: 'kommentare' } }),
      flags,
    };
    expect(matchRoute('/de/gruppen/ultras-12/beitraege', c)).toMatchObject({ name: 'spacePosts', protected: false });
    expect(matchRoute('/de/gruppen/ultras-12/beitraege/auswaertssieg-7', c)).toMatchObject({
      name: 'spacePost',
      params: { groupSlug: 'ultras-12', slug: 'auswaertssieg-7' },
      protected: false,
    });
    expect(matchRoute('/de/gruppen/ultras-12/beitraege/auswaertssieg-7/kommentare/9', c)).toMatchObject({
      name: 'spacePostComment',
      params: { groupSlug: 'ultras-12', slug: 'auswaertssieg-7', commentId: '9' },
    });
    expect(matchRoute('/de/gruppen/ultras-12/posts/auswaertssieg-7', c)).toEqual({ kind: 'notFound', locale: 'de' });
  });

  it('names the feed post page only while the postToFeed module and its feature flag are both on', () => {
    expect(matchRoute('/en/posts/hello-fans-3', on())).toMatchObject({
      name: 'feedPost',
      params: { slug: 'hello-fans-3' },
      protected: false,
    });
    expect(matchRoute('/en/posts/hello-fans-3/comments/9', on())).toMatchObject({
      name: 'feedPostComment',
      params: { slug: 'hello-fans-3', commentId: '9' },
    });
    const noFlag = { ...on(), flags: { chat: true } };
    expect(matchRoute('/en/posts/hello-fans-3', noFlag)).toEqual({ kind: 'notFound', locale: 'en' });
    expect(leadsToDisabledModule('/en/posts/hello-fans-3', noFlag)).toBe(true);
    const noModule = on(withModule(every, 'postToFeed', false));
    expect(matchRoute('/en/posts/hello-fans-3', noModule)).toEqual({ kind: 'notFound', locale: 'en' });
    const words = { ...on(), words: resolveRouteWords({ posts: 'beitraege' }) };
    expect(matchRoute('/en/beitraege/hello-fans-3', words)).toMatchObject({ name: 'feedPost' });
  });

  /** Gated modules whose API exists before their page (none since the feed post page came, issue #13). */
  const API_ONLY: readonly GatedModule[] = [];
  const withPages = GATED_MODULES.filter((m) => !API_ONLY.includes(m));

  it('gates a page of every gated module, and only pages of gated modules name one', () => {
    expect(Object.keys(pages).sort()).toEqual([...withPages].sort());
    expect(ROUTES.filter((r) => r.module).map((r) => r.module)).toEqual(expect.arrayContaining(withPages));
    for (const module of API_ONLY)
      expect(
        ROUTES.some((r) => r.module === module),
        module,
      ).toBe(false);
  });

  it('finds the pages of a module that is on and not those of one turned off, each in turn', () => {
    for (const module of withPages) {
      // Turning the participation hub off turns its areas off with it.
      const off = withModule(every, module, false);
      for (const [owner, paths] of Object.entries(pages)) {
        const closed = !moduleEnabled(owner as GatedModule, off, flags);
        expect(closed || owner !== module, owner).toBe(true);
        for (const path of paths) {
          expect(matchRoute(path, on()).kind, path).toBe('page');
          expect(matchRoute(path, on(off)).kind, `${path} with ${module} off`).toBe(closed ? 'notFound' : 'page');
          expect(leadsToDisabledModule(path, on(off)), path).toBe(closed);
        }
      }
    }
  });

  it('closes chat without its feature flag, and its settings without end-to-end encryption', () => {
    expect(matchRoute('/en/messages', { ...on(), flags: { e2eEncryption: true } })).toEqual({
      kind: 'notFound',
      locale: 'en',
    });
    const plain = { ...on(), flags: { chat: true } };
    expect(matchRoute('/en/messages', plain)).toMatchObject({ name: 'messages', protected: true });
    expect(matchRoute('/en/messages/settings', plain)).toMatchObject({
      name: 'messagesConversation',
      params: { conversationId: 'settings' },
    });
  });

  it('does not count paths of no module or of no page as disabled', () => {
    const off = on(DEFAULT_MODULE_CONFIG);
    expect(leadsToDisabledModule('/en/p/privacy/', off)).toBe(false);
    expect(leadsToDisabledModule('/en/', off)).toBe(false);
    expect(leadsToDisabledModule('/en/definitely/not/here', off)).toBe(false);
    expect(leadsToDisabledModule('/en/contents', off)).toBe(true);
  });
});
