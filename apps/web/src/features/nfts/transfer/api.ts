import { unwrap, type paths } from '@tribune/api-client';
import { NFTS_FAILURE } from '@tribune/domain';
import { api } from '../../../kernel/api.ts';
import { loggingFailure } from '../../../kernel/api-answers.ts';

type TransferDoc = paths['/v2/nft_transfers']['post']['responses'][201]['content']['application/json'];
/** A signed pass and what the wallet submits (`nft_transfer`). */
export type NftTransfer = TransferDoc['data'];

const logged = <T>(what: string, call: () => Promise<T>) => loggingFailure(NFTS_FAILURE, what, call);

/** POST /v2/nft_transfers: a pass for copies of an NFT to an outside address (a hot wallet's is sent at once). */
export function requestTransfer(
  input: { nftId: string; amount: number; target: string; networkId: string },
  idempotencyKey: string,
): Promise<NftTransfer> {
  return logged(
    'request nft transfer',
    async () =>
      unwrap(
        await api.POST('/v2/nft_transfers', {
          params: { header: { 'idempotency-key': idempotencyKey } },
          body: {
            nft_transfer: {
              transfer_network_id: input.networkId,
              amount: input.amount,
              nft_id: input.nftId,
              target_address: input.target.trim(),
            },
          },
        }),
      ).data,
  );
}

/** POST /v2/nft_transfers/{id}/success (`transferSuccess`): the fan's own wallet sent the pass in `txHash`. */
export function reportTransferSuccess(id: string, txHash: string): Promise<NftTransfer> {
  return logged(
    'report nft transfer',
    async () =>
      unwrap(await api.POST('/v2/nft_transfers/{id}/success', { params: { path: { id } }, body: { tx_hash: txHash } }))
        .data,
  );
}
