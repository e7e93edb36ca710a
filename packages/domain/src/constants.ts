/** Business constants shared by server and web (each names its rule; docs/ACCOUNTS.md, docs/DECISIONS.md have the context). */

/** Module configuration is refetched when older than this. */
export const MODULE_CONFIG_STALE_MS = 60_000;
/** Translations are refetched when older than this. */
export const TRANSLATIONS_STALE_MS = 300_000;
/** Placeholders shown by skeleton loaders. */
export const SKELETON_PLACEHOLDERS = 5;
/** How long an alert stays on screen. */
export const ALERT_DISPLAY_MS = 3_000;
/** Page metadata limits: title in structured data, title in meta, description. */
export const META_LIMITS = { structuredTitle: 60, metaTitle: 65, description: 155 } as const;
/** Default and maximum page sizes for every list endpoint. */
export const PAGINATION = { defaultPerPage: 20, maxPerPage: 100 } as const;
/** Token amounts carry 8 decimals: 1 token = 100000000 base units. */
export const TOKEN_DECIMALS = 8;
