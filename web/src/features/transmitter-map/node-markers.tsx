import { circleMarker, featureGroup, polyline, type LeafletMouseEvent, type Layer } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { Node, Transmitter } from '@dapnet/model';
import { markerPosition, NODE_MARKER_STYLE } from '../../components/map';
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
  const onClickRef = useRef(onClick);
  useEffect(() => {
    onClickRef.current = onClick;
  }, [onClick]);

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
    const byLayer = new Map<Layer, Node>();
    for (const node of nodes) {
      const position = markerPosition(node);
      if (!position) continue;
      const marker = circleMarker(position, NODE_MARKER_STYLE);
      byLayer.set(marker, node);
      group.addLayer(marker);
    }
    group.on('click', (event: LeafletMouseEvent) => {
      const node = byLayer.get(event.propagatedFrom as Layer);
      if (node) onClickRef.current(node);
    });
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, nodes, linkedTransmitters]);

  return null;
}
