/**
 * Makes the event bus of each node the bus of the whole network: what this node publishes goes to
 * the others, collected for a moment into a few messages; what they publish is published here, so
 * the event streams of every node (events/event-streams.ts) carry it. Events carry names and ids
 * only, and every node reads the records from the shared database.
 */
import type { NetworkEventMap, NetworkEventName, NetworkEvents } from '../events/network-events.js';
import { MAX_MESSAGE_BYTES, type NodeLink } from './node-link.js';

/** Every event of the bus; a new one must be added here to reach the other nodes. */
const FORWARDED: Record<NetworkEventName, true> = {
  transmitterStatus: true,
  nodeStatus: true,
  recordChanged: true,
  callAdded: true,
  newsPosted: true,
  receiptChanged: true,
};

/** How long events are collected before they are sent. */
const COLLECT_MS = 20;

export function forwardEvents(events: NetworkEvents, link: NodeLink): () => void {
  let replaying = false;
  let collected: [string, unknown][] = [];
  let timer: NodeJS.Timeout | undefined;

  const sendCollected = () => {
    timer = undefined;
    let batch: [string, unknown][] = [];
    let bytes = 0;
    for (const event of collected) {
      const size = JSON.stringify(event).length + 1;
      if (batch.length > 0 && bytes + size > MAX_MESSAGE_BYTES) {
        link.send('events', { events: batch });
        batch = [];
        bytes = 0;
      }
      batch.push(event);
      bytes += size;
    }
    if (batch.length > 0) link.send('events', { events: batch });
    collected = [];
  };

  const stops = (Object.keys(FORWARDED) as NetworkEventName[]).map((name) =>
    events.subscribe(name, (event) => {
      // What came from another node stays here; it was sent to every node already.
      if (replaying) return;
      collected.push([name, event]);
      timer ??= setTimeout(sendCollected, COLLECT_MS);
    }),
  );

  link.on('events', ({ events: received }) => {
    replaying = true;
    try {
      for (const [name, event] of received) {
        if (!(name in FORWARDED)) continue;
        events.publish(name as NetworkEventName, event as NetworkEventMap[NetworkEventName]);
      }
    } finally {
      replaying = false;
    }
  });

  return () => {
    stops.forEach((stop) => stop());
    clearTimeout(timer);
    if (collected.length > 0) sendCollected();
  };
}
