import { useQuery } from '@tanstack/react-query';
import type { Transmitter } from '@dapnet/model';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { markerPosition } from '../../components/map';
import { polled } from '../../lib/live-events/live-state';
import { NODE_PARAM } from '../../lib/records/map-links';
import { nodesApi } from '../nodes/api';
import { transmittersApi } from '../transmitters/api';
import { filterNodes, filterTransmitters, withPinned } from './map-filters';
import { useMapCoverage } from './use-map-coverage';
import { useMapSelection } from './use-map-selection';
import { useMapUrlState, useRestoredView } from './use-map-url-state';
import { usePermalink } from './use-permalink';
import { usePointPicking } from './use-point-picking';

const NO_TRANSMITTERS: Transmitter[] = [];

/**
 * A marker or a search match: while "who covers this point" is picking, it chooses the point;
 * otherwise it toggles the transmitter's coverage and opens its popup.
 */
function useTransmitterClick(
  { picking, choosePoint }: ReturnType<typeof usePointPicking>,
  toggleCoverage: (name: string) => void,
  select: (item: Transmitter) => void,
) {
  return useCallback(
    (item: Transmitter) => {
      const position = markerPosition(item);
      if (picking && position) {
        return choosePoint({ latitude: position[0], longitude: position[1] }, false);
      }
      toggleCoverage(item.name);
      select(item);
    },
    [toggleCoverage, select, picking, choosePoint],
  );
}

/**
 * Everything the map page knows: the records and what the filters let through, the Leaflet map,
 * the coverage shown, the open popup, "who covers this point" and the permalinks. The page and
 * its panels only draw it.
 */
export function useTransmitterMap() {
  const { id } = useParams();
  // A node's link (the nodes list): centre on it like a transmitter's permalink.
  const nodeName = useSearchParams()[0].get(NODE_PARAM) ?? undefined;
  const url = useMapUrlState();
  // Typing in the search keeps the input responsive; the markers follow a moment later.
  const filters = useDeferredValue(url.filters);

  // Statuses change on their own: read again every half minute while the page is visible. The
  // markers follow; the view, filters and an open popup stay as they are.
  const transmitters = useQuery(polled(transmittersApi.listQuery()));
  const nodes = useQuery({ ...polled(nodesApi.listQuery()), enabled: filters.showNodes });

  const [map, setMap] = useState<LeafletMap | null>(null);
  const [initialView] = useState(url.view);
  const [openedAt] = useState({ id, nodeName });

  const allTransmitters = transmitters.data ?? NO_TRANSMITTERS;
  const shownTransmitters = useMemo(
    () => withPinned(filterTransmitters(allTransmitters, filters), allTransmitters, id),
    [allTransmitters, filters, id],
  );
  const shownNodes = useMemo(() => filterNodes(nodes.data ?? [], filters), [nodes.data, filters]);

  const coverage = useMapCoverage(shownTransmitters);
  const popup = useMapSelection();
  const who = usePointPicking(map);
  const onTransmitterClick = useTransmitterClick(who, coverage.toggle, popup.selectTransmitter);

  const openedWithView = initialView !== null;
  usePermalink({
    map,
    name: id,
    items: transmitters.data,
    openedWith: openedAt.id,
    openedWithView,
    onFound: popup.selectTransmitter,
  });
  usePermalink({
    map,
    name: nodeName,
    items: nodes.data,
    openedWith: openedAt.nodeName,
    openedWithView,
    onFound: popup.selectNode,
  });

  useRestoredView(map, url.restoredView);

  return {
    map,
    setMap,
    initialView,
    url,
    filters,
    transmitters,
    nodes,
    allTransmitters,
    shownTransmitters,
    shownNodes,
    coverage,
    popup,
    who,
    onTransmitterClick,
  };
}

export type TransmitterMapState = ReturnType<typeof useTransmitterMap>;
