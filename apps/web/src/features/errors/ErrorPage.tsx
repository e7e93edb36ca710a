import { Link } from '../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../kernel/shell-context.ts';
import { usePageMeta } from '../../kernel/meta.ts';

const TYPES = ['forbidden', 'network', 'server'] as const;

/** /{locale}/error/{type?}: a general error page, with a text per known type. */
export default function ErrorPage() {
  const { t } = useTranslation();
  const { locale, params } = useShell();
  const type = TYPES.find((x) => x === params.type);
  usePageMeta({ title: t('errorPage.title'), noCrawl: true });
  return (
    <section className="page narrow">
      <h1>{t('errorPage.title')}</h1>
      <p>{type ? t(`errorPage.types.${type}`) : t('errorPage.text')}</p>
      <Link className="button" to={`/${locale}/`}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
