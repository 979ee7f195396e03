/**
 * The Core counts each call once for every transmitter in the call's groups, whether or not that
 * transmitter is connected (`callCount` of GET /transmitters).
 */
import type { Store } from '../../store/store.js';

export async function countCall(store: Store, transmitterNames: Iterable<string>): Promise<void> {
  await store.transaction(async () => {
    // Locked one by one in name order, as every writer of transmitter records does: the nodes of a
    // network then never wait for each other in a circle (a deadlock).
    for (const name of [...transmitterNames].sort()) {
      const transmitter = await store.transmitters.getForUpdate(name);
      if (transmitter)
        await store.transmitters.put({ ...transmitter, callCount: transmitter.callCount + 1 });
    }
  });
}
