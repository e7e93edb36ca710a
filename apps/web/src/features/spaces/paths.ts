import { localePath, type RouteWords } from '@tribune/domain';

/** The tabs of a group page, each with its own URL (`{spaces}/{slug}` is the info tab). */
export const SPACE_TABS = ['info', 'members', 'posts'] as const;
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

/** `{spaces}/{slug}` (the info tab) or `{spaces}/{slug}/{info|members|posts}`. */
export function spacePath(locale: string, words: RouteWords, slug: string, tab?: SpaceTab): string {
  return tab ? localePath(locale, words.spaces, slug, words[tab]) : localePath(locale, words.spaces, slug);
}

/**
 * `{spaces}/{groupSlug}/{posts}/{slug}`: a post in a group, or with a comment id its comment deep
 * link `…/{comments}/{commentId}` (docs/COMMUNITY.md "Posts and the feed in the web app").
 */
export function spacePostPath(
  locale: string,
  words: RouteWords,
  groupSlug: string,
  slug: string,
  commentId?: string,
): string {
  const post = [words.spaces, groupSlug, words.posts, slug];
  return commentId ? localePath(locale, ...post, words.comments, commentId) : localePath(locale, ...post);
}

/** `{spaces}/{slug}/{edit}`: editing a group. */
export function editSpacePath(locale: string, words: RouteWords, slug: string): string {
  return localePath(locale, words.spaces, slug, words.edit);
}

/** `{profiles}/{slug}`: a member's public profile. */
export function profilePath(locale: string, words: RouteWords, slug: string): string {
  return localePath(locale, words.profiles, slug);
}
