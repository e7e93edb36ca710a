import { localePath, type RouteWords } from '@tribune/domain';
/** A date and time in the page's language (the kernel's, for the feature's pages). */
export { formatDateTime } from '../../kernel/intl.ts';

/** `{participate}/{ideationhub}/{all}`: the missions list. */
export function missionsPath(locale: string, words: RouteWords): string {
  return localePath(locale, words.participate, words.ideationhub, words.all);
}

/** `{ideationhub}/{slug}`: a mission. */
export function missionPath(locale: string, words: RouteWords, slug: string): string {
  return localePath(locale, words.ideationhub, encodeURIComponent(slug));
}

/** `{ideationhub}/{slug}/{idea}/{id}`: an idea. */
export function ideaPath(locale: string, words: RouteWords, slug: string, id: string): string {
  return localePath(locale, words.ideationhub, encodeURIComponent(slug), words.idea, encodeURIComponent(id));
}
