/**
 * A network-sized data set for benchmarks, written straight into the store: transmitters spread
 * over Europe, subscribers with pagers, and a group `all` holding every transmitter.
 */
import type { Store } from '@dapnet/server/src/store/store.js';

export interface NetworkSize {
  transmitters: number;
  subscribers: number;
  calls?: number;
}

const pad = (value: number) => String(value).padStart(5, '0');

export async function seedLargeNetwork(store: Store, size: NetworkSize): Promise<void> {
  const now = new Date().toISOString();
  await store.transaction(async () => {
    const transmitterNames: string[] = [];
    for (let index = 0; index < size.transmitters; index += 1) {
      const name = `tx${pad(index)}`;
      transmitterNames.push(name);
      const online = index % 4 !== 0;
      await store.transmitters.put({
        name,
        authKey: `key${index}`,
        longitude: (-9 + ((index * 7919) % 3300) / 100).toFixed(6),
        latitude: (36 + ((index * 104729) % 3000) / 100).toFixed(6),
        power: index % 3 === 0 ? '1' : '25',
        nodeName: online ? 'node1' : null,
        address: online
          ? { ip_addr: `44.${index % 250}.${(index * 7) % 250}.1`, port: 43434 }
          : null,
        timeSlot: ['0123', '4567', '89AB', 'CDEF'][index % 4]!,
        ownerNames: ['admin'],
        deviceType: online ? ['UniPager', 'DAPNET-Proxy', 'SDRPager'][index % 3]! : null,
        deviceVersion: online ? '1.0.3' : null,
        callCount: index * 3,
        status: online ? 'ONLINE' : 'OFFLINE',
        antennaAboveGroundLevel: 20 + (index % 80),
        antennaType: index % 5 === 0 ? 'DIRECTIONAL' : 'OMNI',
        antennaDirection: (index * 37) % 360,
        antennaGainDbi: index % 9,
        lastUpdate: now,
        usage: index % 3 === 0 ? 'PERSONAL' : 'WIDERANGE',
        identificationAddress: 8,
        lastConnected: online ? now : null,
        connectedSince: online ? now : null,
      });
    }
    await store.transmitterGroups.put({
      name: 'all',
      description: 'Every transmitter',
      transmitterNames,
      ownerNames: ['admin'],
    });
    for (let index = 0; index < size.subscribers; index += 1) {
      await store.subscribers.put({
        name: `sub${pad(index)}`,
        description: `Subscriber number ${index}`,
        numeric: false,
        pagers: [{ number: 100_000 + index, name: 'Skyper' }],
        ownerNames: ['admin'],
      });
    }
    for (let index = 0; index < (size.calls ?? 0); index += 1) {
      await store.calls.add({
        text: `ADMIN: message number ${index}`,
        callSignNames: [`sub${pad(index % size.subscribers)}`],
        transmitterGroupNames: ['all'],
        emergency: index % 50 === 0,
        timestamp: new Date(Date.now() - (size.calls! - index) * 1000).toISOString(),
        ownerName: 'admin',
      });
    }
  });
}
