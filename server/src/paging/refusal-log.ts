/**
 * The newest refused handshake of each name a transmitter logged in with, registered or not, so
 * that a transmitter's guide page can show why its software was turned away (a wrong key, a
 * callsign typed differently, a transmitter created only after its software first tried).
 * Kept in memory like the traffic counts: it answers "what happened just now", and a restart
 * starts afresh. Bounded, so a scanner trying many names cannot grow it: the oldest name goes.
 */
import type { HandshakeRefusal } from '@dapnet/model';

/** How many names are remembered. */
export const REFUSAL_NAMES = 1_000;

export class RefusalLog {
  /** By lower-case name, oldest first (a Map keeps insertion order). */
  private readonly newest = new Map<string, HandshakeRefusal>();

  constructor(private readonly capacity = REFUSAL_NAMES) {}

  add(refusal: HandshakeRefusal): void {
    const key = refusal.name.toLowerCase();
    this.newest.delete(key);
    this.newest.set(key, refusal);
    if (this.newest.size > this.capacity) {
      const oldest = this.newest.keys().next().value;
      if (oldest !== undefined) this.newest.delete(oldest);
    }
  }

  /** The newest refusal under a name, in any spelling. */
  last(name: string): HandshakeRefusal | null {
    return this.newest.get(name.toLowerCase()) ?? null;
  }
}
