import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { isSupportedLocale, switchLocalePath } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { useSession } from '../../kernel/session/session.ts';

/** The account language: one of the instance's languages; saving switches the app to it. */
export function LanguageSection({ current }: { current: string }) {
  const { t } = useTranslation();
  const { config, locale } = useShell();
  const { updateProfile } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const options = config.options.language_options;
  const [lang, setLang] = useState(options.includes(current) ? current : locale);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract takes only the supported locales (the server refuses others with 422).
    if (!isSupportedLocale(lang)) return;
    setSaving(true);
    try {
      await updateProfile({ locale: lang });
      if (lang !== locale) {
        await navigate(switchLocalePath(location.pathname, lang) + location.search);
      }
    } catch {
      // The session shows the danger alert.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="settings-section" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('settings.languageTitle')}</h2>
      <div className="field">
        <label htmlFor={`${id}-lang`}>{t('settings.language')}</label>
        <select id={`${id}-lang`} value={lang} onChange={(e) => setLang(e.target.value)} data-testid="language-select">
          {options.map((l) => (
            <option key={l} value={l} lang={l}>
              {t(`app.languageNames.${l}`, { defaultValue: l })}
            </option>
          ))}
        </select>
      </div>
      <div className="row">
        <button type="submit" className="button" disabled={saving} aria-busy={saving}>
          {t('settings.saveLanguage')}
        </button>
      </div>
    </form>
  );
}
