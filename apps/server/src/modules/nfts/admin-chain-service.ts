/**
 * The admins' chain calls on an NFT (docs/NFTS.md "Admin: freezes and royalties"): freezing and
 * unfreezing a fan's copies and an NFT's royalty, through the admin's write-ahead path
 * (`AdminChainService`): recorded under the admin with the Idempotency-Key, simulated first (a
 * revert is 422 TRANSACTION_FAILED with the contract's error), sent once. The frozen counts follow
 * from the indexer's `TokensFrozen`/`TokensUnfrozen`.
 */
import type { Address } from 'viem';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { AdminChainService, type ChainHolder, type TransactionRow } from '../chain/index.ts';
import { findNftRow, mintRecipient } from './repository.ts';
import { checksummed } from './service.ts';

export class NftChainAdmin {
  private readonly chainAdmin: AdminChainService;

  constructor(
    private readonly db: Db,
    chain: ChainHolder,
  ) {
    this.chainAdmin = new AdminChainService(db, chain);
  }

  /** Freezes (or unfreezes) a fan's copies; 404 for an unknown NFT or user, 422 NO_WALLET without a wallet. */
  async freeze(
    nftId: number,
    input: { user_id: string; amount: number },
    key: string,
    by: number,
    direction: 'freeze' | 'unfreeze',
  ): Promise<{ row: TransactionRow; created: boolean }> {
    if (!(await findNftRow(this.db, nftId))) throw new AppError('NOT_FOUND');
    const user = await mintRecipient(this.db, Number(input.user_id));
    if (!user) throw new AppError('NOT_FOUND');
    const address = checksummed(user.wallet);
    if (!address) throw new AppError('NO_WALLET');
    return this.chainAdmin.freeze(by, { address, nft_id: String(nftId), amount: String(input.amount) }, key, direction);
  }

  /** Sets an NFT's royalty; 404 for an unknown NFT. */
  async royalty(
    nftId: number,
    input: { receiver: string; fee_bps: number },
    key: string,
    by: number,
  ): Promise<{ row: TransactionRow; created: boolean }> {
    if (!(await findNftRow(this.db, nftId))) throw new AppError('NOT_FOUND');
    return this.chainAdmin.nftRoyalty(
      by,
      { tokenId: BigInt(nftId), receiver: input.receiver as Address, feeBps: input.fee_bps },
      key,
    );
  }
}
