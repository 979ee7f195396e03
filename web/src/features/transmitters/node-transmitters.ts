import { addressLabel, includesName, type NodeMonitor, type Transmitter } from '@dapnet/model';

export type NodeTransmitter = NodeMonitor['transmitters'][number];

/**
 * A node's transmitters as the Core's API tells them (each names the node it is connected
 * through), for a network without the monitoring endpoint: the same rows the endpoint gives.
 */
export function nodeTransmittersFromList(
  transmitters: readonly Transmitter[],
  nodeName: string,
): NodeTransmitter[] {
  return transmitters
    .filter((transmitter) => includesName([transmitter.nodeName ?? ''], nodeName))
    .map((transmitter) => ({
      name: transmitter.name,
      status: transmitter.status as NodeTransmitter['status'],
      connectedSince: transmitter.connectedSince ?? null,
      address: addressLabel(transmitter.address),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
