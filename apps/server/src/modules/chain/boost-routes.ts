import type { App } from '../../app-types.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { answerMove, moveKey, valueMove } from './value-routes.ts';
import { callerOf } from '../auth/index.ts';
import { BoostBody, BoostersQuery } from './input.ts';
import { BoostDoc, BoostersDoc, presentBooster, presentTransaction } from './presenter.ts';

const tags = ['chain'];

/** Boosts of every boostable resource (docs/CHAIN.md "Boosts"): boost, and the boosters of an item. */
export async function boostRoutes(app: App): Promise<void> {
  app.post(
    '/v2/boosts',
    valueMove(
      {
        access: 'user',
        tags,
        summary:
          'Boost a comment, content, idea, AMA question, group post or feed post with tokens from the hot wallet (Idempotency-Key required)',
        doc: BoostDoc,
        errors: [400, 401, 404, 409, 422, 503],
      },
      { body: BoostBody },
    ),
    async (req, reply) => {
      const { boostable_type, boostable_id, amount } = req.body.boost;
      const { row, created, state } = await app.boosts.boost(
        callerOf(req),
        { type: boostable_type, id: Number(boostable_id), amount: BigInt(amount) },
        moveKey(req),
      );
      return answerMove(reply, created, {
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
        querystring: BoostersQuery,
        response: { 200: BoostersDoc, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const { rows, total } = await app.boosts.boosters(
        req.query.boostable_type,
        Number(req.query.boostable_id),
        req.caller,
        { limit: page.perPage, offset: page.offset },
      );
      setListHeaders(reply, page, total);
      return { data: rows.map(presentBooster), included: [], meta: { total } };
    },
  );
}
