import type { BoostableType } from '../api.ts';
import type { WalletCall } from './protocol.ts';

/** The CommunityActions function that boosts each boostable type. */
export const BOOST_FUNCTIONS: Record<BoostableType, string> = {
  comment: 'boostComment',
  content: 'boostContent',
  idea: 'boostIdea',
  ama_question: 'boostAmaQuestion',
  group_post: 'boostGroupPost',
  feed_post: 'boostFeedPost',
};

/** The actions-contract call of a boost the fan signs: `boostX(itemId, amountUnits)`. */
export function boostCall(actions: string, type: BoostableType, itemId: string, amount: bigint): WalletCall {
  return {
    contractName: 'actions',
    contractAddress: actions,
    functionName: BOOST_FUNCTIONS[type],
    parameters: [itemId, amount.toString()],
  };
}

/** The actions-contract call of an unlock the fan signs: `unlockContent(contentId, price)`. */
export function unlockCall(actions: string, contentId: string, price: string): WalletCall {
  return {
    contractName: 'actions',
    contractAddress: actions,
    functionName: 'unlockContent',
    parameters: [contentId, price],
  };
}

/** The CommunityActions address of the current user (`actions_address`; null while the chain is off). */
export function actionsAddressOf(user: { actions_address?: string | null } | null): string | null {
  return user?.actions_address || null;
}
