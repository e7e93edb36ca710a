/**
 * The Gift NFT dialog as a state machine (docs/NFTS.md "Gifting"): the select step (a recipient and
 * an NFT), the confirm step, the result; the gift's states gifting, gifted, failed, and reset. A pure
 * reducer: a late answer of a gift that was reset meanwhile (its key no longer current) is ignored.
 */

/** The fan a gift goes to, as the dialog shows them. */
export interface GiftRecipient {
  slug: string;
  name: string;
  avatar: string | null;
  verified: boolean;
}

/** The NFT chosen to give. */
export interface GiftChoice {
  id: string;
  name: string;
}

/** Where the dialog is. */
export type GiftStep = 'select' | 'confirm' | 'result';
/** The gift itself. */
export type GiftStatus = 'idle' | 'gifting' | 'gifted' | 'failed';

export interface GiftState {
  step: GiftStep;
  recipient: GiftRecipient | null;
  nft: GiftChoice | null;
  status: GiftStatus;
  /** The Idempotency-Key of the gift being sent (one per confirmation, reused by its retry). */
  key: string | null;
}

export type GiftEvent =
  | { type: 'pickRecipient'; recipient: GiftRecipient }
  | { type: 'clearRecipient' }
  | { type: 'pickNft'; nft: GiftChoice }
  | { type: 'review' }
  | { type: 'back' }
  | { type: 'send'; key: string }
  | { type: 'gifted'; key: string }
  | { type: 'failed'; key: string }
  | { type: 'reset'; recipient: GiftRecipient | null; nft?: GiftChoice | null };

/** The dialog as it opens: the select step, with what the opener gives (the chat's partner, an NFT's page). */
export function initialGift(recipient: GiftRecipient | null = null, nft: GiftChoice | null = null): GiftState {
  return { step: 'select', recipient, nft, status: 'idle', key: null };
}

/** The next state; events that make no sense where the dialog is leave it as it is. */
export function giftReducer(state: GiftState, event: GiftEvent): GiftState {
  switch (event.type) {
    case 'pickRecipient':
      return state.step === 'select' ? { ...state, recipient: event.recipient } : state;
    case 'clearRecipient':
      return state.step === 'select' ? { ...state, recipient: null } : state;
    case 'pickNft':
      return state.step === 'select' ? { ...state, nft: event.nft } : state;
    case 'review':
      return state.step === 'select' && state.recipient && state.nft ? { ...state, step: 'confirm' } : state;
    case 'back':
      return state.step === 'confirm' && state.status !== 'gifting' ? { ...state, step: 'select' } : state;
    case 'send':
      return state.step === 'confirm' && state.status === 'idle'
        ? { ...state, status: 'gifting', key: event.key }
        : state;
    case 'gifted':
    case 'failed':
      // The result is shown once a gifted NFT or an error appears, for the gift still current.
      return state.status === 'gifting' && state.key === event.key
        ? { ...state, step: 'result', status: event.type }
        : state;
    case 'reset':
      return initialGift(event.recipient, event.nft ?? null);
    default:
      return state;
  }
}

/** Why Send is disabled on the select step, if it is (the spec's texts, by key). */
export type SendBlock = 'limit' | 'noDuplicates' | 'incomplete' | null;

/**
 * Send is enabled only with both an NFT and a recipient; it is disabled when today's gifts are at
 * or above the daily limit, or when the fan has no tradable duplicates.
 */
export function sendBlock(
  state: GiftState,
  facts: { limit: number; today: number; hasDuplicates: boolean } | null,
): SendBlock {
  if (facts && facts.today >= facts.limit) return 'limit';
  if (facts && !facts.hasDuplicates) return 'noDuplicates';
  if (!state.recipient || !state.nft || !facts) return 'incomplete';
  return null;
}
