/**
 * The NFTs posts show (docs/NFTS.md "NFTs in posts"): NFTs by id with one address's copies, in ONE
 * statement (SQL only, no rules).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nftBalances, nfts } from '../../db/schema.ts';
import { heldNftColumns, type HeldNftRow } from './repository.ts';

/** These NFTs (the ones that exist) with the copies `address` holds (0 without one), in ONE statement. */
export async function nftsWithCopies(db: Db, ids: readonly number[], address: string | null): Promise<HeldNftRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(heldNftColumns)
    .from(nfts)
    .leftJoin(nftBalances, and(eq(nftBalances.tokenId, nfts.id), eq(nftBalances.address, address ?? '')))
    .where(inArray(nfts.id, [...new Set(ids)]));
  return rows.map(({ nft, amount, frozen }) => ({ nft, amount, frozen }));
}
