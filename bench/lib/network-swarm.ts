/**
 * A child process of the network benchmark holding many simulated transmitters, each with a list
 * of node ports as transmitter software with a list of hosts has: it connects to its first port,
 * and when that connection is lost (its node was killed) or refused, it tries the next one after
 * a pause. The simulator itself knows one host, so the moving is done here: every connection is a
 * fresh `SimulatedTransmitter` without reconnects of its own.
 *
 * Started with `fork`, it says `{ ready: true }` once loaded; the parent sends
 * `{ connect: { transmitters, host, moveDelayMs } }` and receives `{ online: n }` once
 * every transmitter has completed its first handshake, and batches of what happens after that:
 * `received` (each message, acknowledged on arrival, with the port of the node that sent it) and
 * `handshakes` (each completed handshake, first or after a move, with its port).
 */
import { SimulatedTransmitter } from '@dapnet/server/src/simulator/transmitter.js';

export interface NetworkSwarmConnect {
  connect: {
    /**
     * Each transmitter's name, auth key and its list of the nodes' transmitter ports, in the
     * order it tries them (the first is where it starts; after the last comes the first again).
     */
    transmitters: { name: string; authKey: string; ports: number[] }[];
    host: string;
    /** The pause before trying the next node after a lost or refused connection. */
    moveDelayMs: number;
  };
}

export type NetworkSwarmReport =
  | { ready: true }
  | { online: number }
  | { received: [name: string, text: string, atMs: number, port: number][] }
  | { handshakes: [name: string, atMs: number, port: number][] };

const report = (message: NetworkSwarmReport) => process.send?.(message);

let received: [string, string, number, number][] = [];
let handshakes: [string, number, number][] = [];
// Batched, so 6,000 arrivals make a few IPC messages rather than 6,000.
setInterval(() => {
  if (received.length > 0) report({ received });
  if (handshakes.length > 0) report({ handshakes });
  received = [];
  handshakes = [];
}, 50);

process.on('message', (message: NetworkSwarmConnect) => {
  const { transmitters, host, moveDelayMs } = message.connect;
  const firstHandshakes = new Set<string>();

  const connect = (name: string, authKey: string, ports: number[], portIndex: number) => {
    const port = ports[portIndex % ports.length]!;
    const transmitter = new SimulatedTransmitter({
      name,
      authKey,
      host,
      port,
      onEvent: (event) => {
        if (event.kind === 'message') received.push([name, event.message.text, Date.now(), port]);
        else if (event.kind === 'handshake') {
          handshakes.push([name, Date.now(), port]);
          // Said once, when the last first handshake completes (not again after moves).
          const before = firstHandshakes.size;
          firstHandshakes.add(name);
          if (firstHandshakes.size > before && firstHandshakes.size === transmitters.length)
            report({ online: transmitters.length });
        } else if (event.kind === 'disconnected') {
          // Its node went away (or refused the connection): on to the next one on the list.
          setTimeout(() => connect(name, authKey, ports, portIndex + 1), moveDelayMs);
        }
      },
    });
    transmitter.start();
  };

  for (const { name, authKey, ports } of transmitters) connect(name, authKey, ports, 0);
});

process.on('disconnect', () => process.exit(0));
report({ ready: true });
