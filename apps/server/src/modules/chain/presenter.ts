import { Type } from 'typebox';
import type { ChainRuntime } from './runtime.ts';

export const PublicBlockchainNetworkSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('public_blockchain_network'),
    attributes: Type.Object({
      wallet_blockchain_url: Type.String({ description: 'JSON-RPC URL for reads (this server, read-only).' }),
      chain_id: Type.Integer(),
      chain_name: Type.String(),
      block_explorer_url: Type.Union([Type.String(), Type.Null()]),
      native_currency_params: Type.Object({ name: Type.String(), symbol: Type.String(), decimals: Type.Integer() }),
      address: Type.String({ description: 'The community token contract.' }),
    }),
  },
  { $id: 'PublicBlockchainNetwork' },
);

/** The network the app reads balances and receipts from: through this server's read-only JSON-RPC. */
export function presentNetwork(runtime: ChainRuntime, publicUrl: string) {
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
    },
  };
}
