/**
 * The demo's simulated transmitters, run by the cluster itself rather than by a node, so that they
 * live on when a node stops: each one is given every node, starting with a different one, so
 * they spread over the network, and one whose node goes away moves to the next (as transmitter
 * software with a list of hosts does).
 */
import { openDatabase } from '../db/database.js';
import { describeMessage } from '../simulator/decode.js';
import { connectDemoTransmitters, demoTransmittersOnAir } from '../simulator/demo.js';
import { rotate, type Endpoint } from '../simulator/host-list.js';
import type { SimulatorEvent } from '../simulator/transmitter.js';
import { createStore } from '../store/store.js';

/** A node's transmitter endpoint, with the node's name for the messages. */
export interface NodeEndpoint extends Endpoint {
  name: string;
}

export interface ClusterDemoOptions {
  databaseUrl: string;
  nodes: NodeEndpoint[];
  /** Also print what they put on the air. */
  messages: boolean;
  print: (line: string) => void;
}

export interface ClusterDemo {
  count: number;
  stop(): Promise<void>;
}

function describe(name: string, event: SimulatorEvent, nodes: NodeEndpoint[], messages: boolean) {
  const nodeAt = (endpoint: Endpoint) =>
    nodes.find((node) => node.host === endpoint.host && node.port === endpoint.port)?.name ??
    `${endpoint.host}:${endpoint.port}`;
  switch (event.kind) {
    case 'connected':
      return `${name} connected to ${nodeAt(event)}`;
    case 'disconnected':
      return event.next && event.reconnectInMs !== undefined
        ? `${name} lost its node, trying ${nodeAt(event.next)} in ${(event.reconnectInMs / 1000).toFixed(1)} s`
        : `${name} disconnected`;
    case 'refused':
      return `${name} refused: ${event.reason}`;
    case 'message':
      return messages ? `${name} on air: ${describeMessage(event.message)}` : undefined;
    default:
      return undefined;
  }
}

/** Connects the demo transmitters that are meant to be ONLINE (simulator/demo.ts picks them). */
export async function startClusterDemo(options: ClusterDemoOptions): Promise<ClusterDemo> {
  const { databaseUrl, nodes, messages, print } = options;
  const db = await openDatabase({ url: databaseUrl });
  let records;
  try {
    records = await demoTransmittersOnAir(createStore(db));
  } finally {
    await db.close();
  }
  const endpoints = nodes.map(({ host, port }) => ({ host, port }));
  const transmitters = connectDemoTransmitters(
    records,
    (index) => rotate(endpoints, index),
    (record, event) => {
      const line = describe(record.name, event, nodes, messages);
      if (line) print(line);
    },
  );
  return {
    count: transmitters.length,
    stop: async () => {
      await Promise.all(transmitters.map((transmitter) => transmitter.close()));
    },
  };
}
