/**
 * The chain module's request schemas (docs/CHAIN.md, docs/WALLET.md): the JSON-RPC call, the
 * wallet link, sends, boosts, unlocks and withdrawals, the admin's mints, freezes and treasury,
 * and the Idempotency-Key every value-moving call takes.
 */
import { Type } from 'typebox';
import { AppError } from '../../http/errors.ts';
import { Int, Int64Id, PageQuery, Text } from '../../http/input.ts';
import { IdParam, SlugParam } from '../../platform/params.ts';
import { BOOSTABLE_TYPES } from './boost-repository.ts';

/** An address: 0x and 40 hexadecimal digits (any case). */
export const AddressParam = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$', maxLength: 42 });

/** Base units (× 1e8) or copies, as a decimal string: at most 30 digits, no sign, no leading zeros. */
const Amount = Type.String({ pattern: '^[1-9][0-9]{0,29}$', maxLength: 30 });

/** The Idempotency-Key header of a value-moving call (required by the call, not the schema: 400 IDEMPOTENCY_KEY_REQUIRED). */
export const KeyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Text({ minLength: 1, maxLength: 100 })) });

/** The Idempotency-Key of a value-moving call, or 400 IDEMPOTENCY_KEY_REQUIRED. */
export function requireKey(key: string | undefined): string {
  if (!key) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

export const JsonRpcRequest = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    id: Type.Union([Type.Integer({ minimum: 0, maximum: 2 ** 31 }), Type.String({ maxLength: 64 })]),
    method: Type.String({ maxLength: 64 }),
    params: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 4 })),
  },
  { additionalProperties: false },
);

export const LinkMessageQuery = Type.Object({ address: AddressParam }, { additionalProperties: false });

export const LinkBody = Type.Object(
  {
    address: AddressParam,
    signature: Type.String({ pattern: '^0x[0-9a-fA-F]{2,2000}$', maxLength: 2002 }),
  },
  { additionalProperties: false },
);

export const SendBody = Type.Object(
  {
    transaction: Type.Object(
      {
        amount: Type.String({ pattern: '^[1-9][0-9]{0,29}$', description: 'Base units (× 1e8).' }),
        to_user_slug: Type.Optional(Text({ minLength: 1, maxLength: 120 })),
        to_address: Type.Optional(AddressParam),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const FromHashBody = Type.Object(
  {
    transaction: Type.Object(
      { tx_hash: Type.String({ pattern: '^0x[0-9a-fA-F]{64}$', maxLength: 66 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const TransactionsQuery = Type.Object({
  per_page: Type.Optional(Int({ minimum: 1, maximum: 100, default: 25 })),
  before_id: Type.Optional(Int64Id),
});

export const TransactionParams = Type.Object({ id: Int64Id });

const BoostableType = Type.Union(BOOSTABLE_TYPES.map((t) => Type.Literal(t)));

export const BoostBody = Type.Object(
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

export const BoostersQuery = Type.Object({
  boostable_type: BoostableType,
  boostable_id: Int64Id,
  ...PageQuery,
});

export const ContentParams = Type.Object({ slug: SlugParam });
export const VoteParams = Type.Object({ id: IdParam });
export const FrozenTokensQuery = Type.Object(PageQuery);

export const MintBody = Type.Object(
  {
    mint: Type.Object(
      {
        user_id: Type.Optional(Int64Id),
        address: Type.Optional(AddressParam),
        amount: { ...Amount, description: 'Base units (× 1e8).' },
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const FreezeBody = Type.Object(
  {
    freeze: Type.Object(
      {
        address: AddressParam,
        nft_id: Type.String({ pattern: '^[0-9]{1,78}$', maxLength: 78 }),
        amount: { ...Amount, description: 'Copies of the NFT id.' },
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const TreasuryBody = Type.Object(
  { treasury: Type.Object({ address: AddressParam }, { additionalProperties: false }) },
  { additionalProperties: false },
);

/** Within 2^63 for a Postgres bigint; a larger number names no user. */
const MAX_ID = 2n ** 63n - 1n;

/** A mint names a user or an address, not both; a user id beyond a bigint names nobody (404). */
export function checkMint(mint: { user_id?: string; address?: string }): void {
  if ((mint.user_id === undefined) === (mint.address === undefined)) {
    throw new AppError('VALIDATION_FAILED', undefined, { mint: ['name either a user (user_id) or an address'] });
  }
  if (mint.user_id !== undefined && BigInt(mint.user_id) > MAX_ID) throw new AppError('NOT_FOUND');
}
