import { paths } from '../paths';

/** The map's parameter naming a node to centre on (with nodes shown), like a transmitter's path. */
export const NODE_PARAM = 'node';

/** The transmitters map, centred and zoomed on a node, its popup open, nodes shown. */
export function nodeOnMapHref(name: string): string {
  const params = new URLSearchParams({ nodes: '1', [NODE_PARAM]: name });
  return `${paths.transmitters.map.href()}?${params.toString()}`;
}
