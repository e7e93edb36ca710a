import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { unwrap, type components } from '@tribune/api-client';
import { PARTICIPATION_FAILURES, type ParticipationSort } from '@tribune/domain';
import { api } from '../../kernel/api.ts';
import { areaAnswers, contributionBody, type AreaPage, type ContributionWrite } from '../participation/index.ts';
import { apiErrorText, loggingFailure, nextListPage, retryUnlessRefused } from '../../kernel/api-answers.ts';
import type { IncludedLookups } from '../../kernel/included.ts';

type Schemas = components['schemas'];

/** An AMA session as the viewer sees it. */
export type AmaSession = Schemas['AmaSession'];
/** A question of an AMA session, with the host's answer once given. */
export type AmaQuestion = Schemas['AmaQuestion'];
/** An included user (asker, host, answerer). */
export type Author = Schemas['UserSummary'];
/** A hero medium of a session. */
export type Medium = Schemas['ContentMedium'];

/** The included records an AMA answer is read for. */
type AmaRecords = { user: Author; question: AmaQuestion; medium: Medium };
/** Included records indexed by type and id. */
export type Included = IncludedLookups<AmaRecords>;
const answers = areaAnswers<AmaRecords>();

/** Which questions a list shows: all of them, or only the answered ones (the answers tab). */
export type QuestionFilter = 'all' | 'answered';

/** Query keys of AMA sessions; the viewer is part of them (likes, edit and answer rights are theirs). */
export const amaKeys = {
  all: ['amas'] as const,
  sessions: (locale: string, viewer: string | null) => [...amaKeys.all, 'sessions', locale, viewer ?? 'guest'] as const,
  session: (slug: string, locale: string, viewer: string | null) =>
    [...amaKeys.all, 'session', slug, locale, viewer ?? 'guest'] as const,
  questions: (slug: string, sort: ParticipationSort, filter: QuestionFilter, viewer: string | null) =>
    [...amaKeys.all, 'questions', slug, sort, filter, viewer ?? 'guest'] as const,
  question: (slug: string, id: string, viewer: string | null) =>
    [...amaKeys.all, 'question', slug, id, viewer ?? 'guest'] as const,
};

/** Runs an AMA call; a failure is logged under the spec's name ('AmaSession Error'), never alerted. */
const logged = <T>(what: string, call: () => Promise<T>) => loggingFailure(PARTICIPATION_FAILURES.ama, what, call);

/** The published sessions: open ones first, then at most 5 ended ones. */
export const amaSessionsQuery = (locale: string, viewer: string | null) =>
  queryOptions({
    queryKey: amaKeys.sessions(locale, viewer),
    queryFn: () => logged('list sessions', async () => answers.one('sessions', await api.GET('/v2/ama_sessions'))),
  });

/** A session with its host and top questions. */
export const amaSessionQuery = (slug: string, locale: string, viewer: string | null, previewToken?: string) =>
  queryOptions({
    queryKey: [...amaKeys.session(slug, locale, viewer), previewToken ?? ''],
    queryFn: () =>
      logged('show session', async () =>
        answers.one(
          'session',
          await api.GET('/v2/ama_sessions/{slug}', {
            params: { path: { slug }, query: previewToken ? { preview_token: previewToken } : {} },
          }),
        ),
      ),
    retry: retryUnlessRefused,
  });

/** One page of a session's questions. */
export type QuestionsPage = AreaPage<'questions', AmaQuestion, AmaRecords>;

/** The questions of a session (all, or the answered ones), page by page. */
export const amaQuestionsQuery = (
  slug: string,
  sort: ParticipationSort,
  filter: QuestionFilter,
  viewer: string | null,
) =>
  infiniteQueryOptions({
    queryKey: amaKeys.questions(slug, sort, filter, viewer),
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<QuestionsPage> =>
      logged('list questions', async () =>
        answers.page(
          'questions',
          await api.GET('/v2/ama_sessions/{slug}/ama_questions', {
            params: {
              path: { slug },
              query: {
                sort_ama_questions_by: sort,
                page: pageParam,
                ...(filter === 'answered' ? { 'filter[answered]': true } : {}),
              },
            },
          }),
        ),
      ),
    getNextPageParam: nextListPage,
  });

/** One question with its answer (fails silently: the page shows its not-found or error state, no alert). */
export const amaQuestionQuery = (slug: string, id: string, viewer: string | null) =>
  queryOptions({
    queryKey: amaKeys.question(slug, id, viewer),
    queryFn: () =>
      logged('show question', async () =>
        answers.one(
          'question',
          await api.GET('/v2/ama_sessions/{slug}/ama_questions/{id}', { params: { path: { slug, id } } }),
        ),
      ),
    retry: retryUnlessRefused,
  });

/** What a question is sent with. */
export type QuestionInput = ContributionWrite;

/** POST a new question to a session. */
export function createQuestion(slug: string, input: QuestionInput): Promise<AmaQuestion> {
  return logged(
    'add question',
    async () =>
      unwrap(
        await api.POST('/v2/ama_sessions/{slug}/ama_questions', {
          ...contributionBody('ama_question', input),
          params: { path: { slug } },
        }),
      ).data,
  );
}

/** PUT the author's edit of a question. */
export function updateQuestion(slug: string, id: string, input: QuestionInput): Promise<AmaQuestion> {
  return logged(
    'update question',
    async () =>
      unwrap(
        await api.PUT('/v2/ama_sessions/{slug}/ama_questions/{id}', {
          ...contributionBody('ama_question', input),
          params: { path: { slug, id } },
        }),
      ).data,
  );
}

/** The host answers a question (POST), or edits the answer (PUT). */
export function answerQuestion(slug: string, id: string, answer: string, edit: boolean): Promise<AmaQuestion> {
  const init = { body: { answer }, params: { path: { slug, id } } };
  return logged(
    'answer question',
    async () =>
      unwrap(
        edit
          ? await api.PUT('/v2/ama_sessions/{slug}/ama_questions/{id}/answer', init)
          : await api.POST('/v2/ama_sessions/{slug}/ama_questions/{id}/answer', init),
      ).data,
  );
}

/** The message of a failed write: the error body's text (with its field messages), or null. */
export const amaErrorText = apiErrorText;
