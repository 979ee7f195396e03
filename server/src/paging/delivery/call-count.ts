/**
 * The Core counts each call once for every transmitter in the call's groups, whether or not that
 * transmitter is connected (`callCount` of GET /transmitters).
 */
import type { Store } from '../../store/store.js';

export function countCall(store: Store, transmitterNames: Iterable<string>): void {
  store.transaction(() => {
    for (const name of transmitterNames) {
      const transmitter = store.transmitters.get(name);
      if (transmitter)
        store.transmitters.put({ ...transmitter, callCount: transmitter.callCount + 1 });
    }
  });
}
