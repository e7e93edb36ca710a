/**
 * The NFTs a post form asks to show (docs/NFTS.md "NFTs in posts"): while the module `nfts` is on,
 * checked by the nfts module (publicly visible NFTs the author holds, at most MAX_POST_NFTS);
 * while it is off, the old refusal.
 */
import type { Caller } from '../auth/index.ts';
import type { PostNftsPort } from './documents.ts';
import { assertNoNfts, type PostForm, type PostResource } from './input.ts';

/**
 * The NFT ids to store with the post, checked; undefined when the form names none and the post's
 * NFTs stay as they are (an edit without nft_ids; a new post stores none).
 */
export async function checkedPostNfts(
  nfts: PostNftsPort | undefined,
  caller: Caller,
  form: PostForm,
  resource: PostResource,
): Promise<number[] | undefined> {
  if (!nfts?.enabled()) {
    assertNoNfts(form, resource);
    return undefined;
  }
  if (!form.hasNfts) return undefined;
  return nfts.check(caller, form.nftIds, `${resource}.nft_ids`);
}
