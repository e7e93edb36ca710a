/**
 * The NFT transfer's states (docs/NFTS.md "Transfer out", web): idle → requesting (the pass) →
 * signing (the fan's wallet: the frame or the extension) → submitting (sent: the server's for a hot
 * wallet, the report of the fan's own send) → waiting (for the receipt) → succeeded, or failed with a
 * friendly message. A reset (every route change) ends a run: its late events change nothing. Pure.
 */
export const TRANSFER_PHASES = [
  'idle',
  'requesting',
  'signing',
  'submitting',
  'waiting',
  'succeeded',
  'failed',
] as const;
export type TransferPhase = (typeof TRANSFER_PHASES)[number];

export interface TransferState {
  phase: TransferPhase;
  /** The run the state belongs to; a new run or a reset takes the next number. */
  run: number;
  nftId: string | null;
  target: string | null;
  /** The failure's text (failed), or null. */
  message: string | null;
  /** Succeeded, but the server's send had no receipt yet. */
  pending: boolean;
}

export type TransferEvent =
  | { type: 'start'; nftId: string; target: string }
  | { type: 'phase'; run: number; phase: 'signing' | 'submitting' | 'waiting' }
  | { type: 'succeeded'; run: number; pending?: boolean }
  | { type: 'failed'; run: number; message: string }
  | { type: 'reset' };

export const IDLE: TransferState = { phase: 'idle', run: 0, nftId: null, target: null, message: null, pending: false };

/** Whether a run is under way (its dialog cannot start another). */
export function inProgress(state: TransferState): boolean {
  return state.phase !== 'idle' && state.phase !== 'succeeded' && state.phase !== 'failed';
}

export function transferReducer(state: TransferState, event: TransferEvent): TransferState {
  if (event.type === 'start') {
    if (inProgress(state)) return state;
    return { ...IDLE, run: state.run + 1, phase: 'requesting', nftId: event.nftId, target: event.target };
  }
  if (event.type === 'reset') return { ...IDLE, run: state.run + 1 };
  // A late event of a run that ended (reset, or finished) changes nothing.
  if (event.run !== state.run || !inProgress(state)) return state;
  if (event.type === 'phase') return { ...state, phase: event.phase };
  if (event.type === 'succeeded') return { ...state, phase: 'succeeded', pending: event.pending === true };
  return { ...state, phase: 'failed', message: event.message };
}
