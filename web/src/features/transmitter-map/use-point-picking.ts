import type { LatLon } from '@dapnet/model';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useState } from 'react';

/** "Find" in "who covers this point" zooms in at least this far (a locator's subsquare fits). */
const FIND_ZOOM = 11;

/**
 * "Who covers this point": the chosen point, and whether a click on the map (or a marker)
 * chooses it instead of doing what it does otherwise.
 */
export function usePointPicking(map: LeafletMap | null) {
  const [picking, setPicking] = useState(false);
  const [point, setPoint] = useState<LatLon | null>(null);
  const choosePoint = useCallback(
    (next: LatLon | null, moveMap: boolean) => {
      setPoint(next);
      // A found place is shown close enough to see the transmitters around it.
      if (next && moveMap) {
        map?.setView([next.latitude, next.longitude], Math.max(map.getZoom(), FIND_ZOOM));
      }
    },
    [map],
  );
  return { picking, setPicking, point, choosePoint };
}
