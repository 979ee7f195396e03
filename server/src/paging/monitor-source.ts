/**
 * What the transmitter sessions know beyond the Core's API, for the monitoring screens: the
 * connection, the queue, the counts of the last hour, the last messages and the connection
 * history. Texts are always included here; the monitoring routes leave them out for people who
 * neither own the transmitter nor are admins.
 */
import {
  MESSAGE_PRIORITIES,
  type MessagePriority,
  type TransmitterFlapping,
  type TransmitterMonitor,
} from '@dapnet/model';
import type { Store } from '../store/store.js';
import type { TransmitterSession } from './session.js';
import type { RefusalLog } from './refusal-log.js';
import type { TrafficLog } from './traffic-log.js';

export interface PagingMonitor {
  /** A transmitter that never connected has no connection, empty lists and zero counts. */
  transmitter(name: string): Promise<TransmitterMonitor>;
}

/** What the monitor reads from the transmitter endpoint. */
export interface MonitorSources {
  /** The session of a lower-case name that completed its handshake, if any. */
  onlineSession(name: string): TransmitterSession | undefined;
  traffic: TrafficLog;
  refusals: RefusalLog;
  store: Store;
  /** Commits collected connection events, so the history is up to date. */
  flush(): Promise<void>;
  /** Replacements and refusals over and over, of a lower-case name. */
  flapping(name: string): TransmitterFlapping | undefined;
}

const NO_QUEUE = Object.fromEntries(MESSAGE_PRIORITIES.map((priority) => [priority, 0])) as Record<
  MessagePriority,
  number
>;

/** The monitor fed by this server's transmitter sessions. */
export function sessionMonitor({
  onlineSession,
  traffic,
  refusals,
  store,
  flush,
  flapping,
}: MonitorSources): PagingMonitor {
  return {
    async transmitter(name) {
      const key = name.toLowerCase();
      await flush();
      const session = onlineSession(key);
      const record = await store.transmitters.get(key);
      return {
        name: record?.name ?? key,
        connection:
          session?.welcome && session.onlineSince
            ? {
                since: session.onlineSince.toISOString(),
                address: session.addressText,
                deviceType: session.welcome.deviceType,
                deviceVersion: session.welcome.deviceVersion,
                timeSlots: session.timeSlot,
              }
            : null,
        queue: session ? session.queue.countByPriority() : { ...NO_QUEUE },
        lastHour: traffic.lastHour(key),
        recent: traffic.recent(key),
        history: await store.connectionEvents.list(key),
        lastRefusal: refusals.last(key),
        flapping: flapping(key) ?? null,
      };
    },
  };
}
