/**
 * The monitoring data the store alone can give, for a server without live transmitter sessions
 * (tests, or before the paging node is wired in): the connection as the stored runtime fields
 * describe it, an empty queue, no traffic and no history.
 */
import { MESSAGE_PRIORITIES, type MessagePriority, type TransmitterMonitor } from '@dapnet/model';
import type { PagingMonitor } from '../../paging/monitor-source.js';
import type { Store } from '../../store/store.js';

export function emptyQueue(): Record<MessagePriority, number> {
  return Object.fromEntries(MESSAGE_PRIORITIES.map((priority) => [priority, 0])) as Record<
    MessagePriority,
    number
  >;
}

export function storedMonitor(store: Store): PagingMonitor {
  return {
    async transmitter(name: string): Promise<TransmitterMonitor> {
      const record = await store.transmitters.get(name);
      const online = record?.status === 'ONLINE' && record.connectedSince && record.address;
      return {
        name,
        connection: online
          ? {
              since: record.connectedSince!,
              address: `${record.address!.ip_addr}:${record.address!.port}`,
              deviceType: record.deviceType ?? '',
              deviceVersion: record.deviceVersion ?? '',
              timeSlots: record.timeSlot,
            }
          : null,
        queue: emptyQueue(),
        lastHour: { sent: 0, retried: 0, failed: 0 },
        recent: [],
        history: [],
        lastRefusal: null,
        flapping: null,
      };
    },
  };
}
