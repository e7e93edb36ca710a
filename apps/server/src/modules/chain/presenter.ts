import { Type, type TSchema } from 'typebox';
import { NoIncluded, NullableString } from '../../http/schemas.ts';
import type { ChainRuntime } from './runtime.ts';
import type { Treasury } from './admin.ts';
import type { TransactionRow } from './transactions.ts';
import type { FrozenTokenRow } from './vote-repository.ts';

export const PublicBlockchainNetworkSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('public_blockchain_network'),
    attributes: Type.Object({
      wallet_blockchain_url: Type.String({
        description:
          "JSON-RPC URL (this server): reads, and linked wallets' own signed calls to the community contracts.",
      }),
      chain_id: Type.Integer(),
      chain_name: Type.String(),
      block_explorer_url: NullableString,
      native_currency_params: Type.Object({ name: Type.String(), symbol: Type.String(), decimals: Type.Integer() }),
      address: Type.String({ description: 'The community token contract.' }),
      wallet_frame_url: Type.String({
        description:
          'Where the self-custody wallet frame is served (its pages are `{wallet_frame_url}/{page}`); relative to the app when it is served beside it.',
      }),
    }),
  },
  { $id: 'PublicBlockchainNetwork' },
);

/** The network the app reads balances and receipts from: through this server's read-only JSON-RPC. */
export function presentNetwork(runtime: ChainRuntime, publicUrl: string, walletFrameUrl: string) {
  return {
    id: String(runtime.backend.chainId),
    type: 'public_blockchain_network' as const,
    attributes: {
      wallet_blockchain_url: `${publicUrl}/v2/chain/rpc`,
      chain_id: runtime.backend.chainId,
      chain_name: runtime.backend.chainName,
      block_explorer_url: runtime.backend.explorerUrl ?? null,
      native_currency_params: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      address: runtime.deployment.tokenAddress,
      wallet_frame_url: walletFrameUrl,
    },
  };
}

export const TransactionSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('transaction'),
    attributes: Type.Object({
      tx_hash: NullableString,
      event_name: Type.String(),
      ordered_nft_id: NullableString,
      tx_status: Type.Union([Type.Literal('pending'), Type.Literal('complete'), Type.Literal('failed')]),
      option: NullableString,
      amount: Type.String({ description: 'Base units (× 1e8), as a decimal string.' }),
      to: NullableString,
      from: NullableString,
      error: NullableString,
      created_at: Type.String(),
      completed_at: NullableString,
    }),
  },
  { $id: 'Transaction' },
);

export function presentTransaction(row: TransactionRow) {
  return {
    id: String(row.id),
    type: 'transaction' as const,
    attributes: {
      tx_hash: row.txHash,
      event_name: row.eventName,
      ordered_nft_id: row.orderedNftId,
      tx_status: row.txStatus,
      option: row.option,
      amount: row.amount,
      to: row.toAddress,
      from: row.fromAddress,
      error: row.error,
      created_at: row.createdAt.toISOString(),
      completed_at: row.completedAt ? row.completedAt.toISOString() : null,
    },
  };
}

/** A list of records as the routes answer it (no included records). */
const listOf = (item: TSchema, meta: TSchema = Type.Object({})) =>
  Type.Object({ data: Type.Array(item), included: NoIncluded, meta });

export const NetworksDoc = listOf(Type.Ref('PublicBlockchainNetwork'));
export const TransactionDoc = Type.Object({ data: Type.Ref('Transaction') });
export const TransactionsDoc = listOf(Type.Ref('Transaction'));

export const JsonRpcResponse = Type.Object({
  jsonrpc: Type.Literal('2.0'),
  id: Type.Union([Type.Integer(), Type.String()]),
  result: Type.Optional(Type.Unknown()),
  error: Type.Optional(
    Type.Object({ code: Type.Integer(), message: Type.String(), data: Type.Optional(Type.Unknown()) }),
  ),
});

export const LinkMessageDoc = Type.Object({ data: Type.Object({ message: Type.String() }) });

