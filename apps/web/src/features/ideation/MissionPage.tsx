import { useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../kernel/router.tsx';
import { ApiError } from '@tribune/api-client';
import { loginPath, PARTICIPATION_SORTS, type ParticipationSort } from '@tribune/domain';
import { usePageMeta } from '../../kernel/meta.ts';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { NotFoundState } from '../../kernel/ui/NotFoundState.tsx';
import { PageSkeleton } from '../../kernel/ui/Skeleton.tsx';
import { createIdea, ideasQuery, ideationKeys, missionQuery, type Mission } from './api.ts';
import { IdeaForm } from './IdeaForm.tsx';
import { IdeaItem } from './IdeaItem.tsx';
import { missionsPath } from './paths.ts';
import { MissionState } from './MissionCard.tsx';
import './ideation.css';
import { rememberInitialBoost } from '../wallet/index.ts';

function IdeasSkeleton() {
  return (
    <ul className="idea-list" aria-busy="true" data-testid="ideas-skeleton">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="idea-item idea-item-skeleton">
          <span className="skeleton skeleton-title" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line" />
        </li>
      ))}
    </ul>
  );
}

/** `{ideationhub}/{slug}`: a mission, its ideas by top, hot or recent, and the form to add one while it is open. */
export default function MissionPage() {
  const { t } = useTranslation();
  const { params, locale } = useShell();
  const session = useSession();
  const slug = params.slug ?? '';
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  const query = useQuery(missionQuery(slug, 'top', locale, viewer));
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  usePageMeta(
    query.data
      ? { title: query.data.mission.attributes.title }
      : { title: notFound ? t('ideation.missionNotFoundTitle') : null, noCrawl: notFound },
  );
  if (query.isPending) return <PageSkeleton />;
  if (notFound)
    return <NotFoundState title={t('ideation.missionNotFoundTitle')} text={t('ideation.missionNotFoundText')} />;
  if (query.isError)
    return <ErrorState message={t('ideation.missionLoadError')} onRetry={() => void query.refetch()} />;
  return <MissionView mission={query.data.mission} viewer={viewer} />;
}

function MissionView({ mission, viewer }: { mission: Mission; viewer: string | null }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const location = useLocation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<ParticipationSort>('top');
  const a = mission.attributes;
  const ideas = useInfiniteQuery(ideasQuery(a.slug, sort, viewer));
  const items = ideas.data?.pages.flatMap((p) => p.ideas.map((idea) => ({ idea, included: p.included }))) ?? [];

  const add = async (input: Parameters<typeof createIdea>[1]) => {
    const created = await createIdea(a.slug, input);
    rememberInitialBoost('idea', created.id, input.initialBoost);
    setSort('recent');
    await queryClient.invalidateQueries({ queryKey: ideationKeys.all });
  };

  return (
    <article className="page ideation-page mission-page" data-testid="mission-page">
      <p className="back-link">
        <Link to={missionsPath(locale, words)} data-testid="back-link">
          {t('ideation.backToMissions')}
        </Link>
      </p>
      <header className="mission-header">
        <h1>{a.title}</h1>
        <MissionState mission={mission} testId="mission-state">
          {' '}
          · {t('ideation.ideasCount', { count: a.ideas_count })}
        </MissionState>
      </header>
      {a.description ? <div className="prose" dangerouslySetInnerHTML={{ __html: a.description }} /> : null}

      <section className="idea-add" aria-labelledby="idea-add-heading">
        <h2 id="idea-add-heading">{t('ideation.addIdea')}</h2>
        {!a.open ? (
          <p className="muted" data-testid="mission-closed">
            {t('ideation.closedText')}
          </p>
        ) : session.status === 'signedIn' ? (
          <IdeaForm submitLabel={t('ideation.form.submit')} onSubmit={add} />
        ) : (
          <p>
            <Link to={loginPath(locale, `${location.pathname}${location.search}`)}>{t('ideation.signInToAdd')}</Link>
          </p>
        )}
      </section>

      <section aria-labelledby="ideas-heading">
        <h2 id="ideas-heading">{t('ideation.ideas')}</h2>
        <div className="sort-tabs" role="group" aria-label={t('ideation.sortLabel')}>
          {PARTICIPATION_SORTS.map((s) => (
            <button
              key={s}
              type="button"
              className={s === sort ? 'filter-chip active' : 'filter-chip'}
              aria-pressed={s === sort}
              onClick={() => setSort(s)}
              data-testid={`sort-${s}`}
            >
              {t(`ideation.sorts.${s}`)}
            </button>
          ))}
        </div>
        {ideas.isPending ? (
          <IdeasSkeleton />
        ) : ideas.isError ? (
          <ErrorState message={t('ideation.ideasLoadError')} onRetry={() => void ideas.refetch()} />
        ) : items.length === 0 ? (
          <p className="muted" data-testid="ideas-empty">
            {t('ideation.noIdeas')}
          </p>
        ) : (
          <ul className="idea-list">
            {items.map(({ idea, included }) => (
              <IdeaItem key={idea.id} idea={idea} included={included} missionSlug={a.slug} />
            ))}
          </ul>
        )}
        {ideas.hasNextPage ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void ideas.fetchNextPage()}
            disabled={ideas.isFetchingNextPage}
          >
            {ideas.isFetchingNextPage ? t('ideation.loadingMore') : t('ideation.loadMore')}
          </button>
        ) : null}
      </section>
    </article>
  );
}
