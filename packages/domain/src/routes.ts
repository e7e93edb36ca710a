import type { FeatureFlags, ModuleConfig } from './module-config.ts';
import type { RouteWordKey, RouteWords } from './route-words.ts';
import { chatEncryptionEnabled } from './chat.ts';
import { moduleEnabled, type GatedModule } from './modules.ts';

/** One path segment of a route: a route word, a fixed literal, or a named parameter. */
export type Segment = { word: RouteWordKey } | { literal: string } | { param: string; optional?: boolean };

/** What the route matcher needs to know about the instance. */
export interface RouteContext {
  words: RouteWords;
  config: ModuleConfig;
  flags: FeatureFlags;
  /** Campaign aliases: alias path segment → giveaway id. */
  campaignAliases?: Record<string, string>;
  /** Chooses the locale when the path has none or an unsupported one. */
  preferredLocale: () => string;
}

/** The names of the pages the app can show. Later domains add theirs here. */
export type RouteName =
  | 'home'
  | 'homeCategory'
  | 'styleguide'
  | 'error'
  | 'staticPage'
  | 'staticPageInMenu'
  | 'staticPageComment'
  | 'staticPageInMenuComment'
  | 'contents'
  | 'content'
  | 'contentComment'
  | 'login'
  | 'accountRedirect'
  | 'register'
  | 'recover'
  | 'reset'
  | 'settings'
  | 'profile'
  | 'messages'
  | 'messagesConversation'
  | 'messagesNew'
  | 'messagesSettings'
  | 'notifications'
  | 'notification'
  | 'participate'
  | 'votings'
  | 'voting'
  | 'votingComment'
  | 'ideationMissions'
  | 'ideationMission'
  | 'idea'
  | 'ideaComment'
  | 'amaSessions'
  | 'amaSession'
  | 'amaSessionAnswers'
  | 'amaQuestion'
  | 'amaQuestionComment'
  | 'events'
  | 'eventsAll'
  | 'event'
  | 'eventComment'
  | 'spaces'
  | 'spaceNew'
  | 'space'
  | 'spaceInfo'
  | 'spaceMembers'
  | 'spaceEdit'
  | 'spacePosts'
  | 'spacePost'
  | 'spacePostComment'
  | 'feedPost'
  | 'feedPostComment'
  | 'organizations'
  | 'organizationNew'
  | 'organization'
  | 'invitationCodes'
  | 'wallet'
  | 'nfts'
  | 'myNfts'
  | 'nftExchange'
  | 'console'
  | 'nftCollection'
  | 'nft';

/** A route: its name, segments after the locale, and the gate that switches it on. */
export interface RouteDef {
  name: RouteName;
  segments: Segment[];
  /** Protected routes need valid credentials (enforced by the web's guard). */
  protected?: boolean;
  /** The module the page belongs to (modules.ts): while the module is off, the page is not found. */
  module?: GatedModule;
  /** A further feature gate within the module; a route whose gate is closed is not found. */
  enabled?: (ctx: RouteContext) => boolean;
  /**
   * Also matches without a locale prefix, never redirecting (the account screens: the OIDC
   * redirect URI is exactly `${origin}/account/redirect`); the locale is then the preferred one.
   */
  localeOptional?: boolean;
}

/** The account screens (docs/ACCOUNTS.md "App (`apps/web`)"): route name and the fixed segment after `account/`. */
export const ACCOUNT_SCREENS = [
  ['login', 'login'],
  ['accountRedirect', 'redirect'],
  ['register', 'register'],
  ['recover', 'recover'],
  ['reset', 'reset'],
] as const satisfies readonly (readonly [RouteName, string])[];

/**
 * The route table, in match order (first match wins). Register only routes whose feature
 * exists; every later domain adds its own definitions here so server and web stay in step.
 */
