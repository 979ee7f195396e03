/**
 * Clicks on a map (BaseMap's `onClick`), answered from the moment the map is shown. Leaflet is
 * set up after a paint (base-map.tsx), so for a moment the map's box is on the screen without
 * it: a click there is kept and counts once the map is there, at the point it landed on.
 */
import type { LatLng } from 'leaflet';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useMapEvents } from 'react-leaflet';

/** A click's place in the window, as a mouse event gives it. */
interface EarlyClick {
  clientX: number;
  clientY: number;
}

type BoxRef = (box: HTMLDivElement | null) => (() => void) | undefined;

/**
 * The map box's ref (`host`, the ref it had, plus a listener that keeps the last click made
 * before the map is there, when `wanted`), and what MapClicks reads.
 */
export function useEarlyClicks(host: BoxRef, wanted: boolean) {
  const earlyClickRef = useRef<EarlyClick | null>(null);
  const mapShownRef = useRef(false);
  const box = useCallback<BoxRef>(
    (element) => {
      const dropHost = host(element);
      if (!element || !wanted) return dropHost;
      const keep = (event: MouseEvent) => {
        if (mapShownRef.current) return;
        earlyClickRef.current = { clientX: event.clientX, clientY: event.clientY };
      };
      element.addEventListener('click', keep);
      return () => {
        element.removeEventListener('click', keep);
        dropHost?.();
      };
    },
    [host, wanted],
  );
  return { box, earlyClickRef, mapShownRef };
}

/** Hands the map's clicks to `onClick`, the one made before the map was there first. */
export function MapClicks({
  onClick,
  earlyClickRef,
  mapShownRef,
}: {
  onClick: (at: LatLng) => void;
  earlyClickRef: RefObject<EarlyClick | null>;
  mapShownRef: RefObject<boolean>;
}) {
  const map = useMapEvents({ click: (event) => onClick(event.latlng) });
  useEffect(() => {
    mapShownRef.current = true;
    const click = earlyClickRef.current;
    earlyClickRef.current = null;
    if (!click) return;
    // Leaflet reads only the place from an event to find the point under it.
    onClick(map.containerPointToLatLng(map.mouseEventToContainerPoint(click as MouseEvent)));
    // Once, when the map is first there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);
  return null;
}
