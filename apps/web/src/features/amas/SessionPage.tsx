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
import {
  amaKeys,
  amaQuestionsQuery,
  amaSessionQuery,
  createQuestion,
  type AmaSession,
  type Included,
  type QuestionFilter,
} from './api.ts';
import { amaSessionAnswersPath, amaSessionPath, amaSessionsPath } from './paths.ts';
import { QuestionForm } from './QuestionForm.tsx';
import { QuestionItem } from './QuestionItem.tsx';
import { VerifiedBadge } from '../profiles/index.ts';
import { AmaSessionState } from './AmaSessionCard.tsx';
import './amas.css';
import { rememberInitialBoost } from '../wallet/index.ts';

function QuestionsSkeleton() {
  return (
    <ul className="ama-question-list" aria-busy="true" data-testid="ama-questions-skeleton">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="ama-question ama-question-skeleton">
          <span className="skeleton skeleton-title" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line" />
        </li>
      ))}
    </ul>
  );
}

/**
 * `{amas}/{slug}` (every question) and `{amas}/{slug}/{answers}` (the answered ones): the session,
 * its host, the form to ask while it is open, and its questions by top, hot or recent.
 */
export default function SessionPage() {
  const { t } = useTranslation();
  const { params, locale, routeName } = useShell();
  const location = useLocation();
  const session = useSession();
  const slug = params.slug ?? '';
  const previewToken = new URLSearchParams(location.search).get('preview_token') ?? undefined;
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  const query = useQuery(amaSessionQuery(slug, locale, viewer, previewToken));
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  usePageMeta(
    query.data
      ? { title: query.data.session.attributes.title }
      : { title: notFound ? t('amas.sessionNotFoundTitle') : null, noCrawl: notFound },
  );
  if (query.isPending) return <PageSkeleton />;
  if (notFound) return <NotFoundState title={t('amas.sessionNotFoundTitle')} text={t('amas.sessionNotFoundText')} />;
  if (query.isError) return <ErrorState message={t('amas.sessionLoadError')} onRetry={() => void query.refetch()} />;
  return (
    <SessionView
      session={query.data.session}
      included={query.data.included}
      viewer={viewer}
      filter={routeName === 'amaSessionAnswers' ? 'answered' : 'all'}
    />
  );
}

function SessionView({
  session: s,
  included,
  viewer,
  filter,
}: {
  session: AmaSession;
  included: Included;
  viewer: string | null;
  filter: QuestionFilter;
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const location = useLocation();
  const auth = useSession();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<ParticipationSort>('top');
  const a = s.attributes;
  // A draft's questions stay closed to preview-token holders (the server answers 404).
  const listed = a.published || a.viewer_is_host;
  const questions = useInfiniteQuery({ ...amaQuestionsQuery(a.slug, sort, filter, viewer), enabled: listed });
  const items =
    questions.data?.pages.flatMap((p) => p.questions.map((question) => ({ question, included: p.included }))) ?? [];
  const medium = included.medium(s.relationships.hero_medium.data?.id);
  const image = medium?.attributes.original ?? medium?.attributes.thumbnail ?? null;
  const host = included.user(s.relationships.host.data?.id);

  const ask = async (input: Parameters<typeof createQuestion>[1]) => {
    const created = await createQuestion(a.slug, input);
    rememberInitialBoost('ama_question', created.id, input.initialBoost);
    setSort('recent');
    await queryClient.invalidateQueries({ queryKey: amaKeys.all });
  };

  return (
    <article className="page amas-page ama-session-page" data-testid="ama-session-page">
      <p className="back-link">
        <Link to={amaSessionsPath(locale, words)} data-testid="back-link">
          {t('amas.backToSessions')}
        </Link>
      </p>
      <header className="ama-hero">
        {image ? <img className="ama-hero-image" src={image} alt="" width={960} height={540} /> : null}
        <div className="ama-hero-text">
          <h1>{a.title}</h1>
          {host ? (
            <p className="ama-host" data-testid="ama-host">
              {t('amas.hostedBy', { name: host.attributes.display_name })}
              {host.attributes.verified ? <VerifiedBadge inline /> : null}
            </p>
          ) : null}
          <AmaSessionState session={s} testId="ama-session-state">
            {' '}
            · {t('amas.questionsCount', { count: a.ama_questions_count })}
          </AmaSessionState>
        </div>
      </header>
      {!a.published ? (
        <p className="alert alert-info" data-testid="ama-preview-note">
          {t('amas.previewNote')}
        </p>
      ) : null}
      {a.description ? <div className="prose" dangerouslySetInnerHTML={{ __html: a.description }} /> : null}

      {listed && !a.open ? (
        <p className="muted ama-closed-note" data-testid="ama-session-closed">
          {t('amas.closedText')}
        </p>
      ) : listed ? (
        <section className="ama-ask" aria-labelledby="ama-ask-heading">
          <h2 id="ama-ask-heading">{t('amas.ask')}</h2>
          {auth.status === 'signedIn' ? (
            <QuestionForm submitLabel={t('amas.form.submit')} onSubmit={ask} />
          ) : (
            <p>
              <Link to={loginPath(locale, `${location.pathname}${location.search}`)}>{t('amas.signInToAsk')}</Link>
            </p>
          )}
        </section>
      ) : null}

      {listed ? (
        <section aria-labelledby="ama-questions-heading">
          <h2 id="ama-questions-heading" className="visually-hidden">
            {filter === 'answered' ? t('amas.answers') : t('amas.questions')}
          </h2>
          <nav className="ama-tabs" aria-label={t('amas.tabsLabel')}>
            <Link
              to={amaSessionPath(locale, words, a.slug)}
              className={filter === 'all' ? 'filter-chip active' : 'filter-chip'}
              aria-current={filter === 'all' ? 'page' : undefined}
              data-testid="ama-tab-questions"
            >
              {t('amas.questions')}
            </Link>
            <Link
              to={amaSessionAnswersPath(locale, words, a.slug)}
              className={filter === 'answered' ? 'filter-chip active' : 'filter-chip'}
              aria-current={filter === 'answered' ? 'page' : undefined}
              data-testid="ama-tab-answers"
            >
              {t('amas.answers')}
            </Link>
          </nav>
          <div className="sort-tabs" role="group" aria-label={t('amas.sortLabel')}>
            {PARTICIPATION_SORTS.map((key) => (
              <button
                key={key}
                type="button"
                className={key === sort ? 'filter-chip active' : 'filter-chip'}
                aria-pressed={key === sort}
                onClick={() => setSort(key)}
                data-testid={`sort-${key}`}
              >
                {t(`amas.sorts.${key}`)}
              </button>
            ))}
          </div>
          {questions.isPending ? (
            <QuestionsSkeleton />
          ) : questions.isError ? (
            <ErrorState message={t('amas.questionsLoadError')} onRetry={() => void questions.refetch()} />
          ) : items.length === 0 ? (
            <p className="muted" data-testid="ama-questions-empty">
              {filter === 'answered' ? t('amas.noAnswers') : t('amas.noQuestions')}
            </p>
          ) : (
            <ul className="ama-question-list">
              {items.map(({ question, included: inc }) => (
                <QuestionItem key={question.id} question={question} included={inc} sessionSlug={a.slug} />
              ))}
            </ul>
          )}
          {questions.hasNextPage ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void questions.fetchNextPage()}
              disabled={questions.isFetchingNextPage}
            >
              {questions.isFetchingNextPage ? t('amas.loadingMore') : t('amas.loadMore')}
            </button>
          ) : null}
        </section>
      ) : null}
    </article>
  );
}
