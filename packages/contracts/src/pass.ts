import type { Address } from 'viem';

/**
 * The EIP-712 pass CommunityNFT.transferWithPass executes: signed (`signTypedData`) by a key with
 * `PASS_SIGNER_ROLE`, submitted by `from` itself; `nonce` is usable once per contract.
 */
export type NftPass = {
  from: Address;
  to: Address;
  id: bigint;
  amount: bigint;
  nonce: bigint;
  /** Unix seconds; the pass is refused after it. */
  validUntil: bigint;
};

export const PASS_TYPES = {
  Pass: [
    { name: 'from', type: 'address' },
    { name: 'to', type: 'address' },
    { name: 'id', type: 'uint256' },
    { name: 'amount', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'validUntil', type: 'uint256' },
  ],
} as const;

/** The EIP-712 domain of a deployed CommunityNFT. */
export function nftPassDomain(chainId: number, nft: Address) {
  return { name: 'CommunityNFT', version: '1', chainId, verifyingContract: nft } as const;
}
