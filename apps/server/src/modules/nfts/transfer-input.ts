/** The request schemas of transfers out and of the admins' freezes and royalties (docs/NFTS.md "Transfer out"). */
import { Type, type Static } from 'typebox';
import { Int64Id } from '../../http/input.ts';

/** `{ nft_transfer: { transfer_network_id, amount, nft_id, target_address } }`: ask for a pass. */
export const TransferBody = Type.Object(
  {
    nft_transfer: Type.Object(
      {
        transfer_network_id: Type.String({
          pattern: '^[0-9]{1,16}$',
          description: 'The network (`public_blockchain_network` id: its chain id) the copies leave on.',
        }),
        amount: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
        nft_id: Int64Id,
        target_address: Type.String({ minLength: 1, maxLength: 100, description: 'The address the copies go to.' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type TransferInput = Static<typeof TransferBody>['nft_transfer'];

/** `{ tx_hash }`: the transaction the fan's own wallet sent with the pass. */
export const TransferSuccessBody = Type.Object(
  { tx_hash: Type.String({ pattern: '^0x[0-9a-fA-F]{64}$', maxLength: 66 }) },
  { additionalProperties: false },
);

/** `{ freeze: { user_id, amount } }`: freeze or unfreeze a fan's copies. */
export const FreezeBody = Type.Object(
  {
    freeze: Type.Object(
      { user_id: Int64Id, amount: Type.Integer({ minimum: 1, maximum: 1_000_000 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** `{ royalty: { receiver, fee_bps } }`: an NFT's royalty (ERC-2981), in basis points of its price. */
export const RoyaltyBody = Type.Object(
  {
    royalty: Type.Object(
      {
        receiver: Type.String({ pattern: '^0x[0-9a-fA-F]{40}$', maxLength: 42 }),
        fee_bps: Type.Integer({ minimum: 0, maximum: 10_000 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
