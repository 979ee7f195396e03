import type { Stats } from '@dapnet/model';
import type { Store } from '../store/store.js';

/** GET /stats, computed fresh each time as the Core does. */
export function computeStats(store: Store): Stats {
  const transmitters = store.transmitters.list();
  const nodes = store.nodes.list();
  return {
    users: store.users.count(),
    calls: store.calls.count(),
    callsTotal: store.counters.get('callsTotal'),
    callSigns: store.subscribers.count(),
    news: store.news.count(),
    newsTotal: store.counters.get('newsTotal'),
    rubrics: store.rubrics.count(),
    nodesTotal: nodes.length,
    nodesOnline: nodes.filter((node) => node.status === 'ONLINE').length,
    transmittersTotal: transmitters.length,
    transmittersOnline: transmitters.filter((transmitter) => transmitter.status === 'ONLINE')
      .length,
  };
}
