import type { Node, Transmitter } from '@dapnet/model';
import { markerPosition } from '../../lib/map-marks/marker-style';

/** One colour per node, so all lines of one node look alike. */
export function nodeColour(name: string): string {
  let hash = 0;
  for (const character of name.toLowerCase()) hash = (hash * 31 + character.charCodeAt(0)) | 0;
  return `hsl(${Math.abs(hash) % 360}, 65%, 40%)`;
}

/** Lines node → transmitter, for the transmitters whose node is shown. */
export function nodeLines(nodes: readonly Node[], transmitters: readonly Transmitter[]) {
  const positions = new Map<string, { name: string; position: [number, number] }>();
  for (const node of nodes) {
    const position = markerPosition(node);
    if (position) positions.set(node.name.toLowerCase(), { name: node.name, position });
  }
  return transmitters.flatMap((transmitter) => {
    const node = transmitter.nodeName ? positions.get(transmitter.nodeName.toLowerCase()) : null;
    const position = markerPosition(transmitter);
    return node && position ? [{ node: node.name, from: node.position, to: position }] : [];
  });
}
