/**
 * The e2e server's transmitter endpoint. Each run gets its own port, derived from its HTTP port
 * (E2E_PORT), so several runs on one machine do not meet on the Core's 43434.
 */
import type { APIRequestContext } from '@playwright/test';
import {
  SimulatedTransmitter,
  type SimulatorOptions,
} from '../../server/src/simulator/transmitter';
import { ADMIN_AUTH, expect } from './fixtures';

export const TRANSMITTER_PORT = Number(process.env.E2E_PORT ?? 8099) + 20_000;

/** A simulated transmitter connecting to the e2e server; `close()` it at the end of the test. */
export function connectTransmitter(options: Omit<SimulatorOptions, 'host' | 'port'>) {
  return new SimulatedTransmitter({
    host: '127.0.0.1',
    port: TRANSMITTER_PORT,
    ...options,
  }).start();
}

/** What a test transmitter is unless the test says otherwise: a small personal one of admin's. */
const TEST_TRANSMITTER = {
  authKey: 'secret42',
  latitude: '50.1',
  longitude: '8.6',
  power: '1',
  usage: 'PERSONAL',
  antennaAboveGroundLevel: 10,
  antennaType: 'OMNI',
  antennaDirection: 0,
  antennaGainDbi: 2,
  identificationAddress: 8,
  timeSlot: '5',
  ownerNames: ['admin'],
};

/** Creates (or replaces) a transmitter through the API as admin, with `fields` over the defaults. */
export async function putTransmitter(
  request: APIRequestContext,
  name: string,
  fields: Partial<Record<keyof typeof TEST_TRANSMITTER | 'status', unknown>> = {},
) {
  const response = await request.put(`/api/transmitters/${name}`, {
    headers: { Authorization: ADMIN_AUTH },
    data: { ...TEST_TRANSMITTER, ...fields },
  });
  expect(response.ok(), `${name}: ${await response.text()}`).toBeTruthy();
}
