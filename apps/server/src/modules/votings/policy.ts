import { isOpenUntil, isTokenVoting, type VotingType } from '@tribune/domain';
import { AppError } from '../../http/errors.ts';
import { definePolicy, refuse } from '../../platform/policy.ts';

/** The state of a voting its rules read. */
export interface VotingFacts {
  published: boolean;
  endsAt: Date;
  votingType: VotingType;
  maxChoices: number;
}

/**
 * Who may do what with votings (docs/PARTICIPATION.md, "Votings"):
 * - a voting exists for everybody once published; before that only for admins (404 otherwise);
 * - it takes votes while it is open (ends_at in the future), from signed-in users;
 * - a tokenless voting takes one ballot per user, of 1 to max_choices distinct options of its own;
 * - token votings need the community-token ledger (refused while there is none);
 * - results (the options' tallies) are visible to everybody who can see the voting, at any time.
 */
export const votingPolicy = definePolicy(
  'votings',
  {
    /** A voting exists for everybody once published; before that only for admins. */
    see: (caller, voting: Pick<VotingFacts, 'published'>) => voting.published || caller?.admin === true,
    /** It takes votes while it is open (ends_at in the future). */
    vote: (_caller, voting: Pick<VotingFacts, 'endsAt'>) => isOpen(voting) || refuse('VOTING_CLOSED'),
  },
  { hides: ['see'] },
);

/** Whether a voting is still open. */
export function isOpen(voting: Pick<VotingFacts, 'endsAt'>, now: Date = new Date()): boolean {
  return isOpenUntil(voting.endsAt, now);
}

/** Whether votes of this voting move tokens. */
export function isTokenBased(voting: Pick<VotingFacts, 'votingType'>): boolean {
  return isTokenVoting(voting.votingType);
}

/**
 * The option ids of a tokenless ballot: 1 to max_choices distinct options, no amounts (422
 * VALIDATION_FAILED naming `option_values` otherwise). That they are this voting's options is
 * checked inside the ballot's transaction.
 */
export function ballotOptions(
  voting: Pick<VotingFacts, 'maxChoices'>,
  values: Array<{ option_id: string; amount?: string }>,
): number[] {
  const fail = (msg: string) => new AppError('VALIDATION_FAILED', undefined, { option_values: [msg] });
  if (values.length === 0) throw fail('must choose at least one option');
  if (values.some((v) => v.amount !== undefined)) throw fail('take no amount in a tokenless voting');
  const ids = values.map((v) => Number(v.option_id));
  if (new Set(ids).size !== ids.length) throw fail('must not choose an option twice');
  if (ids.length > voting.maxChoices) {
    throw fail(voting.maxChoices === 1 ? 'must choose one option' : `must choose at most ${voting.maxChoices} options`);
  }
  return ids;
}
