/**
 * What other modules do when the chain's events arrive (docs/CHAIN.md "Effects"): each registers
 * the event names it handles once, and the indexer (and the relay, for the transactions it sent
 * itself) runs them inside the same database transaction that stores the events. An event is stored
 * once (`chain_events` is unique per chain, hash and log index), so every effect runs exactly once,
 * and is undone with direction -1 when a reorganisation removes its block.
 */
import type { Db } from '../../db/client.ts';
import type { ChainEventRow } from './indexer-repository.ts';

export type ChainEffect = (tx: Db, events: ChainEventRow[], direction: 1 | -1) => Promise<void>;

export class ChainEffects {
  private readonly handlers: Array<{ names: ReadonlySet<string>; apply: ChainEffect }> = [];

  /** Registers the handler of some event names (of the community contracts). */
  register(eventNames: readonly string[], apply: ChainEffect): void {
    this.handlers.push({ names: new Set(eventNames), apply });
  }

  /** Runs every handler with its events, in chain order (reversed for direction -1 by the caller). */
  async apply(tx: Db, events: ChainEventRow[], direction: 1 | -1): Promise<void> {
    for (const handler of this.handlers) {
      const mine = events.filter((e) => handler.names.has(e.eventName));
      if (mine.length > 0) await handler.apply(tx, mine, direction);
    }
  }
}
