/**
 * The browsing history (docs/NFTS.md "Transfer out", web): every route change is recorded with the
 * time it happened, and whoever keeps state that a route change ends (the NFT transfer) listens.
 * One store per tab, in memory; the shell records (`useRecordBrowsingHistory`).
 */
import { useEffect } from 'react';

/** One visited route and when (ms since the epoch). */
export interface BrowsingEntry {
  path: string;
  at: number;
}

/** The most recent routes kept. */
export const BROWSING_HISTORY_SIZE = 50;

type Listener = (entry: BrowsingEntry) => void;

/** A browsing history: `record` a route (the same route again is no change), `subscribe` to changes. */
export class BrowsingHistory {
  private list: BrowsingEntry[] = [];
  private readonly listeners = new Set<Listener>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Records `path` as the current route; answers whether it was a change (and told the listeners). */
  record(path: string): boolean {
    if (this.list.at(-1)?.path === path) return false;
    const entry = { path, at: this.now() };
    this.list = [...this.list, entry].slice(-BROWSING_HISTORY_SIZE);
    for (const listener of this.listeners) listener(entry);
    return true;
  }

  /** The routes visited, oldest first. */
  entries(): readonly BrowsingEntry[] {
    return this.list;
  }

  /** Calls `listener` at every route change from now on; answers the unsubscribe. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The app's browsing history. */
export const browsingHistory = new BrowsingHistory();

/** Records every change of the route's path (the shell calls it with the router's location). */
export function useRecordBrowsingHistory(pathname: string): void {
  useEffect(() => {
    browsingHistory.record(pathname);
  }, [pathname]);
}
