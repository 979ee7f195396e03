import type { Node, Transmitter, TransmitterGroup } from '@dapnet/model';
import { describe, expect, it } from 'vitest';
import { siteOwners, sitesOf } from './sites';

const transmitter = (name: string, ownerNames: string[], more: Partial<Transmitter> = {}) =>
  ({
    name,
    ownerNames,
    status: 'OFFLINE',
    address: null,
    deviceType: null,
    deviceVersion: null,
    timeSlot: '0',
    connectedSince: null,
    lastConnected: null,
    ...more,
  }) as Transmitter;

const node = (name: string, ownerNames: string[]) =>
  ({ name, ownerNames, status: 'ONLINE', address: null, version: '1.4' }) as Node;

const group = (name: string, transmitterNames: string[]) =>
  ({ name, transmitterNames, ownerNames: [], description: '' }) as TransmitterGroup;

describe('an owner’s sites', () => {
  const sources = {
    transmitters: [
      transmitter('db0xyz', ['DB9XYZ', 'dl1abc'], {
        status: 'ONLINE',
        address: { ip_addr: '203.0.113.7', port: 51234 },
        deviceType: 'UniPager',
        deviceVersion: '1.0.3',
        timeSlot: '0123',
      }),
      transmitter('db0abc', ['dl1abc']),
    ],
    nodes: [node('db0dbn', ['db9xyz']), node('db0ber', ['admin'])],
    groups: [group('dl-nw', ['DB0XYZ']), group('all', ['db0xyz', 'db0abc'])],
  };

  it('lists the transmitters and nodes the owner is among the owners of, ignoring case', () => {
    expect(sitesOf('db9xyz', sources)).toEqual([
      {
        kind: 'transmitter',
        name: 'db0xyz',
        status: 'ONLINE',
        connectedSince: null,
        lastConnected: null,
        address: '203.0.113.7:51234',
        firmware: 'UniPager 1.0.3',
        timeSlot: '0123',
        groups: ['all', 'dl-nw'],
      },
      {
        kind: 'node',
        name: 'db0dbn',
        status: 'ONLINE',
        connectedSince: null,
        lastConnected: null,
        address: null,
        firmware: '1.4',
        timeSlot: null,
        groups: [],
      },
    ]);
    expect(sitesOf('nobody', sources)).toEqual([]);
  });

  it('shows a masked address as it came, without a port', () => {
    const masked = transmitter('db0m', ['f4abc'], { address: { ip_addr: '203.0.113.x', port: 0 } });
    const [site] = sitesOf('f4abc', { ...sources, transmitters: [masked] });
    expect(site?.address).toBe('203.0.113.x');
    expect(site?.firmware).toBeNull();
  });

  it('offers every owner of a transmitter or node once, sorted', () => {
    expect(siteOwners(sources)).toEqual(['admin', 'DB9XYZ', 'dl1abc']);
  });
});
