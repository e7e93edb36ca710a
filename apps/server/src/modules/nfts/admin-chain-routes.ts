import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { callerOf } from '../auth/index.ts';
import { answerMove, moveKey, presentTransaction, valueMove } from '../chain/index.ts';
import { IdParams } from './input.ts';
import { FreezeBody, RoyaltyBody } from './transfer-input.ts';

const tags = ['admin'];
const doc = Type.Object({ data: Type.Ref('Transaction') });

/**
 * The admins' chain calls on an NFT (docs/NFTS.md "Admin: freezes and royalties"): freezing and
 * unfreezing a fan's copies, an NFT's royalty; each through the admin's write-ahead path, once per key.
 */
export async function nftAdminChainRoutes(app: App): Promise<void> {
  for (const direction of ['freeze', 'unfreeze'] as const) {
    app.post(
      `/v2/admin/nfts/:id/${direction}s`,
      valueMove(
        {
          access: 'console:nfts',
          tags,
          summary:
            direction === 'freeze'
              ? "Freeze copies of an NFT in a fan's wallet: they cannot move until unfrozen (Idempotency-Key required)"
              : "Unfreeze frozen copies of an NFT in a fan's wallet (Idempotency-Key required)",
          doc,
          errors: [400, 401, 403, 404, 409, 422, 503],
        },
        { params: IdParams, body: FreezeBody },
      ),
      async (req, reply) => {
        const { row, created } = await app.nftChainAdmin.freeze(
          Number(req.params.id),
          req.body.freeze,
          moveKey(req),
          callerOf(req).user.id,
          direction,
        );
        return answerMove(reply, created, { data: presentTransaction(row) });
      },
    );
  }

  app.put(
    '/v2/admin/nfts/:id/royalty',
    valueMove(
      {
        access: 'console:nfts',
        tags,
        summary:
          "Set an NFT's royalty (ERC-2981: receiver and fee in basis points) on the chain (Idempotency-Key required)",
        doc,
        errors: [400, 401, 403, 404, 409, 422, 503],
      },
      { params: IdParams, body: RoyaltyBody },
    ),
    async (req, reply) => {
      const { row, created } = await app.nftChainAdmin.royalty(
        Number(req.params.id),
        req.body.royalty,
        moveKey(req),
        callerOf(req).user.id,
      );
      return answerMove(reply, created, { data: presentTransaction(row) });
    },
  );
}
