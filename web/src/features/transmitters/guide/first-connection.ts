/**
 * What the guide page says about the transmitter's first connection, from the node's monitor
 * (the live connection and the last refused login) and, against a real Core, which has no
 * monitor, from the transmitter's status in the API.
 */
import type { HandshakeRefusal, Transmitter, TransmitterMonitor } from '@dapnet/model';

/** The refusals the node sends (server/src/paging/wire.ts), by the catalogue key of their help. */
const REFUSAL_REASONS: Record<string, RefusalReason> = {
  '7 Invalid credentials': 'wrongKey',
  '7 Transmitter not registered': 'notRegistered',
  '7 Transmitter disabled': 'disabled',
  '7 Invalid welcome message format': 'format',
};

export type RefusalReason = 'wrongKey' | 'notRegistered' | 'disabled' | 'format' | 'other';

export function refusalReason(line: string): RefusalReason {
  return REFUSAL_REASONS[line] ?? 'other';
}

export type FirstConnection =
  | { kind: 'loading' }
  /** Connected now; `refusal` when a login was refused since (a second device, a wrong key). */
  | {
      kind: 'connected';
      since: string;
      address: string;
      device: string;
      refusal: HandshakeRefusal | null;
    }
  | { kind: 'refused'; refusal: HandshakeRefusal; lastConnected: string | null }
  | { kind: 'waiting'; lastConnected: string | null }
  /** No monitor (a real Core): only the status the API gives. */
  | { kind: 'statusOnly'; status: string; lastConnected: string | null };

export function firstConnection(
  transmitter: Transmitter | undefined,
  monitor: TransmitterMonitor | undefined,
  monitorAvailable: boolean,
): FirstConnection {
  const lastConnected = transmitter?.lastConnected ?? null;
  if (!monitorAvailable) {
    if (!transmitter) return { kind: 'loading' };
    return { kind: 'statusOnly', status: transmitter.status, lastConnected };
  }
  if (!monitor) return { kind: 'loading' };
  const refusal = monitor.lastRefusal;
  const { connection } = monitor;
  if (connection) {
    const newer = refusal && Date.parse(refusal.time) > Date.parse(connection.since);
    return {
      kind: 'connected',
      since: connection.since,
      address: connection.address,
      device: `${connection.deviceType} ${connection.deviceVersion}`.trim(),
      refusal: newer ? refusal : null,
    };
  }
  if (refusal) return { kind: 'refused', refusal, lastConnected };
  return { kind: 'waiting', lastConnected };
}

/** While waiting, the page asks every 2 s; once connected, every half minute like the others. */
export const WAITING_POLL_MS = 2_000;
