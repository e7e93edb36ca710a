import type { EventBus } from '../../lib/event-bus.ts';
import type { UserRow } from './repository.ts';

/** The bus channel on which a changed user row is announced to every instance. */
export const USER_CHANGED_CHANNEL = 'users.changed';

interface Entry {
  user: UserRow;
  /** The claims fingerprint the row was read with: other claims go to the database. */
  fingerprint: string;
  /** The day `last_day_active` was written for: a new day goes to the database once. */
  day: string;
  /** Epoch ms after which the entry is not used. */
  expiresAt: number;
}

/**
 * The callers' user rows by token subject, so an authenticated request reads no row and writes
 * nothing while the claims and the day stay the same. An entry lives until the token expires
 * and at most `maxAgeMs` (the bus is at-most-once: a lost invalidation heals within that);
 * a change of status, role or profile drops it on every instance through the event bus.
 */
export class UserCache {
  private readonly entries = new Map<string, Entry>();

  private constructor(
    private readonly bus: EventBus | undefined,
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
  ) {}

  /** A cache that listens for invalidations on the bus (none: this process only). */
  static async create(bus?: EventBus, opts: { maxAgeMs?: number; maxEntries?: number } = {}): Promise<UserCache> {
    const cache = new UserCache(bus, opts.maxAgeMs ?? 60_000, opts.maxEntries ?? 50_000);
    await bus?.subscribe(USER_CHANGED_CHANNEL, (uid) => cache.entries.delete(uid));
    return cache;
  }

  /** The cached row when it is still valid for these claims on this day. */
  get(uid: string, fingerprint: string, day: string, now = Date.now()): UserRow | undefined {
    const entry = this.entries.get(uid);
    if (!entry) return undefined;
    if (entry.expiresAt <= now || entry.fingerprint !== fingerprint || entry.day !== day) {
      this.entries.delete(uid);
      return undefined;
    }
    return entry.user;
  }

  /** Remembers a row read or written for these claims; `tokenExp` in epoch seconds bounds its life. */
  set(user: UserRow, fingerprint: string, day: string, tokenExp?: number, now = Date.now()): void {
    const expiresAt = Math.min(now + this.maxAgeMs, tokenExp ? tokenExp * 1000 : Infinity);
    this.entries.delete(user.uid);
    // Oldest first in a Map: dropping the first keys bounds the memory of a flood of subjects.
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(user.uid, { user, fingerprint, day, expiresAt });
  }

  /** Drops a user's entry here and on every other instance. */
  async invalidate(uid: string): Promise<void> {
    this.entries.delete(uid);
    await this.bus?.publish(USER_CHANGED_CHANNEL, uid);
  }
}
