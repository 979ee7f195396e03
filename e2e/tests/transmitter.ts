/**
 * The e2e server's transmitter endpoint. Each run gets its own port, derived from its HTTP port
 * (E2E_PORT), so several runs on one machine do not meet on the Core's 43434.
 */
import {
  SimulatedTransmitter,
  type SimulatorOptions,
} from '../../server/src/simulator/transmitter';

export const TRANSMITTER_PORT = Number(process.env.E2E_PORT ?? 8099) + 20_000;

/** A simulated transmitter connecting to the e2e server; `close()` it at the end of the test. */
export function connectTransmitter(options: Omit<SimulatorOptions, 'host' | 'port'>) {
  return new SimulatedTransmitter({
    host: '127.0.0.1',
    port: TRANSMITTER_PORT,
    ...options,
  }).start();
}
