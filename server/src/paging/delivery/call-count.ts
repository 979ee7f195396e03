/**
 * The Core counts each call once for every transmitter in the call's groups, whether or not that
 * transmitter is connected (`callCount` of GET /transmitters).
 */
import type { Store } from '../../store/store.js';

export async function countCall(store: Store, transmitterNames: Iterable<string>): Promise<void> {
  await store.transaction(async () => {
    // Read and written in a few statements, locked in name order as every writer of transmitter
    // records locks them: the nodes of a network then never wait for each other in a circle.
    const counted = await store.transmitters.getManyForUpdate([...transmitterNames]);
    await store.transmitters.putMany(
      counted.map((transmitter) => ({ ...transmitter, callCount: transmitter.callCount + 1 })),
    );
  });
}
