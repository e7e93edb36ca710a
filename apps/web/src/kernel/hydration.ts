import { useEffect, useState, useSyncExternalStore } from 'react';

/** Whether the first render in this document is over (or never had a server's HTML to match). */
let hydrated = false;

/**
 * Tells the kernel the browser renders by itself, with no server HTML to match (the service
 * worker's cached shell): `useHydrated()` is true from the first render.
 */
export function renderingWithoutServerHtml(): void {
  hydrated = true;
}

/**
 * False while the server renders a page and while the browser hydrates it, true afterwards (and
 * from the start when the browser renders by itself). What only the browser knows (the session,
 * stored choices, the network state) is read behind it, so the first render in the browser draws
 * exactly what the server sent (docs/DECISIONS.md "Server rendering").
 *
 * A state and an effect, not `useSyncExternalStore`'s server snapshot: the app runs on Preact's
 * compatibility layer, which has no server snapshot (docs/DECISIONS.md "Preact in the build").
 */
export function useHydrated(): boolean {
  const [done, setDone] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setDone(true);
  }, []);
  return done;
}

/**
 * `useSyncExternalStore` with a server snapshot that holds on the server and during hydration:
 * `serverSnapshot()` until the first render is over, the store's own snapshot after.
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  serverSnapshot: () => T,
): T {
  const isHydrated = useHydrated();
  const value = useSyncExternalStore(subscribe, inBrowser ? getSnapshot : serverSnapshot);
  return isHydrated ? value : serverSnapshot();
}

/** True when this code runs in a browser (not in the server's rendering). */
export const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';
