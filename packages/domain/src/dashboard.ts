/**
 * The console dashboard's series (docs/CONSOLE.md "Dashboard"): the server counts them in this
 * order (the answer's keys and the CSV's columns), and the screen draws them with each token sum
 * after the count of its action.
 */

/** The series that count rows, in the order of the answer and of the CSV's columns. */
export const DASHBOARD_COUNT_SERIES = [
  'signups',
  'active_fans',
  'contents',
  'comments',
  'likes',
  'votes',
  'ideas',
  'questions',
  'event_registrations',
  'chat_messages',
  'boosts',
  'unlocks',
  'token_votes',
  'reports_opened',
  'reports_handled',
] as const;

/** The series that sum token amounts (base units) from the chain's records, after the counts. */
export const DASHBOARD_TOKEN_SERIES = ['boost_tokens', 'unlock_tokens', 'token_vote_tokens'] as const;

export type DashboardCountSeries = (typeof DASHBOARD_COUNT_SERIES)[number];
export type DashboardTokenSeries = (typeof DASHBOARD_TOKEN_SERIES)[number];
export type DashboardSeries = DashboardCountSeries | DashboardTokenSeries;

/** The token sum that goes with a count of an action. */
export const DASHBOARD_TOKENS_OF: Readonly<Partial<Record<DashboardCountSeries, DashboardTokenSeries>>> = {
  boosts: 'boost_tokens',
  unlocks: 'unlock_tokens',
  token_votes: 'token_vote_tokens',
};

/** The screen's order: every count, each followed by its token sum where it has one. */
export const DASHBOARD_SCREEN_ORDER: readonly DashboardSeries[] = DASHBOARD_COUNT_SERIES.flatMap((k) => {
  const tokens = DASHBOARD_TOKENS_OF[k];
  return tokens ? [k, tokens] : [k];
});

/** Whether a series sums token amounts (shown in tokens, not as a count). */
export const isTokenSeries = (key: DashboardSeries): key is DashboardTokenSeries =>
  (DASHBOARD_TOKEN_SERIES as readonly string[]).includes(key);
