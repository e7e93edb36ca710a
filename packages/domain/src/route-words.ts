/**
 * Built-in route words (docs/DECISIONS.md "Routing"). The instance's routes.json overrides them at runtime.
 * Keys are stable identifiers used in code; values are the path segments users see.
 * messages, embeds, organizations and giveaways are not in the spec's list but are
 * route words the spec's route table uses, so they are overridable the same way.
 */
export const DEFAULT_ROUTE_WORDS = {
  comments: 'comments',
  participate: 'participate',
  votings: 'votings',
  all: 'all',
  current: 'current',
  ideationhub: 'ideationhub',
  amas: 'amas',
  question: 'question',
  answers: 'answers',
  updates: 'updates',
  idea: 'idea',
  contents: 'contents',
  notifications: 'notifications',
  history: 'history',
  fanvault: 'fanvault',
  spaces: 'spaces',
  new: 'new',
  edit: 'edit',
  info: 'info',
  members: 'members',
  posts: 'posts',
  nfts: 'nfts',
  exchange: 'exchange',
  showroom: 'showroom',
  mynfts: 'mynfts',
  packs: 'packs',
  collections: 'collections',
  singleitems: 'singleitems',
  shop: 'shop',
  subscriptions: 'subscriptions',
  packages: 'packages',
  wallet: 'wallet',
  settings: 'settings',
  profile: 'profile',
  invitationcodes: 'invitationcodes',
  pages: 'p',
  profiles: 'profiles',
  apps: 'apps',
  events: 'events',
  messages: 'messages',
  embeds: 'embeds',
  organizations: 'organizations',
  giveaways: 'giveaways',
} as const;

/** A key of the route-word table. */
export type RouteWordKey = keyof typeof DEFAULT_ROUTE_WORDS;
/** A complete route-word table. */
export type RouteWords = Record<RouteWordKey, string>;

/** A route word: a lower-case URL segment. */
export const ROUTE_WORD_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** True when the key names a route word. */
export function isRouteWordKey(key: string): key is RouteWordKey {
  return Object.prototype.hasOwnProperty.call(DEFAULT_ROUTE_WORDS, key);
}

/**
 * Merges an override table (from routes.json) over the built-in words. Unknown keys and
 * values that are not lower-case URL segments are ignored, so a bad table cannot break routing.
 */
export function resolveRouteWords(overrides: unknown): RouteWords {
  const words: RouteWords = { ...DEFAULT_ROUTE_WORDS };
  if (overrides && typeof overrides === 'object' && !Array.isArray(overrides)) {
    for (const [key, value] of Object.entries(overrides as Record<string, unknown>)) {
      if (isRouteWordKey(key) && typeof value === 'string' && ROUTE_WORD_PATTERN.test(value)) {
        words[key] = value;
      }
    }
  }
  return words;
}
