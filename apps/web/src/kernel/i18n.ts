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

/** Installs a full bundle for a language and switches to it. */
export function installBundle(lang: string, bundle: Record<string, unknown>, instance: I18n = i18n): void {
  if (!instance.hasResourceBundle(lang, 'translation') || instance.getResourceBundle(lang, 'translation') !== bundle) {
    instance.addResourceBundle(lang, 'translation', bundle, true, true);
  }
  if (instance.language !== lang) void instance.changeLanguage(lang);
}
