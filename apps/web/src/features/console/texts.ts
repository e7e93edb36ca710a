/**
 * The console's own texts (docs/CONSOLE.md "Web"), the i18next namespace `console`, loaded with
 * the console's code so that fans' translations do not carry them.
 */
import { useEffect, useState } from 'react';
import { i18n } from '../../kernel/i18n.ts';

const LOADERS: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  it: () => import('./locales/it.json'),
};

/** Whether the console's texts of the locale (and English, the fallback) are in; loads them once. */
export function useConsoleTexts(locale: string): boolean {
  const lang = LOADERS[locale] ? locale : 'en';
  const has = () => i18n.hasResourceBundle(lang, 'console') && i18n.hasResourceBundle('en', 'console');
  const [ready, setReady] = useState(has);
  useEffect(() => {
    if (has()) {
      setReady(true);
      return;
    }
    let live = true;
    void Promise.all(
      [...new Set(['en', lang])].map(async (l) => {
        const texts = (await LOADERS[l]!()).default;
        i18n.addResourceBundle(l, 'console', texts, true, true);
      }),
    ).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang]);
  return ready;
}
