import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true afterwards (and
 * from the start when the browser renders by itself). What only the browser knows (the session,
 * stored choices, the network state) is read behind it, so the first render in the browser draws
 * exactly what the server sent (docs/DECISIONS.md "Server rendering").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** True when this code runs in a browser (not in the server's rendering). */
export const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';
