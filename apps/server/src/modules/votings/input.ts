import { Type } from 'typebox';
import { VOTING_TYPES } from '@tribune/domain';
import { Int64Id, Text } from '../../http/input.ts';
import { IdParam } from '../../platform/params.ts';
import { AdminDateTime, AdminSlug, HeroMediumInput, localizedInput } from '../../platform/participation/index.ts';

/** The path parameters of a voting. */
export const VotingParams = Type.Object({ voting_id: IdParam });

/** The body of POST /v2/votings/{voting_id}/vote (spec: "vote (voting_id, option_values)"). */
export const VoteBody = Type.Object(
  {
    option_values: Type.Array(
      Type.Object(
        {
          option_id: Int64Id,
          amount: Type.Optional(
            Type.String({
              pattern: '^[0-9]{1,38}$',
              description: 'Base units of a token vote; left out in a tokenless voting.',
            }),
          ),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
  },
  { additionalProperties: false },
);

/** The headers of a vote: a token vote's Idempotency-Key. */
export const VoteHeaders = Type.Object({ 'idempotency-key': Type.Optional(Text({ minLength: 1, maxLength: 100 })) });

/** The body of POST/PUT /v2/admin/votings. */
export const VotingInputSchema = Type.Object(
  {
    voting: Type.Object(
      {
        slug: AdminSlug,
        voting_type: Type.Optional(Type.Enum(VOTING_TYPES, { default: 'tokenless' })),
        title: localizedInput(300, true),
        description: Type.Optional(localizedInput(20_000, false)),
        hero_medium_id: HeroMediumInput,
        ends_at: AdminDateTime,
        max_choices: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
        deposit_share: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()])),
        unlocks_tokens_at: Type.Optional(Type.Union([AdminDateTime, Type.Null()])),
        options: Type.Array(
          Type.Object(
            { id: Type.Optional(Int64Id), value: localizedInput(200, true) },
            { additionalProperties: false },
          ),
          { minItems: 2, maxItems: 20 },
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
