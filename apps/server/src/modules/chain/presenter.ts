import { Type } from 'typebox';
import { NullableString } from '../../http/schemas.ts';
import type { ChainRuntime } from './runtime.ts';
import type { TransactionRow } from './transactions.ts';

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
