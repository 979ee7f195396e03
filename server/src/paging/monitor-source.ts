/**
 * What the transmitter sessions know beyond the Core's API, for the monitoring screens: the
 * connection, the queue, the counts of the last hour, the last messages and the connection
 * history. Texts are always included here; the monitoring routes leave them out for people who
 * neither own the transmitter nor are admins.
 */
import type { TransmitterMonitor } from '@dapnet/model';

export interface PagingMonitor {
  /** A transmitter that never connected has no connection, empty lists and zero counts. */
  transmitter(name: string): TransmitterMonitor;
}
