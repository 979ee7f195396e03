import { featureGroup, polyline } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import type { Node, Transmitter } from '@dapnet/model';
import { NODE_MARKER_STYLE } from '../../components/map';
import { addClickableMarkers, useLatestHandler } from './clickable-markers';
import { nodeColour, nodeLines } from './node-lines';

interface Props {
  nodes: readonly Node[];
  /** Transmitters to connect to their node; empty when lines are off. */
  linkedTransmitters: readonly Transmitter[];
  onClick: (node: Node) => void;
}

/** Node markers (rings) and the lines to their transmitters, drawn like the transmitters. */
export function NodeMarkers({ nodes, linkedTransmitters, onClick }: Props) {
  const map = useMap();
  const click = useLatestHandler(onClick);

  useEffect(() => {
    const group = featureGroup();
    for (const line of nodeLines(nodes, linkedTransmitters)) {
      group.addLayer(
        polyline([line.from, line.to], {
          color: nodeColour(line.node),
          weight: 1.5,
          opacity: 0.8,
          interactive: false,
        }),
      );
    }
    addClickableMarkers(group, nodes, () => NODE_MARKER_STYLE, click);
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, nodes, linkedTransmitters, click]);

  return null;
}
