import type { Stats } from '@dapnet/model';
import type { Store } from '../store/store.js';

/** GET /stats, computed fresh each time as the Core does. */
export async function computeStats(store: Store): Promise<Stats> {
  const transmitters = await store.transmitters.list();
  const nodes = await store.nodes.list();
  return {
    users: await store.users.count(),
    calls: await store.calls.count(),
    callsTotal: await store.counters.get('callsTotal'),
    callSigns: await store.subscribers.count(),
    news: await store.news.count(),
    newsTotal: await store.counters.get('newsTotal'),
    rubrics: await store.rubrics.count(),
    nodesTotal: nodes.length,
    nodesOnline: nodes.filter((node) => node.status === 'ONLINE').length,
    transmittersTotal: transmitters.length,
    transmittersOnline: transmitters.filter((transmitter) => transmitter.status === 'ONLINE')
      .length,
  };
}
