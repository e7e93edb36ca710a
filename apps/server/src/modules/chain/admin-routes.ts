import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { Int64Id, Text } from '../../http/input.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { AdminChainService } from './admin.ts';
import { presentTransaction } from './presenter.ts';

const tags = ['admin'];

/** Base units (× 1e8) or copies, as a decimal string: at most 30 digits, no sign, no leading zeros. */
const Amount = Type.String({ pattern: '^[1-9][0-9]{0,29}$', maxLength: 30 });
const Address = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$', maxLength: 42 });
const KeyHeader = Type.Object({ 'idempotency-key': Type.Optional(Text({ minLength: 1, maxLength: 100 })) });

const MintBody = Type.Object(
  {
    mint: Type.Object(
      {
        user_id: Type.Optional(Int64Id),
        address: Type.Optional(Address),
        amount: { ...Amount, description: 'Base units (× 1e8).' },
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const FreezeBody = Type.Object(
  {
    freeze: Type.Object(
      {
        address: Address,
        nft_id: Type.String({ pattern: '^[0-9]{1,78}$', maxLength: 78 }),
        amount: { ...Amount, description: 'Copies of the NFT id.' },
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const TreasuryBody = Type.Object(
  { treasury: Type.Object({ address: Address }, { additionalProperties: false }) },
  { additionalProperties: false },
);

const TransactionDoc = Type.Object({ data: Type.Ref('Transaction') });

const TreasuryDoc = Type.Object({
  data: Type.Object({
    id: Type.String({ description: 'The chain id.' }),
    type: Type.Literal('treasury'),
    attributes: Type.Object({
      chain_id: Type.Integer(),
      treasury_address: Type.String(),
      treasury_balance: Type.String({ description: 'Community tokens, base units (× 1e8).' }),
      treasury_native_balance: Type.String({ description: 'Native currency, wei.' }),
      admin_address: Type.String(),
      admin_native_balance: Type.String({ description: 'Native currency, wei (pays the gas of every relayed call).' }),
      token_address: Type.String(),
      nft_address: Type.String(),
      actions_address: Type.String(),
    }),
  }),
});

/** Within 2^63 for a Postgres bigint; a larger number names no user. */
const MAX_ID = 2n ** 63n - 1n;

/** The admin's chain API (docs/CHAIN.md "Admin chain API"): mints, NFT freezes, the treasury. */
export async function adminChainRoutes(app: App): Promise<void> {
  const service = new AdminChainService(app.database.db, app.chain);
  const requireKey = (key: string | undefined): string => {
    if (!key) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
    return key;
  };

  app.post(
    '/v2/admin/chain/mints',
    {
      config: { access: 'admin', rateLimit: 'send' },
      schema: {
        tags,
        summary: "Mint tokens to a user's wallet or an address (Idempotency-Key required)",
        headers: KeyHeader,
        body: MintBody,
        response: {
          200: TransactionDoc,
          201: TransactionDoc,
          ...errorResponses(400, 401, 403, 404, 409, 422, 503),
        },
      },
    },
    async (req, reply) => {
      const admin = callerOf(req).user;
      const key = requireKey(req.headers['idempotency-key']);
      const { user_id, address, amount } = req.body.mint;
      if ((user_id === undefined) === (address === undefined)) {
        throw new AppError('VALIDATION_FAILED', undefined, { mint: ['name either a user (user_id) or an address'] });
      }
      if (user_id !== undefined && BigInt(user_id) > MAX_ID) throw new AppError('NOT_FOUND');
      const { row, created } = await service.mint(admin.id, { user_id, address, amount }, key);
      return reply.code(created ? 201 : 200).send({ data: presentTransaction(row) });
    },
  );

  for (const direction of ['freeze', 'unfreeze'] as const) {
    app.post(
      `/v2/admin/chain/nft_${direction}s`,
      {
        config: { access: 'admin', rateLimit: 'send' },
        schema: {
          tags,
          summary: `${direction === 'freeze' ? 'Freeze' : 'Unfreeze'} copies of an NFT held by an address (Idempotency-Key required)`,
          headers: KeyHeader,
          body: FreezeBody,
          response: {
            200: TransactionDoc,
            201: TransactionDoc,
            ...errorResponses(400, 401, 403, 409, 422, 503),
          },
        },
      },
      async (req, reply) => {
        const admin = callerOf(req).user;
        const key = requireKey(req.headers['idempotency-key']);
        const { row, created } = await service.freeze(admin.id, req.body.freeze, key, direction);
        return reply.code(created ? 201 : 200).send({ data: presentTransaction(row) });
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
    async () => {
      const treasury = await service.treasury();
      return { data: { id: String(treasury.chain_id), type: 'treasury' as const, attributes: treasury } };
    },
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
      const treasury = await service.setTreasury(admin.id, req.body.treasury.address);
      return { data: { id: String(treasury.chain_id), type: 'treasury' as const, attributes: treasury } };
    },
  );
}
