/** Shared test data of the site tests: a transmitter record in the Core's shape. */
import type { TransmitterRecord } from '../../src/store/store.js';

export function transmitter(
  overrides: Partial<TransmitterRecord> & { name: string },
): TransmitterRecord {
  return {
    authKey: 'secret',
    latitude: '50.7866',
    longitude: '6.0772',
    power: '10',
    nodeName: 'db0sda-dc1',
    address: { ip_addr: '44.225.164.10', port: 41859 },
    timeSlot: '0123',
    ownerNames: ['admin'],
    deviceType: 'UniPager',
    deviceVersion: '1.0.2',
    callCount: 0,
    status: 'ONLINE',
    antennaAboveGroundLevel: 30,
    antennaType: 'OMNI',
    antennaDirection: 0,
    antennaGainDbi: 2,
    lastUpdate: '2026-11-01T10:00:00Z',
    usage: 'WIDERANGE',
    identificationAddress: 8,
    lastConnected: '2026-11-22T06:00:00Z',
    connectedSince: '2026-11-20T06:00:00Z',
    ...overrides,
  };
}
