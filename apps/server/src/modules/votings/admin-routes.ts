import { Type, type Static } from 'typebox';
import { VOTING_TYPES } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { Int64Id, PageQuery, SLUG_OPTIONS, Text } from '../../http/input.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';

const tags = ['admin'];
const IdParams = Type.Object({ id: Int64Id });
const one = Type.Object({ data: Type.Ref('AdminVoting'), included: Type.Array(Type.Unknown()), meta: Type.Object({}) });
const writeErrors = errorResponses(400, 401, 403, 404, 409, 422);

/** A text per supported locale; `en` required when `required`, unknown locales refused. */
function localized(maxLength: number, required: boolean) {
  const text = Text({ maxLength, ...(required ? { minLength: 1 } : {}) });
  return Type.Object(
    { en: required ? text : Type.Optional(text), de: Type.Optional(text), it: Type.Optional(text) },
    { additionalProperties: false },
  );
}

/** The body of POST/PUT /v2/admin/votings. */
export const VotingInputSchema = Type.Object(
  {
    voting: Type.Object(
      {
        slug: Type.String(SLUG_OPTIONS),
        voting_type: Type.Optional(Type.Enum(VOTING_TYPES, { default: 'tokenless' })),
        title: localized(300, true),
        description: Type.Optional(localized(20_000, false)),
        hero_medium_id: Type.Optional(Type.Union([Int64Id, Type.Null()])),
        ends_at: Type.String({ format: 'date-time', maxLength: 40 }),
        max_choices: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
        deposit_share: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()])),
        unlocks_tokens_at: Type.Optional(
          Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()]),
        ),
        options: Type.Array(
          Type.Object({ id: Type.Optional(Int64Id), value: localized(200, true) }, { additionalProperties: false }),
          { minItems: 2, maxItems: 20 },
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
type VotingBody = Static<typeof VotingInputSchema>;

/** Managing votings (admins only, open while the module is off). */
export async function votingAdminRoutes(app: App): Promise<void> {
  const votings = app.votings;

  app.get(
    '/v2/admin/votings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'List every voting, unpublished included, with options and tallies',
        querystring: Type.Object(PageQuery),
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('AdminVoting')),
            included: Type.Array(Type.Unknown()),
            meta: Type.Object({}),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await votings.adminList(page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: [], meta: {} };
    },
  );

  app.get(
    '/v2/admin/votings/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Show a voting for editing',
        params: IdParams,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      return { data: await votings.adminShow(Number(req.params.id)), included: [], meta: {} };
    },
  );

  app.post(
    '/v2/admin/votings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a voting with its options (unpublished)',
        body: VotingInputSchema,
        response: { 201: one, ...writeErrors },
      },
    },
    async (req, reply) => {
      const user = callerOf(req).user;
      const data = await votings.create((req.body as VotingBody).voting, user.id);
      return reply.code(201).send({ data, included: [], meta: {} });
    },
  );

  app.put(
    '/v2/admin/votings/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Replace a voting: options with an id are renamed, without one added, left out removed (only renames once anybody voted)',
        params: IdParams,
        body: VotingInputSchema,
        response: { 200: one, ...writeErrors },
      },
    },
    async (req) => {
      const user = callerOf(req).user;
      const data = await votings.update(Number(req.params.id), (req.body as VotingBody).voting, user.id);
      return { data, included: [], meta: {} };
    },
  );

  for (const action of ['publish', 'close'] as const) {
    app.post(
      `/v2/admin/votings/:id/${action}`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: action === 'publish' ? 'Publish a voting' : 'Close a voting now',
          params: IdParams,
          response: { 200: one, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req) => {
        const user = callerOf(req).user;
        const id = Number(req.params.id);
        const data = action === 'publish' ? await votings.publish(id, user.id) : await votings.close(id, user.id);
        return { data, included: [], meta: {} };
      },
    );
  }
}
