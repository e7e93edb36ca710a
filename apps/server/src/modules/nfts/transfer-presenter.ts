/** The `nft_transfer` record (docs/NFTS.md "Transfer out"): a signed pass and what a wallet needs to submit it. */
import { Type } from 'typebox';
import { NFT_TRANSFER_PASS_STATUSES } from '@tribune/domain';
import { Nullable, NullableString, recordSchema } from '../../http/schemas.ts';
import type { TransferPassRow } from './transfer-repository.ts';

export const NftTransferSchema = recordSchema(
  'nft_transfer',
  {
    id: Type.String({ description: 'The pass id, which is its nonce on CommunityNFT (decimal).' }),
    attributes: Type.Object({
      signature: Type.String({ description: "The pass signer's EIP-712 signature of the pass." }),
      valid_until_unix: Type.Integer({ description: 'Unix seconds; the chain refuses the pass after it.' }),
      metadata_uri: Type.String({ description: "The NFT's metadata URI." }),
      status: Type.Union(NFT_TRANSFER_PASS_STATUSES.map((s) => Type.Literal(s))),
      from: Type.String({ description: "The holder's address (EIP-55): the pass's `from`, and its submitter." }),
      to: Type.String({ description: 'The target address (EIP-55).' }),
      token_id: Type.String(),
      nft_id: Type.String(),
      amount: Type.Integer(),
      nonce: Type.String(),
      contract_address: Type.String({
        description: 'CommunityNFT, the contract whose transferWithPass takes the pass.',
      }),
      chain_id: Type.Integer(),
      transfer_network_id: Type.String(),
      tx_hash: NullableString,
      submitted_by_server: Type.Boolean({
        description: 'True for a hot wallet: the server sent transferWithPass itself (see the transaction).',
      }),
    }),
    relationships: Type.Object({
      transaction: Type.Object({
        data: Nullable(Type.Object({ id: Type.String(), type: Type.Literal('transaction') })),
      }),
    }),
  },
  { $id: 'NftTransfer', description: 'A signed transfer pass of NFT copies to an outside address.' },
);

export const TRANSFER_SCHEMAS = [NftTransferSchema];

/** The facts of a pass the row does not hold. */
export interface TransferPresentContext {
  contractAddress: string;
  metadataUri: string;
  submittedByServer: boolean;
  transactionId: number | null;
}

export function presentTransfer(row: TransferPassRow, ctx: TransferPresentContext) {
  return {
    id: String(row.id),
    type: 'nft_transfer' as const,
    attributes: {
      signature: row.signature,
      valid_until_unix: Math.floor(row.validUntil.getTime() / 1000),
      metadata_uri: ctx.metadataUri,
      status: row.status,
      from: row.fromAddress,
      to: row.targetAddress,
      token_id: String(row.nftId),
      nft_id: String(row.nftId),
      amount: row.amount,
      nonce: String(row.id),
      contract_address: ctx.contractAddress,
      chain_id: row.chainId,
      transfer_network_id: String(row.chainId),
      tx_hash: row.txHash,
      submitted_by_server: ctx.submittedByServer,
    },
    relationships: {
      transaction: {
        data: ctx.transactionId === null ? null : { id: String(ctx.transactionId), type: 'transaction' as const },
      },
    },
  };
}
