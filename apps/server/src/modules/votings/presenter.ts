import { Type } from 'typebox';
import { isOpenUntil, VOTING_TYPES } from '@tribune/domain';
import { pick } from '../../http/locale.ts';
import {
  HeroMediumRelationship,
  LocalizedOut,
  NullableDate,
  ResourceRef,
  heroMediumData,
  optionalId,
  presentPublication,
  presentRecordTimes,
  ResourceSchema,
} from '../../platform/participation/index.ts';
import type { OptionRow, UserVoteRow, VotingRow } from './repository.ts';

const Ref = ResourceRef;
const Units = (description: string) => Type.String({ description: `${description} Base units, as a string.` });

/** The voting resource (docs/PARTICIPATION.md "Votings"). */
export const VotingSchema = ResourceSchema(
  'Voting',
  'voting',
  {
    id: Type.String(),
    slug: Type.String(),
    title: Type.String(),
    description: Type.String({ description: 'Sanitized HTML.' }),
    voting_type: Type.Enum(VOTING_TYPES),
    ends_at: Type.String({ format: 'date-time' }),
    open: Type.Boolean({ description: 'ends_at is in the future.' }),
    max_choices: Type.Integer({ description: 'How many options one tokenless ballot may choose.' }),
    comments_count: Type.Integer(),
    voters_count: Type.Integer(),
    votes_total: Units('The sum of the options’ votes (ballots of a tokenless voting).'),
    contract_address: Type.Union([Type.String(), Type.Null()]),
    unlocks_tokens_at: NullableDate,
    options: Type.Array(
      Type.Object({
        id: Type.String(),
        value: Type.String(),
        votes: Units('Ballots (tokenless) or voted tokens.'),
      }),
      { description: 'Sorted by votes descending.' },
    ),
    user_votes: Type.Array(
      Type.Object({
        amount: Units('"1" per option of a tokenless ballot.'),
        value: Type.String(),
        option_id: Type.String(),
        locked_amount: Units('amount × deposit_share / 100.'),
        unlocks_at: NullableDate,
      }),
      { description: 'The viewer’s own votes (empty for guests).' },
    ),
    voted_by_current_user: Type.Boolean(),
    share_distribution: Type.Object({
      deposit_share: Type.Union([Type.Number(), Type.Null()], {
        description: 'The locked part of a token vote, as a percentage.',
      }),
    }),
    published: Type.Boolean(),
  },
  {
    hero_medium: HeroMediumRelationship,
    top_comments: Type.Object({ data: Type.Array(Ref('comment')) }),
    current_user_votes: Type.Object({ data: Type.Array(Ref('vote')) }),
  },
);

/** A voting as admins edit it: every language, option ids and tallies. */
export const AdminVotingSchema = ResourceSchema('AdminVoting', 'voting', {
  slug: Type.String(),
  voting_type: Type.Enum(VOTING_TYPES),
  title: LocalizedOut,
  description: LocalizedOut,
  hero_medium_id: Type.Union([Type.String(), Type.Null()]),
  ends_at: Type.String({ format: 'date-time' }),
  open: Type.Boolean(),
  max_choices: Type.Integer(),
  deposit_share: Type.Union([Type.Number(), Type.Null()]),
  unlocks_tokens_at: NullableDate,
  published: Type.Boolean(),
  published_at: NullableDate,
  voters_count: Type.Integer(),
  comments_count: Type.Integer(),
  options: Type.Array(Type.Object({ id: Type.String(), value: LocalizedOut, votes: Type.String() })),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

/** Every schema of the votings domain, for registerContract. */
export const VOTING_SCHEMAS = [VotingSchema, AdminVotingSchema];

const share = (row: VotingRow) => (row.depositShare === null ? null : Number(row.depositShare));

/** What presenting a voting needs besides the row. */
export interface VotingPresentContext {
  locale: string;
  fallback: string;
  /** Its options, by votes descending. */
  options: OptionRow[];
  /** The viewer's votes in it (none for guests). */
  userVotes: UserVoteRow[];
  topCommentIds: number[];
}

/** Presents a voting in the request's language for one viewer. */
export function presentVoting(row: VotingRow, ctx: VotingPresentContext) {
  const text = (l: Record<string, string>) => pick(l, ctx.locale, ctx.fallback);
  const total = ctx.options.reduce((sum, o) => sum + BigInt(o.votes), 0n);
  return {
    id: String(row.id),
    type: 'voting' as const,
    attributes: {
      id: String(row.id),
      slug: row.slug,
      title: text(row.title),
      description: text(row.description),
      voting_type: row.votingType,
      ends_at: row.endsAt.toISOString(),
      open: isOpenUntil(row.endsAt),
      max_choices: row.maxChoices,
      comments_count: row.commentsCount,
      voters_count: row.votersCount,
      votes_total: total.toString(),
      contract_address: row.contractAddress,
      unlocks_tokens_at: row.unlocksTokensAt ? row.unlocksTokensAt.toISOString() : null,
      options: ctx.options.map((o) => ({ id: String(o.id), value: text(o.value), votes: String(o.votes) })),
      user_votes: ctx.userVotes.map((v) => ({
        amount: v.amount,
        value: text(v.value),
        option_id: String(v.optionId),
        locked_amount: v.lockedAmount,
        unlocks_at: v.unlocksAt ? v.unlocksAt.toISOString() : null,
      })),
      voted_by_current_user: ctx.userVotes.length > 0,
      share_distribution: { deposit_share: share(row) },
      published: row.published,
    },
    relationships: {
      hero_medium: { data: heroMediumData(row.heroMediumId) },
      top_comments: { data: ctx.topCommentIds.map((id) => ({ id: String(id), type: 'comment' as const })) },
      current_user_votes: { data: ctx.userVotes.map((v) => ({ id: String(v.id), type: 'vote' as const })) },
    },
  };
}

/** Presents a voting for admins. */
export function presentAdminVoting(row: VotingRow, options: OptionRow[]) {
  return {
    id: String(row.id),
    type: 'voting' as const,
    attributes: {
      slug: row.slug,
      voting_type: row.votingType,
      title: row.title,
      description: row.description,
      hero_medium_id: optionalId(row.heroMediumId),
      ends_at: row.endsAt.toISOString(),
      open: isOpenUntil(row.endsAt),
      max_choices: row.maxChoices,
      deposit_share: share(row),
      unlocks_tokens_at: row.unlocksTokensAt ? row.unlocksTokensAt.toISOString() : null,
      ...presentPublication(row),
      voters_count: row.votersCount,
      comments_count: row.commentsCount,
      options: [...options]
        .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
        .map((o) => ({ id: String(o.id), value: o.value, votes: String(o.votes) })),
      ...presentRecordTimes(row),
    },
  };
}
