/** Records written straight into a store, for tests below the API. */
import type { TransmitterRecord } from '../../src/store/store.js';

/** An OFFLINE transmitter that has never connected, owned by admin. */
export const transmitterRecord = (
  name: string,
  authKey: string,
  overrides: Partial<TransmitterRecord> = {},
): TransmitterRecord => ({
  name,
  authKey,
  longitude: '6.08',
  latitude: '50.77',
  power: '10',
  nodeName: null,
  address: null,
  timeSlot: '048C',
  ownerNames: ['admin'],
  deviceType: null,
  deviceVersion: null,
  callCount: 0,
  status: 'OFFLINE',
  antennaAboveGroundLevel: 20,
  antennaType: 'OMNI',
  antennaDirection: 0,
  antennaGainDbi: 0,
  lastUpdate: new Date().toISOString(),
  usage: 'WIDERANGE',
  identificationAddress: 8,
  lastConnected: null,
  connectedSince: null,
  ...overrides,
});
