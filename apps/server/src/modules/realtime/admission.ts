/**
 * Counts the realtime sockets of each address that have not authenticated yet. Opening a socket
 * costs nothing and an account is only needed for the auth frame, so these are the ones a single
 * client can pile up; authenticated sockets are bounded by accounts and the sign-in limits.
 */
export class PendingSockets {
  private readonly counts = new Map<string, number>();

  constructor(private readonly cap: number) {}

  /** Takes a slot for the address: a release function (safe to call twice), or undefined when the address is full. */
  admit(address: string): (() => void) | undefined {
    const count = this.counts.get(address) ?? 0;
    if (count >= this.cap) return undefined;
    this.counts.set(address, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(address) ?? 1) - 1;
      if (left > 0) this.counts.set(address, left);
      else this.counts.delete(address);
    };
  }

  /** The sockets of an address still waiting to authenticate. */
  pending(address: string): number {
    return this.counts.get(address) ?? 0;
  }
}
