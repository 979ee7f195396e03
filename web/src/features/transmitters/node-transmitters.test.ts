import type { Transmitter } from '@dapnet/model';
import { describe, expect, it } from 'vitest';
import { nodeTransmittersFromList } from './node-transmitters';

const transmitter = (name: string, fields: Partial<Transmitter>) =>
  ({
    name,
    status: 'OFFLINE',
    nodeName: null,
    address: null,
    connectedSince: null,
    ...fields,
  }) as Transmitter;

describe('nodeTransmittersFromList', () => {
  it("keeps the node's transmitters, whatever the case of the name, with their state", () => {
    const rows = nodeTransmittersFromList(
      [
        transmitter('db0zzz', { nodeName: 'DB0DBN', status: 'OFFLINE' }),
        transmitter('db0abc', {
          nodeName: 'db0dbn',
          status: 'ONLINE',
          connectedSince: '2026-01-01T10:00:00Z',
          address: { ip_addr: '203.0.113.7', port: 51234 },
        }),
        transmitter('db0elsewhere', { nodeName: 'db0xyz', status: 'ONLINE' }),
        transmitter('db0none', {}),
      ],
      'db0dbn',
    );
    expect(rows).toEqual([
      {
        name: 'db0abc',
        status: 'ONLINE',
        connectedSince: '2026-01-01T10:00:00Z',
        address: '203.0.113.7:51234',
      },
      { name: 'db0zzz', status: 'OFFLINE', connectedSince: null, address: null },
    ]);
  });
});
