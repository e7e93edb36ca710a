import type { App } from '../../app-types.ts';
import { errorResponses } from '../../http/schemas.ts';
import { answerMove, moveKey, valueMove } from './value-routes.ts';
import { callerOf } from '../auth/index.ts';
import { AdminChainService } from './admin.ts';
import { checkMint, FreezeBody, MintBody, TreasuryBody } from './input.ts';
import { presentTransaction, presentTreasury, TransactionDoc, TreasuryDoc } from './presenter.ts';

const tags = ['admin'];

/** The admin's chain API (docs/CHAIN.md "Admin chain API"): mints, NFT freezes, the treasury. */
export async function adminChainRoutes(app: App): Promise<void> {
  const service = new AdminChainService(app.database.db, app.chain);

  app.post(
    '/v2/admin/chain/mints',
    valueMove(
      {
        access: 'admin',
        tags,
        summary: "Mint tokens to a user's wallet or an address (Idempotency-Key required)",
        doc: TransactionDoc,
        errors: [400, 401, 403, 404, 409, 422, 503],
      },
      { body: MintBody },
    ),
    async (req, reply) => {
      const admin = callerOf(req).user;
      const key = moveKey(req);
      checkMint(req.body.mint);
      const { user_id, address, amount } = req.body.mint;
      const { row, created } = await service.mint(admin.id, { user_id, address, amount }, key);
      return answerMove(reply, created, { data: presentTransaction(row) });
    },
  );

  for (const direction of ['freeze', 'unfreeze'] as const) {
    app.post(
      `/v2/admin/chain/nft_${direction}s`,
      valueMove(
        {
          access: 'admin',
          tags,
          summary: `${direction === 'freeze' ? 'Freeze' : 'Unfreeze'} copies of an NFT held by an address (Idempotency-Key required)`,
          doc: TransactionDoc,
          errors: [400, 401, 403, 409, 422, 503],
        },
        { body: FreezeBody },
      ),
      async (req, reply) => {
        const admin = callerOf(req).user;
        const { row, created } = await service.freeze(admin.id, req.body.freeze, moveKey(req), direction);
        return answerMove(reply, created, { data: presentTransaction(row) });
      },
    );
  }

  app.get(
    '/v2/admin/chain/treasury',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The treasury, the admin wallet and the contracts, with their balances',
        response: { 200: TreasuryDoc, ...errorResponses(401, 403, 503) },
      },
    },
    async () => ({ data: presentTreasury(await service.treasury()) }),
  );

  app.put(
    '/v2/admin/chain/treasury',
    {
      config: { access: 'admin', rateLimit: 'send' },
      schema: {
        tags,
        summary: 'Set the treasury that boosts, unlocks and vote shares are paid to',
        body: TreasuryBody,
        response: { 200: TreasuryDoc, ...errorResponses(400, 401, 403, 422, 503) },
      },
    },
    async (req) => {
      const admin = callerOf(req).user;
      return { data: presentTreasury(await service.setTreasury(admin.id, req.body.treasury.address)) };
    },
  );
}
