import { definePolicy, refuse } from '../../platform/policy.ts';

/** What the NFT rules read of an NFT and the caller's copies of it. */
export interface NftFacts {
  publiclyVisible: boolean;
  /** The caller's copies (0 for a guest). */
  held: number;
}

/**
 * Who may do what with NFTs (docs/NFTS.md "Decisions"):
 * - an NFT exists for everybody while publicly visible; a hidden one only for its holders and
 *   admins (404 otherwise, as for a missing one);
 * - a benefit is redeemed by a signed-in holder of its NFT (403 for the others), once
 *   (409 ALREADY_REDEEMED, checked by the service against the redemption row);
 * - a post shows an NFT its author holds that is publicly visible (a hidden one would tell the
 *   post's readers that it exists and who holds it; docs/NFTS.md "NFTs in posts").
 */
export const nftsPolicy = definePolicy(
  'nfts',
  {
    /** Public, held by the caller, or any for admins. */
    see: (caller, nft: NftFacts) => nft.publiclyVisible || nft.held > 0 || caller?.admin === true,
    /** A holder of at least one copy. */
    redeem: (caller, nft: NftFacts) =>
      caller !== undefined && nft.held > 0
        ? true
        : refuse('FORBIDDEN', 'Only holders of this NFT can redeem its benefits.'),
    /** The author holds a copy of a publicly visible NFT. */
    show_in_post: (_caller, nft: NftFacts) => nft.publiclyVisible && nft.held > 0,
  },
  { hides: ['see'] },
);