export const ROUTES: RouteDef[] = [
  { name: 'home', segments: [] },
  { name: 'home', segments: [{ literal: 'home' }] },
  { name: 'homeCategory', segments: [{ literal: 'home' }, { param: 'categorySlug' }], module: 'contents' },
  { name: 'styleguide', segments: [{ literal: 'styleguide' }] },
  { name: 'error', segments: [{ literal: 'error' }, { param: 'type', optional: true }] },
  { name: 'staticPage', segments: [{ word: 'pages' }, { param: 'slug' }] },
  { name: 'staticPageInMenu', segments: [{ word: 'pages' }, { param: 'menuSlug' }, { param: 'slug' }] },
  {
    name: 'staticPageComment',
    segments: [{ word: 'pages' }, { param: 'slug' }, { word: 'comments' }, { param: 'commentId' }],
  },
  {
    name: 'staticPageInMenuComment',
    segments: [
      { word: 'pages' },
      { param: 'menuSlug' },
      { param: 'slug' },
      { word: 'comments' },
      { param: 'commentId' },
    ],
  },
  { name: 'contents', segments: [{ word: 'contents' }], module: 'contents' },
  { name: 'content', segments: [{ word: 'contents' }, { param: 'slug' }], module: 'contents' },
  {
    name: 'contentComment',
    segments: [{ word: 'contents' }, { param: 'contentSlug' }, { word: 'comments' }, { param: 'commentId' }],
    module: 'contents',
  },
  ...ACCOUNT_SCREENS.map(([name, word]): RouteDef => ({
    name,
    segments: [{ literal: 'account' }, { literal: word }],
    localeOptional: true,
  })),
  { name: 'settings', segments: [{ word: 'settings' }], protected: true },
  { name: 'profile', segments: [{ word: 'profiles' }, { param: 'slug' }] },
  // Chat (docs/CHAT.md "Gates"): settings and new before the conversation id, which would match them too.
  { name: 'messages', segments: [{ word: 'messages' }], protected: true, module: 'chat' },
  {
    name: 'messagesSettings',
    segments: [{ word: 'messages' }, { word: 'settings' }],
    protected: true,
    module: 'chat',
    enabled: (ctx) => chatEncryptionEnabled(ctx.config, ctx.flags),
  },
  {
    name: 'messagesNew',
    segments: [{ word: 'messages' }, { word: 'new' }, { param: 'userSlug' }],
    protected: true,
    module: 'chat',
  },
  {
    name: 'messagesConversation',
    segments: [{ word: 'messages' }, { param: 'conversationId' }],
    protected: true,
    module: 'chat',
  },
  { name: 'notifications', segments: [{ word: 'notifications' }], protected: true, module: 'notifications' },
  {
    name: 'notification',
    segments: [{ word: 'notifications' }, { param: 'id' }],
    protected: true,
    module: 'notifications',
  },
  // Participation (docs/PARTICIPATION.md "Shared"). The spec writes some of these without the locale or the hub prefix;
  // they live under /{locale}/ like every page. `all` before the id that would match it too.
  { name: 'participate', segments: [{ word: 'participate' }], module: 'participate' },
  { name: 'votings', segments: [{ word: 'participate' }, { word: 'votings' }, { word: 'all' }], module: 'voting' },
  { name: 'voting', segments: [{ word: 'participate' }, { word: 'votings' }, { param: 'id' }], module: 'voting' },
  {
    name: 'votingComment',
    segments: [{ word: 'votings' }, { param: 'votingId' }, { word: 'comments' }, { param: 'commentId' }],
    module: 'voting',
  },
  {
    name: 'ideationMissions',
    segments: [{ word: 'participate' }, { word: 'ideationhub' }, { word: 'all' }],
    module: 'crowdsourcing',
  },
  { name: 'ideationMission', segments: [{ word: 'ideationhub' }, { param: 'slug' }], module: 'crowdsourcing' },
  {
    name: 'idea',
    segments: [{ word: 'ideationhub' }, { param: 'slug' }, { word: 'idea' }, { param: 'id' }],
    module: 'crowdsourcing',
  },
  {
    name: 'ideaComment',
    segments: [
      { word: 'ideationhub' },
      { param: 'missionSlug' },
      { word: 'idea' },
      { param: 'ideaId' },
      { word: 'comments' },
      { param: 'commentId' },
    ],
    module: 'crowdsourcing',
  },
  { name: 'amaSessions', segments: [{ word: 'participate' }, { word: 'amas' }, { word: 'all' }], module: 'ama' },
  { name: 'amaSession', segments: [{ word: 'amas' }, { param: 'slug' }], module: 'ama' },
  { name: 'amaSessionAnswers', segments: [{ word: 'amas' }, { param: 'slug' }, { word: 'answers' }], module: 'ama' },
  {
    name: 'amaQuestion',
    segments: [{ word: 'amas' }, { param: 'slug' }, { word: 'question' }, { param: 'id' }],
    module: 'ama',
  },
  {
    name: 'amaQuestionComment',
    segments: [
      { word: 'amas' },
      { param: 'sessionSlug' },
      { word: 'question' },
      { param: 'questionId' },
      { word: 'comments' },
      { param: 'commentId' },
    ],
    module: 'ama',
  },
  // Events: `{events}/all` is written with a literal `all` in the spec (docs/PARTICIPATION.md "Shared").
  { name: 'events', segments: [{ word: 'events' }], module: 'events' },
  { name: 'eventsAll', segments: [{ word: 'events' }, { literal: 'all' }], module: 'events' },
  { name: 'event', segments: [{ word: 'events' }, { param: 'slug' }], module: 'events' },
  {
    name: 'eventComment',
    segments: [{ word: 'events' }, { param: 'eventSlug' }, { word: 'comments' }, { param: 'commentId' }],
    module: 'events',
  },
  // Fan groups (issue #13, docs/COMMUNITY.md): `{new}` before the slug that would match it too; a
  // group's tabs (info, members, posts) each have their own URL, `{spaces}/{slug}` being the info tab.
  { name: 'spaces', segments: [{ word: 'spaces' }], module: 'spaces' },
  { name: 'spaceNew', segments: [{ word: 'spaces' }, { word: 'new' }], protected: true, module: 'spaces' },
  { name: 'space', segments: [{ word: 'spaces' }, { param: 'slug' }], module: 'spaces' },
  { name: 'spaceInfo', segments: [{ word: 'spaces' }, { param: 'slug' }, { word: 'info' }], module: 'spaces' },
  { name: 'spaceMembers', segments: [{ word: 'spaces' }, { param: 'slug' }, { word: 'members' }], module: 'spaces' },
  {
    name: 'spaceEdit',
    segments: [{ word: 'spaces' }, { param: 'slug' }, { word: 'edit' }],
    protected: true,
    module: 'spaces',
  },
  // A group's posts tab, a post and its comment deep link (docs/COMMUNITY.md "Posts and the feed in the web app"); the post is found by the id
  // after its slug's last hyphen, the group's slug only leads back to the group.
  { name: 'spacePosts', segments: [{ word: 'spaces' }, { param: 'slug' }, { word: 'posts' }], module: 'spaces' },
  {
    name: 'spacePost',
    segments: [{ word: 'spaces' }, { param: 'groupSlug' }, { word: 'posts' }, { param: 'slug' }],
    module: 'spaces',
  },
  {
    name: 'spacePostComment',
    segments: [
      { word: 'spaces' },
      { param: 'groupSlug' },
      { word: 'posts' },
      { param: 'slug' },
      { word: 'comments' },
      { param: 'commentId' },
    ],
    module: 'spaces',
  },
  // The feed post page, "when the postToFeed module and feature are both on" (docs/COMMUNITY.md "Feed posts"; the gate
  // reads both), and its comment deep link like every other commentable's.
  { name: 'feedPost', segments: [{ word: 'posts' }, { param: 'slug' }], module: 'postToFeed' },
  {
    name: 'feedPostComment',
    segments: [{ word: 'posts' }, { param: 'slug' }, { word: 'comments' }, { param: 'commentId' }],
    module: 'postToFeed',
  },
  // Organizations (issue #13, docs/COMMUNITY.md "Organizations"): the list "when the displayList
  // option is on", an organization "when the enabled option is on"; `{new}` before the id.
  { name: 'organizations', segments: [{ word: 'organizations' }], module: 'organizationList' },
  {
    name: 'organizationNew',
    segments: [{ word: 'organizations' }, { word: 'new' }],
    protected: true,
    module: 'organizations',
  },
  { name: 'organization', segments: [{ word: 'organizations' }, { param: 'id' }], module: 'organizations' },
  // The signed-in fan's invitation codes (route word `invitationcodes`, under the settings).
  { name: 'invitationCodes', segments: [{ word: 'settings' }, { word: 'invitationcodes' }], protected: true },
  // The wallet (issue #15): the signed-in fan's own; no module flag gates it.
  { name: 'wallet', segments: [{ word: 'wallet' }], protected: true },
  // NFT collectibles (issue #34, docs/NFTS.md "Web"): the NFT area (the showroom of collections), the
  // signed-in fan's own NFTs, a collection and one of its NFTs. `nfts/collections/{id}` and the legacy
  // `nfts/{id}` redirect to the collection page before this table is read (redirectFor).
  { name: 'nfts', segments: [{ word: 'nfts' }], module: 'nfts' },
  { name: 'myNfts', segments: [{ word: 'nfts' }, { word: 'mynfts' }], protected: true, module: 'nfts' },
  // The exchange `{exchange}` (docs/NFTS.md "Trading"): only while trading is on; protected.
  { name: 'nftExchange', segments: [{ word: 'exchange' }], protected: true, module: 'nftTrading' },
  {
    name: 'nftCollection',
    segments: [{ word: 'nfts' }, { word: 'showroom' }, { param: 'slug' }],
    module: 'nfts',
  },
  {
    name: 'nft',
    segments: [{ word: 'nfts' }, { word: 'showroom' }, { param: 'slug' }, { param: 'id' }],
    module: 'nfts',
  },
  // The operator console (docs/CONSOLE.md "Web"): a fixed word, so no instance can hide its own
  // console; protected; its area, a screen of it and a record.
  {
    name: 'console',
    segments: [
      { literal: 'admin' },
      { param: 'area', optional: true },
      { param: 'screen', optional: true },
      { param: 'id', optional: true },
    ],
    protected: true,
  },
];

