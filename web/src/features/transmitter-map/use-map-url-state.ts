import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigation, useNavigationType, useSearchParams } from 'react-router';
import {
  readFilters,
  readView,
  writeFilters,
  writeView,
  type MapFilters,
  type MapView,
} from './map-filters';

/**
 * Filters, centre and zoom, mirrored into the address bar so a view can be shared and survives a
 * reload. The state itself lives here, not in the URL: router navigations run as transitions,
 * so controlled checkboxes fed from the URL would lag a click, and a late `moveend` could write
 * an old copy of the parameters back. Entries are replaced, so panning does not fill the history.
 * Back and forward between map addresses (a permalink opened from a popup, a node's link) read
 * the entry's parameters again; `restoredView` tells the page to move the map there.
 */
export function useMapUrlState() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilterState] = useState(() => readFilters(params));
  const [view, setView] = useState(() => readView(params));
  const [restoredView, setRestoredView] = useState<MapView | null>(null);

  // Back/forward to another map entry: take over its state during render, before the effect
  // below could write the old state into the new entry.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [entryKey, setEntryKey] = useState(location.key);
  if (entryKey !== location.key) {
    setEntryKey(location.key);
    if (navigationType === 'POP') {
      const entryView = readView(params);
      setFilterState(readFilters(params));
      if (entryView) setView(entryView);
      setRestoredView(entryView);
    }
  }

  const setFilters = useCallback(
    (patch: Partial<MapFilters>) =>
      setFilterState((current) => {
        const next = { ...current, ...patch };
        // Lines hang on nodes: no nodes, no lines.
        return { ...next, showLines: next.showNodes && next.showLines };
      }),
    [],
  );

  // A late `moveend` (the permalink's zoom) can come while the router loads or shows another
  // page; this page is still on screen then, and writing its address would pull the router back.
  const idle = useNavigation().state === 'idle';
  const { pathname } = location;
  useEffect(() => {
    if (!idle || window.location.pathname !== pathname) return;
    let next = writeFilters(params, filters);
    if (view) next = writeView(next, view);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [filters, view, params, setParams, idle, pathname]);

  return {
    filters,
    view,
    restoredView,
    setFilters,
    setView: setView as (view: MapView) => void,
  };
}

/** Back or forward to another map entry: moves the map to the view that entry had. */
export function useRestoredView(map: LeafletMap | null, restoredView: MapView | null): void {
  useEffect(() => {
    if (map && restoredView) map.setView(restoredView.center, restoredView.zoom);
  }, [map, restoredView]);
}
