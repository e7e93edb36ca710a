import { lazy } from 'react';

// The NFTs feature's public surface (its pages are loaded lazily by the shell): the card and its
// skeletons, a user's NFTs for their profile, the paths of the NFT area.
export { userNftsQuery, type Nft, type NftListPage, type NftRecords } from './api.ts';
export { NftCard, NftsSkeleton, type NftsSkeletonLayout } from './NftCard.tsx';
export { PostNftCards, PostNftPicker, postNftsOf } from './PostNfts.tsx';
export { myNftsPath, nftCollectionPath, nftPath, nftsPath } from './paths.ts';
export type { GiftChoice, GiftRecipient } from './gift/machine.ts';

/** The Gift NFT dialog (docs/NFTS.md "Gifting") as a chunk of its own: wrap it in Suspense. */
export const GiftNftDialog = lazy(() => import('./gift/GiftNftDialog.tsx'));
