/**
 * What the log tells an operator about transmitter connections: connects, refusals and
 * disconnects with the transmitter's name, address and reason, a replacement with both
 * addresses. While a transmitter flaps, the flap reporter (flap-reporter.ts) counts these lines
 * and logs one summary a minute instead.
 */
import type { FlapReporter } from './flap-reporter.js';
import type { PagingLog } from './paging-log.js';
import type { CloseReason } from './session-host.js';
import type { TransmitterSession } from './session.js';
import type { Refusal } from './wire.js';

/** The history's words for the ways a session ends, beside the protocol's own lines. */
export const CLOSE_DETAILS: Record<CloseReason, string | undefined> = {
  remote: undefined,
  error: undefined,
  replaced: 'Replaced by a new connection',
  changed: 'Transmitter changed or deleted',
  timeout: 'Handshake timed out',
  shutdown: 'Server stopped',
};

export class ConnectionLog {
  constructor(
    private readonly log: PagingLog,
    private readonly flaps: FlapReporter,
  ) {}

  /** `name` as the software sent it (none when the welcome line was malformed). */
  refused(name: string | undefined, address: string, refusal: Refusal): void {
    const key = name?.toLowerCase();
    if (key && !this.flaps.trouble(key, 'refused', { by: address })) return;
    this.log.info(
      { transmitter: name, address, refusal },
      `Transmitter ${name ?? '(no name)'} refused from ${address}: ${refusal}`,
    );
  }

  connected(session: TransmitterSession): void {
    const name = session.name!;
    const welcome = session.welcome!;
    const address = session.addressText;
    if (!this.flaps.routine(name)) return;
    this.log.info(
      {
        transmitter: name,
        address,
        deviceType: welcome.deviceType,
        deviceVersion: welcome.deviceVersion,
      },
      `Transmitter ${name} connected from ${address} (${welcome.deviceType} v${welcome.deviceVersion})`,
    );
  }

  /** A replacement names both addresses; while the transmitter flaps, the minute's summary does. */
  disconnected(session: TransmitterSession, name: string, reason: CloseReason): void {
    const address = session.addressText;
    const waiting = session.queue.size;
    const notSent = waiting > 0 ? `, ${waiting} messages not sent` : '';
    if (reason === 'replaced') {
      const by = session.replacedBy ?? 'unknown';
      if (!this.flaps.trouble(name, 'replaced', { closed: address, by })) return;
      this.log.warn(
        { transmitter: name, address, replacedBy: by, reason, waiting },
        `Transmitter ${name} from ${address} replaced by a new connection from ${by}${notSent}`,
      );
      return;
    }
    if (!this.flaps.routine(name)) return;
    const why =
      CLOSE_DETAILS[reason] ?? (reason === 'remote' ? 'Closed by the transmitter' : reason);
    this.log.info(
      { transmitter: name, address, reason, waiting },
      `Transmitter ${name} disconnected from ${address}: ${why}${notSent}`,
    );
  }
}
