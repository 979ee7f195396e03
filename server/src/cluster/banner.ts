/** What `npm run cluster` prints once its network is up: where each node is and how to stop. */
import type { Cluster } from './cluster.js';

export interface BannerFacts {
  cluster: Pick<Cluster, 'nodes' | 'adminLogin'>;
  database: string;
  folder: string;
  /** How many demo transmitters the cluster runs; undefined when it runs none. */
  demoTransmitters: number | undefined;
}

export function clusterBanner({ cluster, database, folder, demoTransmitters }: BannerFacts) {
  const rule = '-'.repeat(72);
  const width = Math.max(...cluster.nodes.map((node) => node.url.length));
  const lines = [
    '',
    rule,
    `A DAPNET network of ${cluster.nodes.length} nodes is running on one PostgreSQL database,`,
    `${database} (kept in ${folder}).`,
    '',
    ...cluster.nodes.map(
      ({ plan, url, process }) =>
        `  ${plan.name}   ${url.padEnd(width)}   transmitters on port ${plan.transmitterPort}   pid ${process.child.pid}`,
    ),
    '',
    cluster.adminLogin() ?? 'Admin login: admin',
    demoTransmitters === undefined
      ? 'Demo transmitters: none (no demo data, or DAPNET_DEMO_TRANSMITTERS=0).'
      : `Demo transmitters: ${demoTransmitters} simulated ones, spread over the nodes; each moves\n` +
        'to the next node when its own goes away.',
    '',
    'A node that stops is reported, not restarted, so that failover can be tried: stop one',
    `with "kill PID" and watch its transmitters connect to the others.`,
    'Ctrl-C stops every node and PostgreSQL; "npm run cluster" again finds the same network.',
    rule,
    '',
  ];
  return lines.join('\n');
}
