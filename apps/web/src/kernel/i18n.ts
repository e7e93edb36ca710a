import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { unreachable as enUnreachable } from '@tribune/domain/locales/en.json';
import { unreachable as deUnreachable } from '@tribune/domain/locales/de.json';
import { unreachable as itUnreachable } from '@tribune/domain/locales/it.json';

/**
 * i18next, started with only the texts of the 'Service not reachable' page bundled, so that
 * page can speak when the customizer cannot; everything else arrives as translations/{lang}.json.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  resources: {
    en: { translation: { unreachable: enUnreachable } },
    de: { translation: { unreachable: deUnreachable } },
    it: { translation: { unreachable: itUnreachable } },
  },
  returnNull: false,
  showSupportNotice: false,
});
// `{{amount, tokens}}`: a token amount with its unit in English, singular for exactly 1 ("1 token",
// "1.5 tokens"); German and Italian write the invariable "Token"/"token" in their texts.
i18n.services.formatter?.add(
  'tokens',
  (value: unknown) => `${String(value)} ${String(value) === '1' ? 'token' : 'tokens'}`,
);

/** i18next's `addResourceBundle` with the sixth argument its types leave out (`skipCopy`: keep the object). */
type AddResourceBundle = (
  this: I18n,
  lng: string,
  ns: string,
  resources: object,
  deep: boolean,
  overwrite: boolean,
  options: { silent: boolean; skipCopy: boolean },
) => unknown;

/** The bundle object last installed per instance and language (i18next keeps a merged copy, not it). */
const installed = new WeakMap<I18n, Map<string, Record<string, unknown>>>();

/**
 * Installs a full bundle for a language and switches to it. The shell calls it on every render:
 * the same bundle object again is not merged again (a merge copies every text, and dropped the
 * memoized texts: #11).
 */
export function installBundle(lang: string, bundle: Record<string, unknown>, instance: I18n = i18n): void {
  let byLang = installed.get(instance);
  if (!byLang) {
    byLang = new Map();
    installed.set(instance, byLang);
  }
  if (byLang.get(lang) !== bundle || !instance.hasResourceBundle(lang, 'translation')) {
    // A bundle is the language's complete set of texts, so it replaces each section it has (a
    // shallow merge) and is kept as it is, not copied (#11: the JSON copy and the deep merge of
    // some 1,250 texts were a tenth of the shell's hydration on a throttled phone). Nothing writes
    // into it: texts change by installing a new bundle.
    const addBundle = instance.addResourceBundle as AddResourceBundle;
    addBundle.call(instance, lang, 'translation', bundle, false, true, { silent: false, skipCopy: true });
    byLang.set(lang, bundle);
  }
  if (instance.language !== lang) void instance.changeLanguage(lang);
}

/** The options `useTranslation`'s `t` passes along on every call: a call with nothing else is memoized. */
const FIXED_T_OPTIONS = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);

/** `{{name}}` in a text: i18next's interpolation with its default prefix and suffix. */
const PLACEHOLDER = /\{\{(.*?)\}\}/g;
const SIMPLE_NAME = /^\s*(\w+)\s*$/;
/** `{{name, format}}`: a value and the name of a format registered with the instance's formatter. */
const FORMATTED_NAME = /^\s*(\w+)\s*,\s*(\w+)\s*$/;

