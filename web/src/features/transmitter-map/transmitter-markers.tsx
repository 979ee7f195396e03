import { featureGroup } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import type { Transmitter } from '@dapnet/model';
import { transmitterMarkerStyle } from '../../components/map';
import { addClickableMarkers, useLatestHandler } from './clickable-markers';

/** Set once all markers of a new list are on the canvas; the map benchmark reads it. */
export const MARKERS_DRAWN_MARK = 'transmitter-markers-drawn';

interface Props {
  transmitters: readonly Transmitter[];
  onClick: (transmitter: Transmitter) => void;
}

/**
 * The transmitters as canvas circle markers, built imperatively in one Leaflet group: with 5,000
 * transmitters a React component per marker would cost more than drawing them. The group is
 * rebuilt only when the (memoised) list changes, never on pan or zoom.
 */
export function TransmitterMarkers({ transmitters, onClick }: Props) {
  const map = useMap();
  const click = useLatestHandler(onClick);

  useEffect(() => {
    const group = featureGroup();
    addClickableMarkers(group, transmitters, transmitterMarkerStyle, click);
    group.addTo(map);
    // The canvas renderer draws in the next animation frame; ours runs right after it.
    const frame =
      transmitters.length > 0
        ? requestAnimationFrame(() => performance.mark(MARKERS_DRAWN_MARK))
        : undefined;
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      group.remove();
    };
  }, [map, transmitters, click]);

  return null;
}
