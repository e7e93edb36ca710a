import { localePath, type RouteWords } from '@tribune/domain';

/** `{posts}/{slug}`: a feed post, or with a comment id its comment deep link `…/{comments}/{commentId}`. */
export function feedPostPath(locale: string, words: RouteWords, slug: string, commentId?: string): string {
  return commentId
    ? localePath(locale, words.posts, slug, words.comments, commentId)
    : localePath(locale, words.posts, slug);
}

/** `{profiles}/{slug}`: a user's public profile (authors and mentions link there). */
export function profilePath(locale: string, words: RouteWords, slug: string): string {
  return localePath(locale, words.profiles, slug);
}

/** The home page, where the feed is (docs/COMMUNITY.md "Feed"). */
export function feedPath(locale: string): string {
  return localePath(locale);
}
