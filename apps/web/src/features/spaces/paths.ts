import { localePath, type RouteWords } from '@tribune/domain';

/** The tabs of a group page, each with its own URL (`{spaces}/{slug}` is the info tab). */
export const SPACE_TABS = ['info', 'members'] as const;
/** A tab of a group page. */
export type SpaceTab = (typeof SPACE_TABS)[number];

/** `{spaces}/`: the list of fan groups. */
export function spacesPath(locale: string, words: RouteWords): string {
  return localePath(locale, words.spaces);
}

/** `{spaces}/{new}`: creating a group. */
export function newSpacePath(locale: string, words: RouteWords): string {
  return localePath(locale, words.spaces, words.new);
}

/** `{spaces}/{slug}` (the info tab) or `{spaces}/{slug}/{info|members}`. */
export function spacePath(locale: string, words: RouteWords, slug: string, tab?: SpaceTab): string {
  return tab ? localePath(locale, words.spaces, slug, words[tab]) : localePath(locale, words.spaces, slug);
}

/** `{spaces}/{slug}/{edit}`: editing a group. */
export function editSpacePath(locale: string, words: RouteWords, slug: string): string {
  return localePath(locale, words.spaces, slug, words.edit);
}

/** `{profiles}/{slug}`: a member's public profile. */
export function profilePath(locale: string, words: RouteWords, slug: string): string {
  return localePath(locale, words.profiles, slug);
}
