import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../kernel/router.tsx';
import { useViewerId } from '../../kernel/session/viewer.ts';
import { useShell } from '../../kernel/shell-context.ts';
import {
  BackLink,
  ContributionGate,
  pageStateTexts,
  ContributionList,
  heroImageSrc,
  OpenState,
  SignedInOr,
  SortTabs,
  useAddContribution,
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
import { HeadedSection } from '../../kernel/ui/FormBits.tsx';

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
      texts={pageStateTexts(t, 'amas', 'session')}
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
  const a = s.attributes;
  const { sort, setSort, add } = useAddContribution(
    'ama_question',
    (input) => createQuestion(a.slug, input),
    amaKeys.all,
  );
  // A draft's questions stay closed to preview-token holders (the server answers 404).
  const listed = a.published || a.viewer_is_host;
  const questions = useInfiniteQuery({ ...amaQuestionsQuery(a.slug, sort, filter, viewer), enabled: listed });
  const image = heroImageSrc(included.medium(s.relationships.hero_medium.data?.id));
  const host = included.user(s.relationships.host.data?.id);

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
        <HeadedSection className="ama-ask" headingId="ama-ask-heading" title={t('amas.ask')}>
          <SignedInOr signIn={t('amas.signInToAsk')}>
            <QuestionForm submitLabel={t('amas.form.submit')} onSubmit={add} />
          </SignedInOr>
        </HeadedSection>
      ) : null}

      {listed ? (
        <section aria-labelledby="ama-questions-heading">
          <h2 id="ama-questions-heading" className="visually-hidden">
            {filter === 'answered' ? t('amas.answers') : t('amas.questions')}
          </h2>
          <nav className="ama-tabs" aria-label={t('amas.tabsLabel')}>
            {(
              [
                ['all', amaSessionPath(locale, words, a.slug), 'ama-tab-questions', t('amas.questions')],
                ['answered', amaSessionAnswersPath(locale, words, a.slug), 'ama-tab-answers', t('amas.answers')],
              ] as const
            ).map(([tab, to, testId, label]) => (
              <Link
                key={tab}
                to={to}
                className={filter === tab ? 'filter-chip active' : 'filter-chip'}
                aria-current={filter === tab ? 'page' : undefined}
                data-testid={testId}
              >
                {label}
              </Link>
            ))}
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
