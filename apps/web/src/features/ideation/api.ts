import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { unwrap, type components } from '@tribune/api-client';
import { PARTICIPATION_FAILURES, type ParticipationSort } from '@tribune/domain';
import { api } from '../../kernel/api.ts';
import { areaAnswers, contributionBody, type AreaPage, type ContributionWrite } from '../participation/index.ts';
import { apiErrorText, loggingFailure, nextListPage, retryUnlessRefused } from '../../kernel/api-answers.ts';
import type { IncludedLookups } from '../../kernel/included.ts';

type Schemas = components['schemas'];

/** An ideation mission as the viewer sees it. */
export type Mission = Schemas['IdeationMission'];
/** An idea as the viewer sees it. */
export type Idea = Schemas['Idea'];
/** An idea's club acceptance status. */
export type IdeaStatus = Idea['attributes']['status'];
/** An included user. */
export type Author = Schemas['UserSummary'];
/** A hero medium of a mission. */
export type Medium = Schemas['ContentMedium'];

/** The included records an ideation answer is read for. */
type IdeationRecords = { user: Author; idea: Idea; medium: Medium };
/** Included records indexed by type and id. */
export type Included = IncludedLookups<IdeationRecords>;
const answers = areaAnswers<IdeationRecords>();

/** Query keys of ideation; the viewer is part of them (likes and edit rights are theirs). */
export const ideationKeys = {
  all: ['ideation'] as const,
  missions: (locale: string, viewer: string | null) =>
    [...ideationKeys.all, 'missions', locale, viewer ?? 'guest'] as const,
  mission: (slug: string, sort: ParticipationSort, locale: string, viewer: string | null) =>
    [...ideationKeys.all, 'mission', slug, sort, locale, viewer ?? 'guest'] as const,
  ideas: (slug: string, sort: ParticipationSort, viewer: string | null) =>
    [...ideationKeys.all, 'ideas', slug, sort, viewer ?? 'guest'] as const,
  idea: (slug: string, id: string, viewer: string | null) =>
    [...ideationKeys.all, 'idea', slug, id, viewer ?? 'guest'] as const,
};

/** Runs an ideation call; a failure is logged under the spec's name ('Ideation Error'), never alerted. */
const logged = <T>(what: string, call: () => Promise<T>) => loggingFailure(PARTICIPATION_FAILURES.ideation, what, call);

/** The published missions: open ones first, then at most 5 ended ones. */
export const missionsQuery = (locale: string, viewer: string | null) =>
  queryOptions({
    queryKey: ideationKeys.missions(locale, viewer),
    queryFn: async () => answers.one('missions', await api.GET('/v2/ideation_missions')),
  });

/** A mission with its top ideas. */
export const missionQuery = (slug: string, sort: ParticipationSort, locale: string, viewer: string | null) =>
  queryOptions({
    queryKey: ideationKeys.mission(slug, sort, locale, viewer),
    queryFn: async () =>
      answers.one(
        'mission',
        await api.GET('/v2/ideation_missions/{slug}', { params: { path: { slug }, query: { sort_ideas_by: sort } } }),
      ),
    retry: retryUnlessRefused,
  });

/** One page of a mission's ideas. */
export type IdeasPage = AreaPage<'ideas', Idea, IdeationRecords>;

/** The ideas of a mission, page by page. */
export const ideasQuery = (slug: string, sort: ParticipationSort, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: ideationKeys.ideas(slug, sort, viewer),
    initialPageParam: 1,
    queryFn: async ({ pageParam }): Promise<IdeasPage> =>
      answers.page(
        'ideas',
        await api.GET('/v2/ideation_missions/{slug}/ideas', {
          params: { path: { slug }, query: { sort_ideas_by: sort, page: pageParam } },
        }),
      ),
    getNextPageParam: nextListPage,
  });

/** One idea ("show idea" fails silently: the page shows its not-found or error state, no alert). */
export const ideaQuery = (slug: string, id: string, viewer: string | null) =>
  queryOptions({
    queryKey: ideationKeys.idea(slug, id, viewer),
    queryFn: () =>
      logged('show idea', async () =>
        answers.one(
          'idea',
          await api.GET('/v2/ideation_missions/{slug}/ideas/{idea_id}', { params: { path: { slug, idea_id: id } } }),
        ),
      ),
    retry: retryUnlessRefused,
  });

/** What an idea is sent with. */
export type IdeaInput = ContributionWrite;

/** POST a new idea to a mission. */
export async function createIdea(slug: string, input: IdeaInput): Promise<Idea> {
  return unwrap(
    await api.POST('/v2/ideation_missions/{slug}/ideas', {
      ...contributionBody('idea', input),
      params: { path: { slug } },
    }),
  ).data;
}

/** PUT the author's edit of an idea. */
export async function updateIdea(slug: string, id: string, input: IdeaInput): Promise<Idea> {
  return unwrap(
    await api.PUT('/v2/ideation_missions/{slug}/ideas/{idea_id}', {
      ...contributionBody('idea', input),
      params: { path: { slug, idea_id: id } },
    }),
  ).data;
}

/** The message of a failed write: the error body's text (with its field messages), or null. */
export const ideationErrorText = apiErrorText;
