import { queryOptions } from '@tanstack/react-query';
import { unwrap, type components } from '@tribune/api-client';
import { api } from '../../kernel/api.ts';
import { apiErrorText, retryUnlessRefused } from '../../kernel/api-answers.ts';
import type { IncludedLookups } from '../../kernel/included.ts';
import { areaAnswers } from '../participation/index.ts';

type Schemas = components['schemas'];

/** A voting as the viewer sees it: options by votes descending, the viewer's own votes. */
export type Voting = Schemas['Voting'];
/** An option of a voting with its tally. */
export type VotingOption = Voting['attributes']['options'][number];
/** A hero medium of a voting. */
export type Medium = Schemas['ContentMedium'];

/** The included records a votings answer is read for. */
type VotingRecords = { medium: Medium };
/** Included records indexed by type and id. */
export type Included = IncludedLookups<VotingRecords>;
const answers = areaAnswers<VotingRecords>();

/** Query keys of votings; the viewer is part of them (their own votes are in the answer). */
export const votingKeys = {
  all: ['votings'] as const,
  list: (locale: string, viewer: string | null) => [...votingKeys.all, 'list', locale, viewer ?? 'guest'] as const,
  one: (id: string, locale: string, viewer: string | null) =>
    [...votingKeys.all, 'one', id, locale, viewer ?? 'guest'] as const,
};

/** The published votings: open ones first (soonest end), then at most 5 ended ones. */
export const votingsQuery = (locale: string, viewer: string | null) =>
  queryOptions({
    queryKey: votingKeys.list(locale, viewer),
    queryFn: async () => answers.one('votings', await api.GET('/v2/votings')),
  });

/** One voting. */
export const votingQuery = (id: string, locale: string, viewer: string | null) =>
  queryOptions({
    queryKey: votingKeys.one(id, locale, viewer),
    queryFn: async () =>
      answers.one('voting', await api.GET('/v2/votings/{voting_id}', { params: { path: { voting_id: id } } })),
    retry: retryUnlessRefused,
  });

/** POST a tokenless ballot: the chosen option ids. Answers the voting after the vote. */
export async function castVote(id: string, optionIds: string[]): Promise<Voting> {
  return unwrap(
    await api.POST('/v2/votings/{voting_id}/vote', {
      params: { path: { voting_id: id } },
      body: { option_values: optionIds.map((option_id) => ({ option_id })) },
    }),
  ).data;
}

/** The message of a failed vote: the error body's text (with its field messages), or null. */
export const votingErrorText = apiErrorText;
