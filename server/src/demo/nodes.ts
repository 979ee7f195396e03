/**
 * The demo cluster: two running Core nodes, two shut down and one that dropped out unannounced,
 * so the nodes screen shows every status. Transmitters can only be connected to running nodes.
 */
import type { Node } from '@dapnet/model';

export const CORE_VERSION = '1.1.5.6';

export const DEMO_NODES: readonly Node[] = [
  {
    name: 'db0dbn',
    longitude: '7.098207',
    latitude: '50.73743',
    address: { ip_addr: '44.149.166.26', port: 7800 },
    status: 'ONLINE',
    ownerNames: ['admin'],
    version: CORE_VERSION,
  },
  {
    name: 'db0sda',
    longitude: '6.060829',
    latitude: '50.779541',
    address: { ip_addr: '44.225.164.35', port: 7800 },
    status: 'ONLINE',
    ownerNames: ['admin', 'dl1abc'],
    version: CORE_VERSION,
  },
  {
    name: 'oe1xds',
    longitude: '16.369512',
    latitude: '48.198531',
    address: null,
    status: 'SUSPENDED',
    ownerNames: ['oe3abc'],
    version: '1.1.5.4',
  },
  {
    name: 'pi1ndn',
    longitude: '4.895168',
    latitude: '52.370216',
    address: { ip_addr: '44.137.40.2', port: 7800 },
    status: 'SUSPENDED',
    ownerNames: ['pa3xyz', 'on4abc'],
    version: '1.1.5.2',
  },
  {
    name: 'hb9dn',
    longitude: '8.515594',
    latitude: '47.389914',
    address: { ip_addr: '44.148.12.7', port: 7800 },
    status: 'UNKNOWN',
    ownerNames: ['hb9abc'],
    version: CORE_VERSION,
  },
];

/** Nodes a transmitter can be connected to right now. */
export const ONLINE_NODE_NAMES = DEMO_NODES.filter((node) => node.status === 'ONLINE').map(
  (node) => node.name,
);
