import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/** Whether this document started from the server's HTML (false: the browser renders by itself). */
let fromServerHtml = true;

/**
 * Tells the kernel the browser renders by itself, with no server HTML to match (the service
 * worker's cached shell): `useHydrated()` is true from the first render.
 */
export function renderingWithoutServerHtml(): void {
  fromServerHtml = false;
}

/**
 * False while the server renders a page and while the browser hydrates it, true afterwards (and
 * from the start when the browser renders by itself). What only the browser knows (the session,
 * stored choices, the network state) is read behind it, so the first render in the browser draws
 * exactly what the server sent (docs/DECISIONS.md "Server rendering").
 *
 * A state and a layout effect, not `useSyncExternalStore`'s server snapshot: the app runs on
 * Preact's compatibility layer, which has no server snapshot (docs/DECISIONS.md "Preact in the
 * build"). Every component starts from the server's answer when the page came from the server,
 * wherever it mounts: Preact hydrates a lazy page's subtree later than the shell and adopts its
 * DOM without patching it, so a component that drew the browser's state there left the server's
 * element in place (the sign-in link where the bell belongs). The flip happens before the paint.
 */
export function useHydrated(): boolean {
  const [done, setDone] = useState(!fromServerHtml);
  useLayoutEffect(() => {
    if (!done) setDone(true);
  }, [done]);
  return done;
}

/**
 * `browserValue` once this component is past hydration, `serverValue` while it hydrates (see
 * `useHydrated`). When the two are the same (`same`), nothing flips: the component is not drawn a
 * second time right after hydration (#11: a stranger's session is the server's, and every card,
 * section and menu that read it was drawn twice on the first view). When the browser's value
 * differs, now or later, the component flips before the paint, as with `useHydrated`.
 */
export function useAfterHydration<T>(serverValue: T, browserValue: T, same: (a: T, b: T) => boolean = Object.is): T {
  const [done, setDone] = useState(!fromServerHtml);
  const differs = !same(serverValue, browserValue);
  useLayoutEffect(() => {
    if (!done && differs) setDone(true);
  }, [done, differs]);
  return done || !differs ? browserValue : serverValue;
}

/**
 * `useSyncExternalStore` with a server snapshot that holds on the server and during hydration:
 * `serverSnapshot()` until the first render is over, the store's own snapshot after; a component
 * whose store says what the server said is not drawn again (`useAfterHydration`).
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  serverSnapshot: () => T,
  same: (a: T, b: T) => boolean = Object.is,
): T {
  const value = useSyncExternalStore(subscribe, inBrowser ? getSnapshot : serverSnapshot);
  return useAfterHydration(serverSnapshot(), value, same);
}

/** True when this code runs in a browser (not in the server's rendering). */
export const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

/**
 * Text a visitor typed into a server-rendered field before the page was hydrated: Preact adopts the
 * element as it is and keeps what was typed, but the component's state still holds the server's
 * value and the keystrokes had no handler yet. Once hydrated, the typed text becomes the state, so
 * a search typed on a slow phone before the scripts ran is not lost.
 */
export function useTypedBeforeHydration(
  ref: { readonly current: HTMLInputElement | HTMLTextAreaElement | null },
  value: string,
  adopt: (typed: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) adopt(typed);
    // Once, when the field is adopted: later changes go through its handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** A part of the page that hydrates later (`HydrateLater`): its turn, and whether it has come. */
export interface LaterHydrationSlot {
  released: boolean;
  turn: Promise<void>;
}

/** The parts waiting for their turn, in the order they were met (top of the page first). */
const waiting: Array<{ slot: LaterHydrationSlot; release: () => void }> = [];
let releasing = false;
/** Closed by the first navigation in the app: what mounts after it was never in the server's HTML. */
let firstViewOpen = true;

/** Tells the kernel the fan has navigated in the app: no part waits for a later hydration anymore. */
export function firstViewLeft(): void {
  firstViewOpen = false;
}

/**
 * A turn of its own for a part of the page that the server drew, while the browser hydrates the
 * first view; null (draw now) on the server, when the browser draws the page itself, and after
 * the first navigation. Turns come one per task, in order: each part is hydrated in a task of its
 * own, after the task that met it.
 */
export function laterHydrationSlot(): LaterHydrationSlot | null {
  if (!inBrowser || !fromServerHtml || !firstViewOpen) return null;
  let release = () => {};
  const slot: LaterHydrationSlot = {
    released: false,
    turn: new Promise<void>((resolve) => {
      release = resolve;
    }),
  };
  waiting.push({
    slot,
    release: () => {
      slot.released = true;
      release();
    },
  });
  if (!releasing) {
    releasing = true;
    setTimeout(releaseNext, 0);
  }
  return slot;
}

function releaseNext(): void {
  const next = waiting.shift();
  if (!next) {
    releasing = false;
    return;
  }
  // The part hydrates in this task (Preact renders a resumed part in a microtask of it); the next
  // waits for a task of its own.
  next.release();
  setTimeout(releaseNext, 0);
}
