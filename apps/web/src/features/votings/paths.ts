import { localePath, type RouteWords } from '@tribune/domain';
/** A date and time in the page's language (the kernel's, for the feature's pages). */
export { formatDateTime } from '../../kernel/intl.ts';

/** `{participate}/{votings}/{all}`: the votings list. */
export function votingsPath(locale: string, words: RouteWords): string {
  return localePath(locale, words.participate, words.votings, words.all);
}

/** `{participate}/{votings}/{id}`: a voting. */
export function votingPath(locale: string, words: RouteWords, id: string): string {
  return localePath(locale, words.participate, words.votings, encodeURIComponent(id));
}

/** An option's share of all votes, in whole percent (0 when nobody voted). */
export function votePercent(votes: string, total: string): number {
  const all = BigInt(total);
  if (all === 0n) return 0;
  return Number((BigInt(votes) * 1000n) / all) / 10;
}
