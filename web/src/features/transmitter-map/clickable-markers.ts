import {
  circleMarker,
  type CircleMarkerOptions,
  type FeatureGroup,
  type Layer,
  type LeafletMouseEvent,
} from 'leaflet';
import { useCallback, useEffect, useRef } from 'react';
import { markerPosition } from '../../components/map';

/**
 * A stable function that calls the newest `handler`: the marker groups are rebuilt when their
 * records change, not each time the page hands them a new click handler.
 */
export function useLatestHandler<Item>(handler: (item: Item) => void): (item: Item) => void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  }, [handler]);
  return useCallback((item: Item) => latest.current(item), []);
}

/**
 * Adds a canvas circle marker for each item with a position to `group`, and one click listener
 * for the whole group instead of one closure per marker (5,000 transmitters stay cheap).
 */
export function addClickableMarkers<Item extends { latitude: string; longitude: string }>(
  group: FeatureGroup,
  items: readonly Item[],
  style: (item: Item) => CircleMarkerOptions,
  onClick: (item: Item) => void,
): void {
  const byLayer = new Map<Layer, Item>();
  for (const item of items) {
    const position = markerPosition(item);
    if (!position) continue;
    const marker = circleMarker(position, style(item));
    byLayer.set(marker, item);
    group.addLayer(marker);
  }
  group.on('click', (event: LeafletMouseEvent) => {
    const item = byLayer.get(event.propagatedFrom as Layer);
    if (item) onClick(item);
  });
}