export const LinkedWalletDoc = Type.Object({
  data: Type.Object({
    wallet_address: Type.String(),
    token_contract: Type.String(),
    actions_address: Type.String(),
    admin_wallet_address: Type.String(),
    chain_id: Type.Integer(),
    gas_funded: Type.Boolean(),
  }),
});

export const BalanceDoc = Type.Object({
  data: Type.Object({
    id: Type.String({ description: 'The wallet address.' }),
    type: Type.Literal('balance'),
    attributes: Type.Object({
      address: Type.String(),
      balance: Type.String({ description: 'Token balance read from the chain now, base units (× 1e8).' }),
      frozen: Type.String({
        description: "Tokens locked in the user's token-vote deposits not withdrawn yet, base units.",
      }),
    }),
  }),
});

export function presentBalance(b: { address: string; balance: string; frozen: string }) {
  return { id: b.address, type: 'balance' as const, attributes: b };
}

export const HotWalletDoc = Type.Object({
  data: Type.Object({
    id: Type.String(),
    type: Type.Literal('hot_wallet'),
    attributes: Type.Object({ wallet_address: Type.String(), uses_hotwallet: Type.Literal(true) }),
  }),
});

export function presentHotWallet(wallet: { address: string }) {
  return {
    id: wallet.address,
    type: 'hot_wallet' as const,
    attributes: { wallet_address: wallet.address, uses_hotwallet: true as const },
  };
}

export const FrozenTokenSchema = Type.Object({
  id: Type.String({ description: 'The id of the vote whose deposit this is.' }),
  type: Type.Literal('frozen_token'),
  attributes: Type.Object({
    amount: Type.String({ description: 'The locked deposit, base units (× 1e8).' }),
    unlocks_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    voting_id: Type.String(),
    option_id: Type.String(),
    withdrawable: Type.Boolean({ description: 'Unlocked (by the chain’s clock) and not withdrawn yet.' }),
    withdrawn_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
});

/** Presents a frozen token: `withdrawable` by the clock given (the chain's when it is up). */
export function presentFrozenToken(row: FrozenTokenRow, nowSeconds: number) {
  const unlocked = row.unlocksAt === null || row.unlocksAt.getTime() / 1000 <= nowSeconds;
  return {
    id: String(row.id),
    type: 'frozen_token' as const,
    attributes: {
      amount: row.amount,
      unlocks_at: row.unlocksAt ? row.unlocksAt.toISOString() : null,
      voting_id: String(row.votingId),
      option_id: String(row.optionId),
      withdrawable: row.withdrawnAt === null && unlocked,
      withdrawn_at: row.withdrawnAt ? row.withdrawnAt.toISOString() : null,
    },
  };
}

export const FrozenTokensDoc = Type.Object({
  data: Type.Array(FrozenTokenSchema),
  meta: Type.Object({ total_frozen_amount: Type.String() }),
});
export const FrozenTokenDoc = Type.Object({ data: FrozenTokenSchema });

export const UnlockDoc = Type.Object({
  data: Type.Ref('Transaction'),
  meta: Type.Object({ bought_by_user: Type.Boolean() }),
});

export const WithdrawDoc = Type.Object({
  data: Type.Ref('Transaction'),
  meta: Type.Object({ frozen_token: FrozenTokenSchema }),
});

export const BoostDoc = Type.Object({
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

export const BoostersDoc = listOf(BoosterSchema, Type.Object({ total: Type.Integer() }));

export function presentBooster(r: {
  userId: number;
  slug: string;
  displayName: string;
  verified: boolean;
  amount: string;
}) {
  return {
    id: String(r.userId),
    type: 'booster' as const,
    attributes: {
      amount: r.amount,
      user: { id: String(r.userId), slug: r.slug, display_name: r.displayName, verified: r.verified },
    },
  };
}

export const TreasuryDoc = Type.Object({
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

export function presentTreasury(treasury: Treasury) {
  return { id: String(treasury.chain_id), type: 'treasury' as const, attributes: treasury };
}
