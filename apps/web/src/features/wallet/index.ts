import { lazy } from 'react';

// The wallet feature's public surface: the boost button and the unlock of other features' items,
// the token vote of votings, the balance query the shell prefetches at start. The wallet page itself
// is loaded lazily by the shell.
export type { BoostableType, BoostState } from './api.ts';
export { BoostButton, type BoostButtonProps } from './BoostButton.tsx';
export { UnlockButton } from './UnlockButton.tsx';
export { TokenVoteForm, TokenVotes } from './TokenVote.tsx';
export { balanceQuery, walletKeys } from './queries.ts';
export { applyBoost, contentPrice, withInitialBoost } from './logic.ts';
export { formatUnits } from './units.ts';
export { InitialBoostField, initialBoostUnits } from './InitialBoostField.tsx';
export { rememberInitialBoost } from './initial-boosts.ts';
export { createHotWallet } from './api.ts';
export { useWallet, WalletCancelledError, WalletProvider, type WalletApi } from './frame/WalletContext.tsx';
// The NFT transfer out (docs/NFTS.md "Transfer out").
export { walletNetworkQuery } from './queries.ts';
export type { WalletNetwork } from './api.ts';
export { ensureWalletChain, readNftBalance, walletFailureText } from './nft-transfer.ts';

/** The boost button as a chunk of its own, for lists loaded late (the feed's posts): wrap it in Suspense. */
export const LazyBoostButton = lazy(() => import('./BoostButton.tsx').then((m) => ({ default: m.BoostButton })));