/** The plural rules per language, made once (each is cheap; a page asks for the same few). */
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(lang: string, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/** The text at a dotted key in a language's loaded texts, when it is a string. */
function textAt(data: unknown, key: string): string | undefined {
  let node = data;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The common call answered without i18next, exactly as i18next would answer it (#11: i18next's
 * `translate` took about a fifth of the first view's hydration on a throttled phone, some 1.5 ms
 * per first lookup at 4× CPU): a key found as a non-empty string in the current language's own
 * texts, with a numeric `count` (the `_zero` text for 0 when there is one, else the language's
 * plural form), a `defaultValue` (unused when the key is found) and `{{name}}` placeholders whose
 * values are strings or numbers, `{{amount, tokens}}` through the instance's formatter. Anything
 * else (a missing key, a fallback language, i18next's own formats, nesting, other options)
 * answers undefined and goes to i18next. A unit
 * test compares both for every text of en, de and it.
 */
export function fastText(instance: I18n, key: string, options: Record<string, unknown>): string | undefined {
  if (key.includes(':')) return undefined;
  let count: number | undefined;
  let values = false;
  for (const name in options) {
    const value = options[name];
    if (name === 'lng' || name === 'lngs' || name === 'keyPrefix') {
      if (value !== undefined && value !== null && value !== '') return undefined;
    } else if (name === 'ns') {
      if (value !== undefined && value !== null && value !== 'translation') return undefined;
    } else if (name === 'count') {
      if (typeof value !== 'number') return undefined;
      count = value;
    } else if (name !== 'defaultValue') {
      // Any other option must be a value the text's placeholders name (checked below): one of
      // i18next's own options (context, ordinal, replace...) changes what it answers.
      values = true;
    }
  }
  const lang = instance.language;
  if (!lang) return undefined;
  const data = instance.store.data[lang]?.translation;
  let text: string | undefined;
  if (count !== undefined) {
    text = (count === 0 ? textAt(data, `${key}_zero`) : undefined) ?? textAt(data, `${key}_${pluralOf(lang, count)}`);
    // i18next looks the bare key up last.
    text ??= textAt(data, key);
  } else {
    text = textAt(data, key);
  }
  if (!text || text.includes('$t(')) return undefined;
  if (!text.includes('{{')) return values ? undefined : text;
  let unresolved = false;
  const named = new Set<string>();
  const result = text.replace(PLACEHOLDER, (whole, inner: string) => {
    const formatted = FORMATTED_NAME.exec(inner);
    const name = formatted ? formatted[1] : SIMPLE_NAME.exec(inner)?.[1];
    const value = name === undefined || (RESERVED.has(name) && name !== 'count') ? undefined : options[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      unresolved = true;
      return whole;
    }
    named.add(name as string);
    if (!formatted) return String(value);
    // A format of our own (`tokens`), through the instance's formatter as i18next calls it.
    const format = formatted[2] as string;
    const formatter = instance.services.formatter;
    if (!formatter || !OWN_FORMATS.has(format)) {
      unresolved = true;
      return whole;
    }
    return String(formatter.format(value, format, lang, { ...options, interpolationkey: name }));
  });
  if (unresolved) return undefined;
  for (const name in options) {
    if (!RESERVED.has(name) && !named.has(name)) return undefined;
  }
  return result;
}

/** The formats this app registers (below): i18next's built-in ones (number, datetime...) stay with it. */
const OWN_FORMATS = new Set(['tokens']);

/** Options of i18next's own: never values of a placeholder here, but for `{{count}}`. */
const RESERVED = new Set(['lng', 'lngs', 'ns', 'keyPrefix', 'count', 'defaultValue']);

/**
 * Memoizes the instance's texts looked up without options (no interpolation, count or default):
 * i18next resolves, interpolates and post-processes every call again, about 50 µs each on a
 * throttled phone, and the home page's first view makes some 120 such calls while it hydrates
 * (#11, docs/DECISIONS.md "Long tasks after the first view"). The memo is dropped whenever the
 * language changes or a bundle is added or removed (a new language, an instance's overrides).
 * Calls i18next itself only for what `fastText` does not answer.
 */
export function memoizeTexts(instance: I18n, onLookUp?: (key: string) => void): void {
  const texts = new Map<string, unknown>();
  const clear = () => texts.clear();
  instance.on('languageChanged', clear);
  instance.store.on('added', clear);
  instance.store.on('removed', clear);
  const translate = instance.t.bind(instance) as (key: unknown, options?: unknown) => unknown;
  const lookUp = (key: string, options: Record<string, unknown> | undefined): unknown => {
    onLookUp?.(key);
    return fastText(instance, key, options ?? {}) ?? translate(key, options);
  };
  const memoized = (key: unknown, options?: unknown): unknown => {
    if (typeof key !== 'string' || (options !== undefined && (typeof options !== 'object' || options === null))) {
      return translate(key, options);
    }
    const o = (options ?? {}) as Record<string, unknown>;
    for (const name in o) {
      if (!FIXED_T_OPTIONS.has(name)) return lookUp(key, o);
    }
    const part = (v: unknown) =>
      v === undefined || v === null ? '' : Array.isArray(v) ? v.join(',') : typeof v === 'string' ? v : '?';
    if ([o.lng, o.lngs, o.ns, o.keyPrefix].some((v) => part(v) === '?')) return translate(key, options);
    const id = `${part(o.lng)}\u0000${part(o.lngs)}\u0000${part(o.ns)}\u0000${part(o.keyPrefix)}\u0000${key}`;
    if (texts.has(id)) return texts.get(id);
    const text = lookUp(key, o);
    texts.set(id, text);
    return text;
  };
  Object.assign(instance, { t: memoized });
}
memoizeTexts(i18n);
