/**
 * The transmitter sessions of the endpoint: every open connection, and the newest accepted
 * session of each transmitter (in its handshake or online). A transmitter has one session: a
 * newer login takes over from the older one, here or at another node of the network.
 */
import type { CloseReason } from './session-host.js';
import type { TransmitterSession } from './session.js';

export class SessionRegistry {
  private readonly open = new Set<TransmitterSession>();
  /** By lower-case name. */
  private readonly claimed = new Map<string, TransmitterSession>();

  /** A connection was accepted. */
  opened(session: TransmitterSession): void {
    this.open.add(session);
  }

  /** The session's welcome line was accepted: an older session of its transmitter is closed. */
  claim(session: TransmitterSession): void {
    const name = session.name!;
    const previous = this.claimed.get(name);
    if (previous) {
      previous.replacedBy = session.addressText;
      previous.close('replaced');
    }
    this.claimed.set(name, session);
  }

  /**
   * A transmitter logged in at another node of the network: its session here is over (a dead
   * connection the transmitter has given up on, or a second one): the newest wins, as here.
   */
  takenOver(name: string, node: string): void {
    const session = this.claimed.get(name);
    if (!session) return;
    session.replacedBy = `node ${node}`;
    session.close('replaced');
  }

  /** The session ended (or was refused): it is neither open nor its transmitter's any more. */
  closed(session: TransmitterSession): void {
    this.open.delete(session);
    const name = session.name;
    if (name && this.claimed.get(name) === session) this.claimed.delete(name);
  }

  /** The newest accepted session of a lower-case name, online or not. */
  claimedBy(name: string): TransmitterSession | undefined {
    return this.claimed.get(name);
  }

  /** The session of a lower-case name that completed its handshake, if any. */
  online(name: string): TransmitterSession | undefined {
    const session = this.claimed.get(name);
    return session?.isOnline ? session : undefined;
  }

  /** The sessions that completed their handshake. */
  allOnline(): TransmitterSession[] {
    return [...this.claimed.values()].filter((session) => session.isOnline);
  }

  /** Ends every open connection. */
  closeAll(reason: CloseReason): void {
    for (const session of [...this.open]) session.close(reason);
  }
}
