import { useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../kernel/router.tsx';
import { type ParticipationSort } from '@tribune/domain';
import { useSession } from '../../kernel/session/session.ts';
import { useLoginHerePath, useViewerId } from '../../kernel/session/viewer.ts';
import { useShell } from '../../kernel/shell-context.ts';
import {
  BackLink,
  ContributionGate,
  ContributionList,
  heroImageSrc,
  OpenState,
  SortTabs,
} from '../participation/index.ts';
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
import { AmaHost } from './AmaSessionCard.tsx';
import './amas.css';
import { rememberInitialBoost } from '../wallet/index.ts';

/**
 * `{amas}/{slug}` (every question) and `{amas}/{slug}/{answers}` (the answered ones): the session,
 * its host, the form to ask while it is open, and its questions by top, hot or recent.
 */
export default function SessionPage() {
  const { t } = useTranslation();
  const { params, locale, routeName } = useShell();
  const location = useLocation();
  const slug = params.slug ?? '';
  const previewToken = new URLSearchParams(location.search).get('preview_token') ?? undefined;
  const viewer = useViewerId();
  return (
    <ContributionGate
      query={useQuery(amaSessionQuery(slug, locale, viewer, previewToken))}
      title={(data) => data.session.attributes.title}
      texts={{
        notFoundTitle: t('amas.sessionNotFoundTitle'),
        notFoundText: t('amas.sessionNotFoundText'),
        loadError: t('amas.sessionLoadError'),
      }}
    >
      {(data) => (
        <SessionView
          session={data.session}
          included={data.included}
          viewer={viewer}
          filter={routeName === 'amaSessionAnswers' ? 'answered' : 'all'}
        />
      )}
    </ContributionGate>
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
  const auth = useSession();
  const loginHere = useLoginHerePath();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<ParticipationSort>('top');
  const a = s.attributes;
  // A draft's questions stay closed to preview-token holders (the server answers 404).
  const listed = a.published || a.viewer_is_host;
  const questions = useInfiniteQuery({ ...amaQuestionsQuery(a.slug, sort, filter, viewer), enabled: listed });
  const image = heroImageSrc(included.medium(s.relationships.hero_medium.data?.id));
  const host = included.user(s.relationships.host.data?.id);

  const ask = async (input: Parameters<typeof createQuestion>[1]) => {
    const created = await createQuestion(a.slug, input);
    rememberInitialBoost('ama_question', created.id, input.initialBoost);
    setSort('recent');
    await queryClient.invalidateQueries({ queryKey: amaKeys.all });
  };

  return (
    <article className="page amas-page ama-session-page" data-testid="ama-session-page">
      <BackLink to={amaSessionsPath(locale, words)} label={t('amas.backToSessions')} />
      <header className="ama-hero">
        {image ? <img className="ama-hero-image" src={image} alt="" width={960} height={540} /> : null}
        <div className="ama-hero-text">
          <h1>{a.title}</h1>
          <AmaHost host={host} className="ama-host" testId="ama-host" />
          <OpenState prefix="ama" ns="amas" item={s} testId="ama-session-state">
            {' '}
            · {t('amas.questionsCount', { count: a.ama_questions_count })}
          </OpenState>
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
              <Link to={loginHere}>{t('amas.signInToAsk')}</Link>
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
          <SortTabs sort={sort} onSort={setSort} ns="amas" />
          <ContributionList
            query={questions}
            items={(page) => page.questions}
            row={(question, page) => (
              <QuestionItem key={question.id} question={question} included={page.included} sessionSlug={a.slug} />
            )}
            ns="amas"
            listClassName="ama-question-list"
            itemClassName="ama-question"
            skeletonTestId="ama-questions-skeleton"
            emptyTestId="ama-questions-empty"
            loadError={t('amas.questionsLoadError')}
            empty={filter === 'answered' ? t('amas.noAnswers') : t('amas.noQuestions')}
          />
        </section>
      ) : null}
    </article>
  );
}
