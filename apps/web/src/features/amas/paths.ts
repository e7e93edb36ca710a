import { localePath, type RouteWords } from '@tribune/domain';
/** A date and time in the page's language (the kernel's, for the feature's pages). */
export { formatDateTime } from '../../kernel/intl.ts';

/** `{participate}/{amas}/{all}`: the sessions list. */
export function amaSessionsPath(locale: string, words: RouteWords): string {
  return localePath(locale, words.participate, words.amas, words.all);
}

/** `{amas}/{slug}`: a session and its questions. */
export function amaSessionPath(locale: string, words: RouteWords, slug: string): string {
  return localePath(locale, words.amas, encodeURIComponent(slug));
}

/** `{amas}/{slug}/{answers}`: the answered questions of a session. */
export function amaSessionAnswersPath(locale: string, words: RouteWords, slug: string): string {
  return localePath(locale, words.amas, encodeURIComponent(slug), words.answers);
}

/** `{amas}/{slug}/{question}/{id}`: a question. */
export function amaQuestionPath(locale: string, words: RouteWords, slug: string, id: string): string {
  return localePath(locale, words.amas, encodeURIComponent(slug), words.question, encodeURIComponent(id));
}
