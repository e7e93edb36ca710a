/**
 * The rules of an instance's configuration as its team edits it in the console's setup screen
 * (docs/CONSOLE.md "Instance setup"): route words, colours, icons, languages, campaign aliases and
 * translation overrides. The server refuses a draft with these messages per field; the web app may
 * ask the same function for its live preview.
 */
import { themeContrastProblems } from './contrast.ts';
import { SUPPORTED_LOCALES } from './locales.ts';
import { DEFAULT_ROUTE_WORDS, isRouteWordKey, ROUTE_WORD_PATTERN } from './route-words.ts';
import { ACCOUNT_SCREENS, LEGAL_PAGE_SHORTCUTS, ROUTES } from './routes.ts';
import { BUILTIN_TRANSLATIONS, flattenBundle } from './translations.ts';

/** The `display` values a web manifest may name. */
export const MANIFEST_DISPLAYS = ['standalone', 'fullscreen', 'minimal-ui', 'browser'] as const;

/** The parts of a draft the rules read (the API's field names). */
export interface InstanceDraftRules {
  theme_color: string;
  background_color: string;
  logo: string | null;
  icons: Record<string, string>;
  feature_flags: Record<string, boolean>;
  languages: { options: string[]; default: string };
  route_words: Record<string, string>;
  campaign_aliases: Record<string, string>;
  translations: Record<string, Record<string, string>>;
}

/** The path segments fixed in the app, which no route word may take: the route table's literals, the account, the console, the legal shortcuts. */
export const FIXED_PATH_WORDS: ReadonlySet<string> = new Set([
  ...ROUTES.flatMap((r) => r.segments.flatMap((s) => ('literal' in s ? [s.literal] : []))),
  ...ACCOUNT_SCREENS.map(([, word]) => word),
  'admin',
  ...LEGAL_PAGE_SHORTCUTS,
]);

/** An icon's name in icons.json. */
export const ICON_NAME_PATTERN = /^[a-z0-9_-]{1,40}$/;
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/;
/** The longest path data an icon may have (characters). */
export const MAX_ICON_PATH = 4000;

/** Whether a value is SVG path data only (commands, numbers, separators), starting with a move. */
export function isSvgPathData(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_ICON_PATH && PATH_DATA.test(value) && /^\s*[Mm]/.test(value);
}

