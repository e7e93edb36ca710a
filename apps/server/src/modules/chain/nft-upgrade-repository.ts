/**
 * The queries of the CommunityNFT upgrade (nft-upgrade.ts, docs/NFTS.md "Upgrading the NFT
 * contract"): the indexed holdings it copies, and the switch of the remembered NFT address.
 */
import { eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chainDeployments, nftBalances } from '../../db/schema.ts';

/** One indexed holding: an address's copies and frozen copies of a token id. */
export interface IndexedHolding {
  address: string;
  tokenId: number;
  balance: bigint;
  frozen: bigint;
}

/** Every indexed holding with copies (or frozen copies), by address and token id. */
export async function indexedHoldings(db: Db): Promise<IndexedHolding[]> {
  const rows = await db
    .select()
    .from(nftBalances)
    .where(or(gt(nftBalances.balance, '0'), gt(nftBalances.frozen, '0')))
    .orderBy(nftBalances.address, nftBalances.tokenId);
  return rows.map((r) => ({
    address: r.address,
    tokenId: Number(r.tokenId),
    balance: BigInt(r.balance),
    frozen: BigInt(r.frozen),
  }));
}

/** Points the chain's deployment at another CommunityNFT. */
export async function switchNftAddress(tx: Db, chainId: number, address: string): Promise<void> {
  await tx.update(chainDeployments).set({ nftAddress: address }).where(eq(chainDeployments.chainId, chainId));
}
