/** docs/CHAIN.md "Balance, transactions from a hash, admin chain API, demo funding, figures": the balance is fetched again only when the last fetch is older than this. */
export const BALANCE_CACHE_MS = 4000;
/** The copy-address tooltip stays this long. */
export const COPIED_TOOLTIP_MS = 2000;
/** How often a pending transaction is looked at again while it is on screen. */
export const PENDING_POLL_MS = 1500;
/** The amount a click boosts when the boost dialog is skipped: 1 token. */
export const DEFAULT_BOOST_UNITS = 100000000n;
