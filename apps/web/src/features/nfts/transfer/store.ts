/**
 * The NFT transfer's state for the whole app (one transfer at a time): the dialog reads it, the flow
 * moves it, and every route change of the browsing history resets it (docs/NFTS.md "Transfer out").
 */
import { useSyncExternalStore } from 'react';
import { browsingHistory } from '../../../kernel/browsing-history.ts';
import { IDLE, transferReducer, type TransferEvent, type TransferState } from './state.ts';

let state: TransferState = IDLE;
const listeners = new Set<() => void>();

export const transferStore = {
  get: (): TransferState => state,
  dispatch(event: TransferEvent): TransferState {
    const next = transferReducer(state, event);
    if (next !== state) {
      state = next;
      for (const listener of listeners) listener();
    }
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

browsingHistory.subscribe(() => transferStore.dispatch({ type: 'reset' }));

/** The transfer's state, drawn again when it changes. */
export function useTransferState(): TransferState {
  return useSyncExternalStore(transferStore.subscribe, transferStore.get, () => IDLE);
}
