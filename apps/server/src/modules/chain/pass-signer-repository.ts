/** Where the NFT pass signer's sealed key is kept (`server_secrets`; docs/NFTS.md "Transfer out"). Queries only. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema.ts';

const NAME = 'nft_pass_signer';

/**
 * The sealed key of the pass signer: `sealed` is written when none is stored yet (insert if absent,
 * so two starts keep one key), and the stored one is answered.
 */
export async function storedPassSignerKey(db: Db, sealed: () => string): Promise<string> {
  const [before] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, NAME));
  if (before) return before.value;
  await db.insert(serverSecrets).values({ name: NAME, value: sealed() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, NAME));
  if (!row) throw new Error('the NFT pass signer key is missing');
  return row.value;
}
