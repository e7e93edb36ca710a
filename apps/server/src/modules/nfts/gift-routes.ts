import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { lang } from '../../http/locale.ts';
import { routeOptions } from '../../platform/route-options.ts';
import { callerOf } from '../auth/index.ts';
import { answerMove, moveKey, presentTransaction, valueMove } from '../chain/index.ts';
import { GiftBody, IdParams } from './input.ts';

const route = routeOptions(['nfts'], 'nfts');

const GiftDoc = Type.Object({
  data: Type.Ref('Transaction'),
  included: Type.Array(Type.Unknown(), { maxItems: 0 }),
  meta: Type.Object({
    daily_nft_gift_count: Type.Integer({ description: "The giver's gifts today (UTC), this one included." }),
    daily_nft_gift_limit: Type.Integer(),
  }),
});

/** Gifting (module `nfts`, docs/NFTS.md "Gifting"): one route, a value move. */
export async function nftGiftRoutes(app: App): Promise<void> {
  app.post(
    '/v2/nfts/:id/gift',
    valueMove(
      {
        access: 'user',
        module: 'nfts',
        tags: route.tags,
        summary:
          'Gift one movable duplicate of an NFT to another fan (Idempotency-Key required): the write-ahead transaction record; the daily limit holds under parallel requests',
        doc: GiftDoc,
        errors: [400, 401, 403, 404, 409, 422, 503],
      },
      { params: IdParams, body: GiftBody },
    ),
    async (req, reply) => {
      const out = await app.nftGifts.gift(
        Number(req.params.id),
        callerOf(req),
        req.body.gift.target_user_slug,
        moveKey(req),
        lang(req),
      );
      return answerMove(reply, out.created, {
        data: presentTransaction(out.row),
        included: [],
        meta: { daily_nft_gift_count: out.today, daily_nft_gift_limit: app.nftGifts.dailyLimit() },
      });
    },
  );
}
