/**
 * A child process of the paging-scale benchmark holding many simulated transmitters, so the
 * server's process is measured alone. Started with `fork`, it says `{ ready: true }` once loaded; the parent
 * sends `{ connect: { names, authKeys, host, port } }` and receives `{ online: n }` once every
 * handshake has completed, and `{ received: [name, text, atMs][] }` batches of the messages as
 * they arrive (each is acknowledged on arrival), and `{ handshakes: [name, atMs][] }` batches of
 * the moments each handshake completed on the transmitter's side.
 */
import { SimulatedTransmitter } from '@dapnet/server/src/simulator/transmitter.js';

export interface SwarmConnect {
  connect: {
    names: string[];
    authKeys: string[];
    host: string;
    port: number;
    /**
     * Reconnect after a lost connection, as UniPager does (2.5 s); `online` then comes once every
     * transmitter has completed a handshake, however many tries it took.
     */
    reconnectDelayMs?: number;
  };
}

export type SwarmReport =
  | { ready: true }
  | { online: number }
  | { failed: string }
  | { received: [name: string, text: string, atMs: number][] }
  | { handshakes: [name: string, atMs: number][] };

const report = (message: SwarmReport) => process.send?.(message);

let pending: [string, string, number][] = [];
let handshakes: [string, number][] = [];
// Batched, so 2,000 arrivals make a few IPC messages rather than 2,000.
setInterval(() => {
  if (pending.length > 0) report({ received: pending });
  if (handshakes.length > 0) report({ handshakes });
  pending = [];
  handshakes = [];
}, 50);

process.on('message', async (message: SwarmConnect) => {
  const { names, authKeys, host, port, reconnectDelayMs } = message.connect;
  const done = new Set<string>();
  let allDone!: () => void;
  const allOnline = new Promise<void>((resolve) => (allDone = resolve));
  const transmitters = names.map((name, index) =>
    new SimulatedTransmitter({
      name,
      authKey: authKeys[index]!,
      host,
      port,
      reconnectDelayMs,
      onEvent: (event) => {
        if (event.kind === 'message') pending.push([name, event.message.text, Date.now()]);
        if (event.kind === 'handshake') {
          handshakes.push([name, Date.now()]);
          done.add(name);
          if (done.size === names.length) allDone();
        }
      },
    }).start(),
  );
  try {
    if (reconnectDelayMs === undefined)
      await Promise.all(transmitters.map((transmitter) => transmitter.handshake(120_000)));
    else await allOnline;
    report({ online: transmitters.length });
  } catch (error) {
    report({ failed: (error as Error).message });
  }
});

process.on('disconnect', () => process.exit(0));
report({ ready: true });
