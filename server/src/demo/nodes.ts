/**
 * The demo cluster: two running Core nodes, two shut down and one that dropped out unannounced,
 * so the nodes screen shows every status. Transmitters can only be connected to running nodes.
 */
import type { Node, NodeStatus } from '@dapnet/model';

export const CORE_VERSION = '1.1.5.6';

/** Every node listens on the Core's cluster port. */
const CLUSTER_PORT = 7800;

/** name, longitude, latitude, HAMNET address (null: none known), status, owners, Core version */
type NodeRow = [string, string, string, string | null, NodeStatus, string[], string?];

const ROWS: readonly NodeRow[] = [
  ['db0dbn', '7.098207', '50.73743', '44.149.166.26', 'ONLINE', ['admin']],
  ['db0sda', '6.060829', '50.779541', '44.225.164.35', 'ONLINE', ['admin', 'dl1abc']],
  ['oe1xds', '16.369512', '48.198531', null, 'SUSPENDED', ['oe3abc'], '1.1.5.4'],
  ['pi1ndn', '4.895168', '52.370216', '44.137.40.2', 'SUSPENDED', ['pa3xyz', 'on4abc'], '1.1.5.2'],
  ['hb9dn', '8.515594', '47.389914', '44.148.12.7', 'UNKNOWN', ['hb9abc']],
];

export const DEMO_NODES: readonly Node[] = ROWS.map(
  ([name, longitude, latitude, ip, status, ownerNames, version = CORE_VERSION]) => ({
    name,
    longitude,
    latitude,
    address: ip === null ? null : { ip_addr: ip, port: CLUSTER_PORT },
    status,
    ownerNames,
    version,
  }),
);

/** Nodes a transmitter can be connected to right now. */
export const ONLINE_NODE_NAMES = DEMO_NODES.filter((node) => node.status === 'ONLINE').map(
  (node) => node.name,
);
