import { queryOptions } from '@tanstack/react-query';
import { unwrap, type components } from '@tribune/api-client';
import { api } from '../../kernel/api.ts';
import { apiErrorText, retryUnlessRefused } from '../../kernel/api-answers.ts';
import { indexIncluded as indexRecords, type IncludedRecord } from '../../kernel/included.ts';

type Schemas = components['schemas'];

/** A voting as the viewer sees it: options by votes descending, the viewer's own votes. */
export type Voting = Schemas['Voting'];
/** An option of a voting with its tally. */
export type VotingOption = Voting['attributes']['options'][number];
/** A hero medium of a voting. */
export type Medium = Schemas['ContentMedium'];

/** Included records indexed by type and id. */
export interface Included {
  medium(id: string | undefined): Medium | undefined;
}

function indexIncluded(records: readonly IncludedRecord[]): Included {
  // The shared index (kernel/included.ts): it survives the server rendering's embedding.
  return indexRecords(records) as Included;
}

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
    queryFn: async () => {
      const body = unwrap(await api.GET('/v2/votings'));
      return { votings: body.data, included: indexIncluded(body.included) };
    },
  });

/** One voting. */
export const votingQuery = (id: string, locale: string, viewer: string | null) =>
  queryOptions({
    queryKey: votingKeys.one(id, locale, viewer),
    queryFn: async () => {
      const body = unwrap(await api.GET('/v2/votings/{voting_id}', { params: { path: { voting_id: id } } }));
      return { voting: body.data, included: indexIncluded(body.included) };
    },
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
