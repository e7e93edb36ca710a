import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tribune/api-client';
import { useShell } from '../../kernel/shell-context.ts';
import { usePageMeta } from '../../kernel/meta.ts';
import { PageSkeleton } from '../../kernel/ui/Skeleton.tsx';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { NotFoundState } from '../../kernel/ui/NotFoundState.tsx';
import { CommentsSection } from '../comments/index.ts';
import { staticPageQuery } from './queries.ts';
import { OtherLanguages } from '../../kernel/ui/OtherLanguages.tsx';

// The comments (and their editor) load after the page itself.

/** A static page (/{pages}/{slug} and /{pages}/{menu_slug}/{slug}); its HTML is sanitized by the server. */
export default function StaticPage() {
  const { t } = useTranslation();
  const { params, locale, words } = useShell();
  const slug = params.slug ?? '';
  const page = useQuery(staticPageQuery(slug, locale));
  const notFound = page.error instanceof ApiError && page.error.status === 404;
  usePageMeta(
    page.data
      ? {
          title: page.data.attributes.title,
          description: page.data.attributes.description,
          noCrawl: page.data.attributes.no_crawl,
        }
      : { title: notFound ? t('staticPage.notFoundTitle') : null, noCrawl: notFound },
  );
  if (page.isPending) return <PageSkeleton />;
  if (notFound) return <NotFoundState title={t('staticPage.notFoundTitle')} text={t('staticPage.notFoundText')} />;
  if (page.isError) return <ErrorState message={t('staticPage.loadError')} onRetry={() => void page.refetch()} />;
  const { attributes } = page.data;
  const others = attributes.translated_slugs.filter((s) => s.locale !== locale);
  return (
    <>
      <article className="page prose" lang={attributes.locale} data-testid="static-page">
        <h1>{attributes.title}</h1>
        {/* The body is sanitized on the server to a small allow-list of tags; CSP forbids inline script. */}
        <div dangerouslySetInnerHTML={{ __html: attributes.body }} />
        <OtherLanguages
          label={t('staticPage.otherLanguages')}
          others={others}
          pathOf={(o) => `/${o.locale}/${words.pages}/${o.slug}/`}
        />
      </article>
      <div className="page">
        <Suspense fallback={null}>
          <CommentsSection resourceType="static_page" resourceKey={slug} highlightCommentId={params.commentId} />
        </Suspense>
      </div>
    </>
  );
}
