/**
 * The Core counts each call once for every transmitter in the call's groups, whether or not that
 * transmitter is connected (`callCount` of GET /transmitters).
 */
import type { Store } from '../../store/store.js';

export async function countCall(store: Store, transmitterNames: Iterable<string>): Promise<void> {
  await store.transaction(async () => {
    for (const name of transmitterNames) {
      const transmitter = await store.transmitters.get(name);
      if (transmitter)
        await store.transmitters.put({ ...transmitter, callCount: transmitter.callCount + 1 });
    }
  });
}
