import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { errorResponses } from '../../http/schemas.ts';
import { Int64Id } from '../../http/input.ts';
import { routeOptions } from '../../platform/route-options.ts';
import { callerOf } from '../auth/index.ts';
import { answerMove, moveKey, valueMove } from '../chain/index.ts';
import { TransferBody, TransferSuccessBody } from './transfer-input.ts';

const route = routeOptions(['nfts'], 'nfts');

const TransferDoc = Type.Object({
  data: Type.Ref('NftTransfer'),
  included: Type.Array(Type.Ref('Transaction'), { maxItems: 1 }),
  meta: Type.Object({}),
});

/**
 * Transfer out with a signed pass (module `nfts`, docs/NFTS.md "Transfer out"): ask for a pass (a
 * hot wallet's is sent by the server in the same call), and report a self-custody wallet's send.
 */
export async function nftTransferRoutes(app: App): Promise<void> {
  app.post(
    '/v2/nft_transfers',
    valueMove(
      {
        access: 'user',
        module: 'nfts',
        tags: route.tags,
        summary:
          'Ask for a signed pass to move copies of an NFT you hold to an outside address (Idempotency-Key required); a hot wallet submits it at once (the transaction in included), a self-custody wallet submits transferWithPass itself',
        doc: TransferDoc,
        errors: [400, 401, 403, 404, 409, 422, 503],
      },
      { body: TransferBody },
    ),
    async (req, reply) => {
      const out = await app.nftTransfers.create(callerOf(req), req.body.nft_transfer, moveKey(req));
      return answerMove(reply, out.created, out.doc);
    },
  );

  app.post(
    '/v2/nft_transfers/:id/success',
    route.write(
      "Report the transaction your own wallet sent with a pass (transferSuccess): its receipt must hold the pass's PassUsed; the pass is then used (again: the same answer)",
      {
        params: Type.Object({ id: Int64Id }),
        body: TransferSuccessBody,
        response: { 200: TransferDoc, ...errorResponses(400, 401, 403, 404, 422, 503) },
      },
    ),
    async (req) => app.nftTransfers.success(callerOf(req), Number(req.params.id), req.body.tx_hash as `0x${string}`),
  );
}
