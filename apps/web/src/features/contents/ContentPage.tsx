import { Suspense, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from '../../kernel/router.tsx';
import { ApiError } from '@tribune/api-client';
import { useShell } from '../../kernel/shell-context.ts';
import { usePageMeta } from '../../kernel/meta.ts';
import { PageSkeleton } from '../../kernel/ui/Skeleton.tsx';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { NotFoundState } from '../../kernel/ui/NotFoundState.tsx';
import { useSession } from '../../kernel/session/session.ts';
import { CommentsSection, LikeButton } from '../comments/index.ts';
import { LockedMedia, MediaView } from '../media/index.ts';
import { BoostButton, UnlockButton, contentPrice } from '../wallet/index.ts';
import { contentKeys, contentQuery, type Content, type Included } from './api.ts';
import { CategoryChip, contentPath, formatDate } from './ContentCard.tsx';
import './contents.css';
import { OtherLanguages } from '../../kernel/ui/OtherLanguages.tsx';

// Likes and comments load after the article, in their own chunks, to keep this page's small.

/** The slug of a content in a language, or null when it has none there. */
export function slugFor(content: Content, locale: string): string | null {
  const translated = content.attributes.translated_slugs.find((s) => s.locale === locale)?.slug;
  if (translated) return translated;
  return content.attributes.locale === locale ? content.attributes.slug : null;
}

/** The list a content page goes back to: where the reader came from if that is a list, else the contents list. */
function useBackTarget(): { to: string; fromCategory: boolean } {
  const location = useLocation();
  const { locale, words } = useShell();
  const from = (location.state as { from?: unknown } | null)?.from;
  const list = `/${locale}/${words.contents}`;
  if (typeof from === 'string' && from.startsWith(`/${locale}/home/`)) return { to: from, fromCategory: true };
  if (typeof from === 'string' && (from === list || from.startsWith(`${list}?`)))
    return { to: from, fromCategory: false };
  return { to: list, fromCategory: false };
}

/** A content (/{contents}/{slug} and its comment deep link /{contents}/{contentSlug}/comments/{commentId}). */
export default function ContentPage() {
  const { t } = useTranslation();
  const { params, locale, words } = useShell();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const slug = params.slug ?? params.contentSlug ?? '';
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  const query = useQuery(contentQuery(slug, locale, viewer));
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  const data = query.data;
  const category = data?.included.category(data.content.relationships.category.data?.id);
  const medium = data?.included.medium(data.content.relationships.hero_medium.data?.id);

  usePageMeta(
    data
      ? {
          title: data.content.attributes.title,
          description: data.content.attributes.teaser,
          noCrawl: data.content.attributes.no_crawl,
          image: medium?.attributes.thumbnail ?? medium?.attributes.original ?? null,
          type: 'article',
          article: {
            publishedTime: data.content.attributes.published_at ?? undefined,
            modifiedTime: data.content.attributes.updated_at,
            section: category?.attributes.title,
            tags: data.content.attributes.tags,
          },
        }
      : { title: notFound ? t('contents.notFoundTitle') : null, noCrawl: notFound },
  );

  // A slug of another language (e.g. after switching language) moves to this language's slug.
  const localSlug = data ? slugFor(data.content, locale) : null;
  useEffect(() => {
    if (!data || !localSlug || localSlug === slug) return;
    queryClient.setQueryData(contentKeys.detail(localSlug, locale, viewer), data);
    const rest = params.commentId ? `/${words.comments}/${encodeURIComponent(params.commentId)}` : '';
    void navigate(`${contentPath(locale, words.contents, localSlug)}${rest}${location.search}${location.hash}`, {
      replace: true,
      state: location.state as unknown,
    });
  }, [data, localSlug, slug, locale, viewer, words, params.commentId, location, navigate, queryClient]);

  if (query.isPending) return <PageSkeleton />;
  if (notFound) return <NotFoundState title={t('contents.notFoundTitle')} text={t('contents.notFoundText')} />;
  if (query.isError)
    return <ErrorState message={t('contents.contentLoadError')} onRetry={() => void query.refetch()} />;
  return <ContentView content={query.data.content} included={query.data.included} highlight={params.commentId} />;
}

function ContentView({ content, included, highlight }: { content: Content; included: Included; highlight?: string }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const queryClient = useQueryClient();
  const back = useBackTarget();
  const a = content.attributes;
  const reload = () => void queryClient.invalidateQueries({ queryKey: contentKeys.all });
  // A buyer-only content with a price can be unlocked with tokens (issue #15).
  const price = contentPrice(a);
  const unlockable = !a.available && !a.bought_by_user && a.available_for.includes('buyer') && price !== null;
  const category = included.category(content.relationships.category.data?.id);
  const medium = included.medium(content.relationships.hero_medium.data?.id);
  const others = a.translated_slugs.filter((s) => s.locale !== locale);
  return (
    <article className="page content-page" lang={a.locale} data-testid="content-page">
      <p className="back-link">
        <Link to={back.to} data-testid="back-link">
          {back.fromCategory && category
            ? t('contents.backToCategory', { name: category.attributes.title })
            : t('contents.backToList')}
        </Link>
      </p>
      <header className="content-header">
        <p className="content-kicker">
          {category ? <CategoryChip category={category} /> : null}
          <span className="content-badge content-badge-inline">{t(`contents.types.${a.content_type}`)}</span>
        </p>
        <h1>{a.title}</h1>
        <p className="muted">
          <time dateTime={a.published_at ?? undefined}>
            {t('contents.publishedOn', { date: formatDate(a.published_at, locale) })}
          </time>
        </p>
      </header>
      {medium ? (
        <MediaView medium={medium} title={a.title} unlockAudiences={a.unlock_audiences} />
      ) : a.available ? null : (
        <LockedMedia unlockAudiences={a.unlock_audiences} />
      )}
      {unlockable && price ? (
        <UnlockButton contentSlug={a.slug} contentId={content.id} price={price} onUnlocked={reload} />
      ) : null}
      {a.teaser && !a.body ? <p className="lead">{a.teaser}</p> : null}
      {/* The body is sanitized on the server to a small allow-list of tags; CSP forbids inline script. */}
      {a.body ? <div className="prose content-body" dangerouslySetInnerHTML={{ __html: a.body }} /> : null}
      {a.tags.length > 0 ? (
        <ul className="content-tags" aria-label={t('contents.tags')}>
          {a.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      ) : null}
      <div className="content-actions">
        <Suspense fallback={null}>
          <LikeButton likedType="content" likedKey={a.slug} likesCount={a.likes_count} likedByUser={a.liked_by_user} />
        </Suspense>
        <BoostButton
          boostableType="content"
          boostableId={content.id}
          boosts={a.boosts}
          boostedByCurrentUser={a.boosted_by_current_user}
          onBoosted={reload}
        />
      </div>
      <OtherLanguages
        label={t('contents.otherLanguages')}
        others={others}
        pathOf={(o) => contentPath(o.locale, words.contents, o.slug)}
      />
      {/* The thread is part of what the audience unlocks: the server answers 404 for it otherwise. */}
      {a.available ? (
        <Suspense fallback={<PageSkeleton />}>
          <CommentsSection resourceType="content" resourceKey={a.slug} highlightCommentId={highlight} />
        </Suspense>
      ) : null}
    </article>
  );
}
