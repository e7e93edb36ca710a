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
    instance.addResourceBundle(lang, 'translation', bundle, true, true);
    byLang.set(lang, bundle);
  }
  if (instance.language !== lang) void instance.changeLanguage(lang);
}

/** The options `useTranslation`'s `t` passes along on every call: a call with nothing else is memoized. */
const FIXED_T_OPTIONS = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);

/**
 * Memoizes the instance's texts looked up without options (no interpolation, count or default):
 * i18next resolves, interpolates and post-processes every call again, about 50 µs each on a
 * throttled phone, and the home page's first view makes some 120 such calls while it hydrates
 * (#11, docs/DECISIONS.md "Long tasks after the first view"). The memo is dropped whenever the
 * language changes or a bundle is added or removed (a new language, an instance's overrides).
 */
export function memoizeTexts(instance: I18n): void {
  const texts = new Map<string, unknown>();
  const clear = () => texts.clear();
  instance.on('languageChanged', clear);
  instance.store.on('added', clear);
  instance.store.on('removed', clear);
  const translate = instance.t.bind(instance) as (key: unknown, options?: unknown) => unknown;
  const memoized = (key: unknown, options?: unknown): unknown => {
    if (typeof key !== 'string' || (options !== undefined && (typeof options !== 'object' || options === null))) {
      return translate(key, options);
    }
    const o = (options ?? {}) as Record<string, unknown>;
    for (const name in o) {
      if (!FIXED_T_OPTIONS.has(name)) return translate(key, options);
    }
    const part = (v: unknown) =>
      v === undefined || v === null ? '' : Array.isArray(v) ? v.join(',') : typeof v === 'string' ? v : '?';
    if ([o.lng, o.lngs, o.ns, o.keyPrefix].some((v) => part(v) === '?')) return translate(key, options);
    const id = `${part(o.lng)}\u0000${part(o.lngs)}\u0000${part(o.ns)}\u0000${part(o.keyPrefix)}\u0000${key}`;
    if (texts.has(id)) return texts.get(id);
    const text = translate(key, options);
    texts.set(id, text);
    return text;
  };
  Object.assign(instance, { t: memoized });
}
memoizeTexts(i18n);
