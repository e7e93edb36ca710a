import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { BOOSTABLE_TYPES } from './boost-repository.ts';
import { AppError } from '../../http/errors.ts';
import { Int64Id, PageQuery, Text } from '../../http/input.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { presentTransaction } from './presenter.ts';

const tags = ['chain'];

const BoostableType = Type.Union(BOOSTABLE_TYPES.map((t) => Type.Literal(t)));

const BoostBody = Type.Object(
  {
    boost: Type.Object(
      {
        boostable_type: BoostableType,
        boostable_id: Int64Id,
        amount: Type.String({ pattern: '^[1-9][0-9]{0,29}$', maxLength: 30, description: 'Base units (× 1e8).' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const BoostDoc = Type.Object({
  data: Type.Ref('Transaction'),
  meta: Type.Object({
    boosts: Type.String({ description: "The item's boosts after this one, base units." }),
    boosted_by_current_user: Type.Boolean(),
  }),
});

const BoosterSchema = Type.Object({
  id: Type.String(),
  type: Type.Literal('booster'),
  attributes: Type.Object({
    amount: Type.String({ description: 'What this fan boosted the item with in total, base units.' }),
    user: Type.Object({
      id: Type.String(),
      slug: Type.String(),
      display_name: Type.String(),
      verified: Type.Boolean(),
    }),
  }),
});

/** Boosts of every boostable resource (docs/CHAIN.md "Boosts"): boost, and the boosters of an item. */
export async function boostRoutes(app: App): Promise<void> {
  app.post(
    '/v2/boosts',
    {
      config: { access: 'user', rateLimit: 'send' },
      schema: {
        tags,
        summary:
          'Boost a comment, content, idea, AMA question, group post or feed post with tokens from the hot wallet (Idempotency-Key required)',
        headers: Type.Object({ 'idempotency-key': Type.Optional(Text({ minLength: 1, maxLength: 100 })) }),
        body: BoostBody,
        response: { 200: BoostDoc, 201: BoostDoc, ...errorResponses(400, 401, 404, 409, 422, 503) },
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'];
      if (!key) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      const { boostable_type, boostable_id, amount } = req.body.boost;
      const { row, created, state } = await app.boosts.boost(
        callerOf(req),
        { type: boostable_type, id: Number(boostable_id), amount: BigInt(amount) },
        key,
      );
      return reply.code(created ? 201 : 200).send({
        data: presentTransaction(row),
        meta: { boosts: state.boosts, boosted_by_current_user: state.boosted },
      });
    },
  );

  app.get(
    '/v2/boosters',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The fans who boosted an item, biggest total first',
        querystring: Type.Object({
          boostable_type: BoostableType,
          boostable_id: Int64Id,
          ...PageQuery,
        }),
        response: {
          200: Type.Object({
            data: Type.Array(BoosterSchema),
            included: Type.Array(Type.Unknown()),
            meta: Type.Object({ total: Type.Integer() }),
          }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const { rows, total } = await app.boosts.boosters(
        req.query.boostable_type,
        Number(req.query.boostable_id),
        req.caller,
        {
          limit: page.perPage,
          offset: page.offset,
        },
      );
      setListHeaders(reply, page, total);
      return {
        data: rows.map((r) => ({
          id: String(r.userId),
          type: 'booster' as const,
          attributes: {
            amount: r.amount,
            user: { id: String(r.userId), slug: r.slug, display_name: r.displayName, verified: r.verified },
          },
        })),
        included: [],
        meta: { total },
      };
    },
  );
}
