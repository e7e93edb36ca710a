import type { ChatRealtimeEvent } from '@tribune/domain';
import type { EventBus } from '../../lib/event-bus.ts';

/** Where a connected client receives its events (a WebSocket, in practice). */
export interface RealtimeSink {
  send(text: string): void;
}

interface Envelope {
  u: number[];
  e: ChatRealtimeEvent;
}

const CHANNEL = 'realtime';

/**
 * Delivers events to the users' connected clients on every server instance: an event is
 * published once on the bus (in-process, or Redis pub/sub with several instances) and each
 * instance hands it to the sockets of those users that it holds. At most once: PostgreSQL is
 * the source of truth and a reconnecting client resyncs by cursor.
 */
export class RealtimeHub {
  private readonly sinks = new Map<number, Set<RealtimeSink>>();

  private constructor(private readonly bus: EventBus) {}

  /** A hub subscribed to the bus. */
  static async create(bus: EventBus): Promise<RealtimeHub> {
    const hub = new RealtimeHub(bus);
    await bus.subscribe(CHANNEL, (message) => hub.deliver(message));
    return hub;
  }

  /** Sends an event to every connected client of these users, on any instance. */
  async publish(userIds: readonly number[], event: ChatRealtimeEvent): Promise<void> {
    if (userIds.length === 0) return;
    const envelope: Envelope = { u: [...new Set(userIds)], e: event };
    await this.bus.publish(CHANNEL, JSON.stringify(envelope));
  }

  /** Registers a client of a user on this instance; the returned function removes it. */
  attach(userId: number, sink: RealtimeSink): () => void {
    let set = this.sinks.get(userId);
    if (!set) {
      set = new Set();
      this.sinks.set(userId, set);
    }
    set.add(sink);
    return () => {
      const current = this.sinks.get(userId);
      if (!current) return;
      current.delete(sink);
      if (current.size === 0) this.sinks.delete(userId);
    };
  }

  /** How many clients this instance holds (health, tests, bench). */
  connectionCount(): number {
    let n = 0;
    for (const set of this.sinks.values()) n += set.size;
    return n;
  }

  private deliver(message: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch {
      return;
    }
    if (!Array.isArray(envelope.u)) return;
    // Serialise once per event, not once per socket.
    const text = JSON.stringify(envelope.e);
    for (const userId of envelope.u) {
      const set = this.sinks.get(userId);
      if (!set) continue;
      for (const sink of set) {
        try {
          sink.send(text);
        } catch {
          // A socket closing under us: its close handler detaches it.
        }
      }
    }
  }
}
