import { DEFAULT_LOCALE, filterLanguages } from './locales.ts';

/** Module configuration as the customizer serves it (docs/DECISIONS.md "Instances and the customizer"). */
export interface ModuleConfig {
  options: {
    language_options: string[];
    default_language: string;
    hideCookieConsent: boolean;
    registered_users_only: { enabled: boolean };
    encourageFanIdWalletCreation: boolean;
  };
  modules: {
    home: boolean;
    contents: boolean;
    participate: { voting: boolean; crowdsourcing: boolean; ama: boolean };
    spaces: boolean;
    postToFeed: { enabled: boolean };
    shop: boolean;
    nfts: { enabled: boolean; nftTrading: boolean; nftGiftingDailyLimit: number };
    chat: boolean;
    events: boolean;
    organizations: { displayList: boolean; enabled: boolean };
    /**
     * The in-app inbox and push (the spec names the module; its configuration shape does not
     * carry it): on unless an instance sets it false (docs/DECISIONS.md "Notifications (issue #14)").
     */
    notifications: boolean;
  };
}

/** The configuration of an instance that configured nothing: every module off but home (and the account's notifications). */
export const DEFAULT_MODULE_CONFIG: ModuleConfig = {
  options: {
    language_options: ['en', 'de', 'it'],
    default_language: DEFAULT_LOCALE,
    hideCookieConsent: false,
    registered_users_only: { enabled: false },
    encourageFanIdWalletCreation: false,
  },
  modules: {
    home: true,
    contents: false,
    participate: { voting: false, crowdsourcing: false, ama: false },
    spaces: false,
    postToFeed: { enabled: false },
    shop: false,
    nfts: { enabled: false, nftTrading: false, nftGiftingDailyLimit: 0 },
    chat: false,
    events: false,
    organizations: { displayList: false, enabled: false },
    notifications: true,
  },
};

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const bool = (v: unknown, d: boolean): boolean => (typeof v === 'boolean' ? v : d);
const nonNegInt = (v: unknown, d: number): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : d);

/**
 * Normalises any value into a complete module configuration: missing or mistyped fields
 * take their defaults, so the client never has to guard against a partial document.
 */
export function parseModuleConfig(input: unknown): ModuleConfig {
  const d = DEFAULT_MODULE_CONFIG;
  const o = obj(obj(input).options);
  const m = obj(obj(input).modules);
  const rawLangs = Array.isArray(o.language_options)
    ? o.language_options.filter((l): l is string => typeof l === 'string' && l.length > 0)
    : d.options.language_options;
  const language_options = filterLanguages(rawLangs.length ? rawLangs : d.options.language_options);
  const defaultLanguage =
    typeof o.default_language === 'string' && language_options.includes(o.default_language)
      ? o.default_language
      : (language_options[0] ?? DEFAULT_LOCALE);
  const participate = obj(m.participate);
  const nfts = obj(m.nfts);
  const organizations = obj(m.organizations);
  return {
    options: {
      language_options,
      default_language: defaultLanguage,
      hideCookieConsent: bool(o.hideCookieConsent, d.options.hideCookieConsent),
      registered_users_only: { enabled: bool(obj(o.registered_users_only).enabled, false) },
      encourageFanIdWalletCreation: bool(o.encourageFanIdWalletCreation, false),
    },
    modules: {
      home: bool(m.home, d.modules.home),
      contents: bool(m.contents, d.modules.contents),
      participate: {
        voting: bool(participate.voting, false),
        crowdsourcing: bool(participate.crowdsourcing, false),
        ama: bool(participate.ama, false),
      },
      spaces: bool(m.spaces, false),
      postToFeed: { enabled: bool(obj(m.postToFeed).enabled, false) },
      shop: bool(m.shop, false),
      nfts: {
        enabled: bool(nfts.enabled, false),
        nftTrading: bool(nfts.nftTrading, false),
        nftGiftingDailyLimit: nonNegInt(nfts.nftGiftingDailyLimit, 0),
      },
      chat: bool(m.chat, false),
      events: bool(m.events, false),
      organizations: {
        displayList: bool(organizations.displayList, false),
        enabled: bool(organizations.enabled, false),
      },
      notifications: bool(m.notifications, d.modules.notifications),
    },
  };
}

/** Feature flags: an object of non-empty string keys with boolean values. */
export type FeatureFlags = Record<string, boolean>;

/** The flags the spec names; instances may carry more. */
export const KNOWN_FEATURE_FLAGS = [
  'e2eEncryption',
  'chat',
  'nftGifting',
  'nftTrading',
  'postToFeed',
  'appStore',
  'organizations',
  'locationGiveaways',
] as const;

/**
 * Validates feature flags. The spec: "The flags must be an object with non-empty string
 * keys and boolean values; anything else is ignored and treated as empty." One bad entry
 * makes the whole value untrusted, so it yields no flags at all.
 */
export function parseFeatureFlags(input: unknown): FeatureFlags {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  if (Object.getPrototypeOf(input) !== Object.prototype && Object.getPrototypeOf(input) !== null) {
    return {};
  }
  const entries = Object.entries(input as Record<string, unknown>);
  if (entries.some(([k, v]) => k.trim().length === 0 || typeof v !== 'boolean')) return {};
  return Object.fromEntries(entries) as FeatureFlags;
}