/** The legal shortcuts that redirect to their static page (docs/DECISIONS.md "Routing"). */
export const LEGAL_PAGE_SHORTCUTS = [
  'privacy',
  'tos',
  'imprint',
  'tos-token',
  'moderationpolicy',
  'communityguidelines',
] as const;

/** The outcome of matching a path. */
export type RouteMatch =
  | { kind: 'page'; name: RouteName; locale: string; params: Record<string, string>; protected: boolean }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound'; locale: string };

const LOCALE_LIKE = /^[a-z]{2}(?:[-_][a-zA-Z]{2})?$/;

function splitPath(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((s) => s.length > 0)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

function matchSegments(def: RouteDef, parts: string[], words: RouteWords): Record<string, string> | null {
  const params: Record<string, string> = {};
  let i = 0;
  for (const seg of def.segments) {
    const part = parts[i];
    if ('param' in seg) {
      if (part === undefined) {
        if (seg.optional) continue;
        return null;
      }
      params[seg.param] = part;
    } else {
      const expected = 'word' in seg ? words[seg.word] : seg.literal;
      if (part !== expected) return null;
    }
    i++;
  }
  return i === parts.length ? params : null;
}

/** Builds a locale-prefixed path from already-resolved segments: `localePath('en', 'p', 'privacy')`. */
export function localePath(locale: string, ...segments: string[]): string {
  const rest = segments.filter((s) => s.length > 0).map(encodeURIComponent);
  return `/${[locale, ...rest].join('/')}${rest.length ? '' : '/'}`;
}

function redirectFor(parts: string[], locale: string, ctx: RouteContext): string | null {
  const [first, second, third] = parts;
  const { words } = ctx;
  if (first === undefined) return null;
  // /privacy, /tos ... go to /{locale}/{pages}/{name}/
  if (parts.length === 1 && (LEGAL_PAGE_SHORTCUTS as readonly string[]).includes(first)) {
    return `/${locale}/${words.pages}/${first}/`;
  }
  // Campaign aliases, with or without locale and trailing slash.
  const giveaway = parts.length === 1 ? ctx.campaignAliases?.[first] : undefined;
  if (giveaway) return `/${locale}/${words.giveaways}/${encodeURIComponent(giveaway)}`;
  // nfts/collections/{id} and the legacy nfts/{id} go to the collection page.
  if (first === words.nfts && ctx.config.modules.nfts.enabled) {
    if (parts.length === 3 && second === words.collections && third) {
      return `/${locale}/${words.nfts}/${words.showroom}/${encodeURIComponent(third)}`;
    }
    const reserved = new Set<string>([
      words.showroom,
      words.exchange,
      words.mynfts,
      words.packs,
      words.collections,
      words.singleitems,
    ]);
    if (parts.length === 2 && second && !reserved.has(second)) {
      return `/${locale}/${words.nfts}/${words.showroom}/${encodeURIComponent(second)}`;
    }
  }
  return null;
}

/**
 * Matches a pathname against the route table. The same function runs on the server (to
 * answer unknown paths with 404 and to redirect) and in the app (to pick the page).
 */
export function matchRoute(pathname: string, ctx: RouteContext): RouteMatch {
  const parts = splitPath(pathname);
  const options = ctx.config.options.language_options;
  const first = parts[0];
  if (first === undefined || !options.includes(first)) {
    const locale = ctx.preferredLocale();
    const bare = matchTable(parts, ctx, (def) => def.localeOptional === true);
    if (bare) return { kind: 'page', locale, ...bare };
    const rest = first !== undefined && LOCALE_LIKE.test(first) ? parts.slice(1) : parts;
    const shortcut = redirectFor(rest, locale, ctx);
    if (shortcut) return { kind: 'redirect', to: shortcut };
    const tail = rest.map(encodeURIComponent).join('/');
    const trailing = pathname.endsWith('/') && rest.length > 0 ? '/' : '';
    return { kind: 'redirect', to: `/${locale}/${tail}${trailing}` };
  }
  const locale = first;
  const rest = parts.slice(1);
  const redirect = redirectFor(rest, locale, ctx);
  if (redirect) return { kind: 'redirect', to: redirect };
  const found = matchTable(rest, ctx, () => true);
  return found ? { kind: 'page', locale, ...found } : { kind: 'notFound', locale };
}

/** Whether a route is switched on: its module's gate and its own feature gate are open. */
function isOn(def: RouteDef, ctx: RouteContext): boolean {
  if (def.module && !moduleEnabled(def.module, ctx.config, ctx.flags)) return false;
  return def.enabled ? def.enabled(ctx) : true;
}

function matchTable(
  parts: string[],
  ctx: RouteContext,
  eligible: (def: RouteDef) => boolean,
): { name: RouteName; params: Record<string, string>; protected: boolean } | null {
  for (const def of ROUTES) {
    if (!eligible(def)) continue;
    const params = matchSegments(def, parts, ctx.words);
    if (params && isOn(def, ctx)) {
      return { name: def.name, params, protected: def.protected ?? false };
    }
  }
  return null;
}

/**
 * Whether a locale-prefixed path leads into a module that is switched off: no page matches it
 * now, but a page of a gated module would. Menu entries leading there are hidden (menu.ts).
 */
export function leadsToDisabledModule(pathname: string, ctx: RouteContext): boolean {
  const parts = splitPath(pathname);
  const rest =
    parts[0] !== undefined && ctx.config.options.language_options.includes(parts[0]) ? parts.slice(1) : parts;
  if (matchTable(rest, ctx, () => true)) return false;
  return ROUTES.some(
    (def) =>
      def.module !== undefined &&
      !moduleEnabled(def.module, ctx.config, ctx.flags) &&
      matchSegments(def, rest, ctx.words) !== null,
  );
}
