import type { BoostableType, BoostState } from './api.ts';
import { withInitialBoost } from './logic.ts';

// docs/CHAIN.md "The wallet page and the app": an idea or question created with an initial boost greater than the boosts the
// server returned gets the difference locally. Remembered per item for this page load, so the
// lists that reload after the creation show it too, until the server's count catches up.
const initialBoosts = new Map<string, string>();

/** Records the initial boost a new item was created with (base units). */
export function rememberInitialBoost(type: BoostableType, id: string, initialBoost: string | undefined): void {
  if (initialBoost) initialBoosts.set(`${type}:${id}`, initialBoost);
}

/** An item's counters with its remembered initial boost applied. */
export function withRememberedBoost(type: BoostableType, id: string, state: BoostState): BoostState {
  const initial = initialBoosts.get(`${type}:${id}`);
  return initial ? withInitialBoost(state, initial) : state;
}
