import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../kernel/meta.ts';
import { NotFoundState } from '../../kernel/ui/NotFoundState.tsx';

/** The not-found page; the server answers the same URL with status 404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('notFound.title'), noCrawl: true });
  return <NotFoundState title={t('notFound.title')} text={t('notFound.text')} />;
}
