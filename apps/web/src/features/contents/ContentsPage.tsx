import { useTranslation } from 'react-i18next';
import { useShell } from '../../kernel/shell-context.ts';
import { usePageMeta } from '../../kernel/meta.ts';
import { ContentsList } from './ContentsList.tsx';
import './contents.css';

/** The contents list page (/{locale}/{contents}; also home's URLs when the home module is off). */
export default function ContentsPage() {
  const { t } = useTranslation();
  const { params } = useShell();
  usePageMeta({ title: t('contents.title'), description: t('contents.description') });
  return (
    <section className="page page-wide" data-testid="contents-page">
      <h1>{t('contents.title')}</h1>
      <ContentsList category={params.categorySlug} />
    </section>
  );
}
