import { Type } from 'typebox';
import { VOTING_TYPES } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { Int64Id, SLUG_OPTIONS } from '../../http/input.ts';
import { localizedInput, mountAdminParticipationRoutes } from '../../platform/participation/index.ts';
import { callerOf } from '../auth/index.ts';

/** The body of POST/PUT /v2/admin/votings. */
export const VotingInputSchema = Type.Object(
  {
    voting: Type.Object(
      {
        slug: Type.String(SLUG_OPTIONS),
        voting_type: Type.Optional(Type.Enum(VOTING_TYPES, { default: 'tokenless' })),
        title: localizedInput(300, true),
        description: Type.Optional(localizedInput(20_000, false)),
        hero_medium_id: Type.Optional(Type.Union([Int64Id, Type.Null()])),
        ends_at: Type.String({ format: 'date-time', maxLength: 40 }),
        max_choices: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
        deposit_share: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()])),
        unlocks_tokens_at: Type.Optional(
          Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()]),
        ),
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
/** Managing votings (admins only, open while the module is off). */
export async function votingAdminRoutes(app: App): Promise<void> {
  const votings = app.votings;
  mountAdminParticipationRoutes(app, {
    path: 'votings',
    schemaRef: 'AdminVoting',
    body: VotingInputSchema,
    bodyKey: 'voting',
    callerId: (req) => callerOf(req).user.id,
    service: {
      list: (page) => votings.adminList(page),
      show: (id) => votings.adminShow(id),
      create: (input, by) => votings.create(input, by),
      update: (id, input, by) => votings.update(id, input, by),
      publish: (id, by) => votings.publish(id, by),
      close: (id, by) => votings.close(id, by),
    },
    summaries: {
      list: 'List every voting, unpublished included, with options and tallies',
      show: 'Show a voting for editing',
      create: 'Create a voting with its options (unpublished)',
      update:
        'Replace a voting: options with an id are renamed, without one added, left out removed (only renames once anybody voted)',
      publish: 'Publish a voting',
      close: 'Close a voting now',
    },
  });
}