/** Why a value is not path data: markup gets its own message. */
function pathDataProblem(value: string): string | undefined {
  if (isSvgPathData(value as unknown)) return undefined;
  if (/[<>"'=&]/.test(value)) return 'must be SVG path data only (the d of a path), not markup or attributes';
  if (value.length > MAX_ICON_PATH) return `is longer than ${MAX_ICON_PATH} characters`;
  return 'must be SVG path data: path commands (M, L, C, …, Z) and numbers, starting with M';
}

/** The name under which icons.json carries the instance's logo. */
export const LOGO_ICON = 'logo';
const FLAG_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const ALIAS_PATTERN = /^[a-z0-9-]{1,64}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Field → messages for every rule the draft breaks; empty when it may be saved. */
export function instanceDraftProblems(draft: InstanceDraftRules): Record<string, string[]> {
  const out: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const add = (field: string, message: string) => (out[field] ??= []).push(message);

  for (const [field, messages] of Object.entries(themeContrastProblems(draft))) {
    for (const m of messages) add(field, m);
  }

  if (draft.logo !== null) {
    const problem = pathDataProblem(draft.logo);
    if (problem) add('logo', problem);
  }
  for (const [name, path] of Object.entries(draft.icons)) {
    if (!ICON_NAME_PATTERN.test(name)) add(`icons.${name}`, 'must be named with lower-case letters, digits, - and _');
    if (name === LOGO_ICON) add(`icons.${name}`, 'is the name of the logo: set the logo instead');
    const problem = pathDataProblem(path);
    if (problem) add(`icons.${name}`, problem);
  }

  for (const flag of Object.keys(draft.feature_flags)) {
    if (!FLAG_PATTERN.test(flag))
      add(`feature_flags.${flag}`, 'must be a name of letters, digits, _, . and - (up to 64)');
  }

  const supported = SUPPORTED_LOCALES as readonly string[];
  const options = draft.languages.options;
  const unknown = options.filter((l) => !supported.includes(l));
  if (unknown.length)
    add(
      'languages.options',
      `has languages the app does not have: ${unknown.join(', ')} (it has ${supported.join(', ')})`,
    );
  if (options.length === 0) add('languages.options', 'must name at least one language');
  if (new Set(options).size !== options.length) add('languages.options', 'names a language twice');
  if (!options.includes(draft.languages.default)) add('languages.default', 'must be one of the languages');

  const words = routeWordProblems(draft.route_words);
  for (const [field, messages] of Object.entries(words)) for (const m of messages) add(field, m);

  const resolved = new Set<string>(Object.values({ ...DEFAULT_ROUTE_WORDS, ...draft.route_words }));
  for (const [alias, id] of Object.entries(draft.campaign_aliases)) {
    const field = `campaign_aliases.${alias}`;
    if (!ALIAS_PATTERN.test(alias)) add(field, 'must be lower-case letters, digits and hyphens (up to 64)');
    else if (resolved.has(alias) || FIXED_PATH_WORDS.has(alias) || supported.includes(alias)) {
      add(field, 'collides with a path of the app');
    }
    if (!UUID_PATTERN.test(id)) add(field, 'must lead to a giveaway id (a UUID)');
  }

  for (const [locale, overrides] of Object.entries(draft.translations)) {
    if (!supported.includes(locale)) {
      add(`translations.${locale}`, 'is not a language of the app');
      continue;
    }
    const keys = builtinKeys(locale as (typeof SUPPORTED_LOCALES)[number]);
    for (const key of Object.keys(overrides)) {
      if (!Object.prototype.hasOwnProperty.call(keys, key))
        add(`translations.${locale}.${key}`, 'is not a text key of the app');
    }
  }
  return out;
}

const keysCache = new Map<string, Record<string, string>>();
/** The built-in texts of a locale by dotted key (the reference, en, names every key). */
export function builtinKeys(locale: (typeof SUPPORTED_LOCALES)[number]): Record<string, string> {
  let keys = keysCache.get(locale);
  if (!keys) {
    keys = flattenBundle(BUILTIN_TRANSLATIONS[locale]);
    keysCache.set(locale, keys);
  }
  return keys;
}

/**
 * Field → messages for route-word overrides: known keys, URL-safe words, each word unique in the
 * resolved table, and none taking a fixed path of the app (a word may keep its built-in value).
 */
export function routeWordProblems(overrides: Record<string, string>): Record<string, string[]> {
  const out: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const add = (key: string, message: string) => (out[`route_words.${key}`] ??= []).push(message);
  const resolved: Record<string, string> = { ...DEFAULT_ROUTE_WORDS };
  for (const [key, word] of Object.entries(overrides)) {
    if (!isRouteWordKey(key)) {
      add(key, 'is not a route word');
      continue;
    }
    if (!ROUTE_WORD_PATTERN.test(word)) {
      add(key, 'must be lower-case letters, digits and hyphens, starting with a letter or digit (up to 63)');
      continue;
    }
    resolved[key] = word;
    if (
      word !== DEFAULT_ROUTE_WORDS[key] &&
      (FIXED_PATH_WORDS.has(word) || (SUPPORTED_LOCALES as readonly string[]).includes(word))
    ) {
      add(key, `collides with the fixed path /${word}`);
    }
  }
  const byWord = new Map<string, string[]>();
  for (const [key, word] of Object.entries(resolved)) byWord.set(word, [...(byWord.get(word) ?? []), key]);
  for (const [word, keys] of byWord) {
    if (keys.length < 2) continue;
    for (const key of keys) {
      if (!Object.prototype.hasOwnProperty.call(overrides, key)) continue;
      const others = keys.filter((k) => k !== key);
      add(key, `collides with the route word of ${others.join(', ')} (${word})`);
    }
  }
  return out;
}
