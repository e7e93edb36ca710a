import { useTranslation } from 'react-i18next';
import { Link } from '../router.tsx';

/** A page's versions in other languages: the slug in each locale. */
interface Translation {
  locale: string;
  slug: string;
}

/**
 * "Also in: …" under a page: `label`, then a link to each other language's version (`pathOf`),
 * named in its own language; nothing when there is none.
 */
export function OtherLanguages({
  label,
  others,
  pathOf,
}: {
  label: string;
  others: readonly Translation[];
  pathOf: (other: Translation) => string;
}) {
  const { t } = useTranslation();
  if (others.length === 0) return null;
  return (
    <p className="muted">
      {label}{' '}
      {others.map((o, i) => (
        <span key={o.locale}>
          {i > 0 ? ', ' : ''}
          <Link to={pathOf(o)} hrefLang={o.locale} lang={o.locale}>
            {t(`app.languageNames.${o.locale}`, { defaultValue: o.locale })}
          </Link>
        </span>
      ))}
    </p>
  );
}
