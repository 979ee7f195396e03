import { useQuery } from '@tanstack/react-query';
import {
  includesName,
  normalizeName,
  type LatLon,
  type Node,
  type Transmitter,
} from '@dapnet/model';
import type { Map as LeafletMap } from 'leaflet';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useMapEvents } from 'react-leaflet';
import { useParams, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../components/error-banner';
import { BaseMap, markerPosition } from '../../components/map';
import { PageTitle } from '../../components/page-title';
import { SidePanel, SidePanelLayout } from '../../components/side-panel/side-panel';
import { listErrorMessage } from '../../lib/error-messages';
import { polled } from '../../lib/live-state';
import { nodesApi } from '../nodes/api';
import { useCurrentUser } from '../session/use-current-user';
import { transmittersApi } from '../transmitters/api';
import { COVERAGE_OPACITY, CoverageOverlays } from '../../components/map/coverage-overlay';
import { useAfterFirstTiles } from '../../components/map/use-after-first-tiles';
import { useCoverageSelection } from '../../components/map/use-coverage-selection';
import { AllCoverageLayer } from './all-coverage-layer';
import { coverageShape } from './coverage-geometry';
import { useCoverageFiles } from './use-coverage-files';
import { NodePopup, TransmitterPopup } from './map-popups';
import { MapSearch } from './map-search';
import { filterNodes, filterTransmitters, withPinned, type MapView } from './map-filters';
import { NODE_PARAM } from '../../lib/map-links';
import { NodeMarkers } from './node-markers';
import { PickedPoint, PointPicker } from './picked-point';
import { SearchMatches } from './search-matches';
import { TransmitterMarkers } from './transmitter-markers';
import { useMapUrlState } from './use-map-url-state';
import styles from './transmitter-map.module.css';

// Made of the UI kit, the side panel brings it along after the map is on the screen.
const MapSidePanel = lazy(() => import('./map-side-panel'));

/** Spec section 9: a permalink zooms to 10 half a second after centring. */
const PERMALINK_ZOOM = 10;
const PERMALINK_DELAY_MS = 500;
/** "Find" in "who covers this point" zooms in at least this far (a locator's subsquare fits). */
const FIND_ZOOM = 11;

type Selection =
  | { kind: 'transmitter'; item: Transmitter; seq: number }
  | { kind: 'node'; item: Node; seq: number };

/** Centres on a permalink's place now and zooms in a moment later (spec section 9). */
function centreThenZoom(map: LeafletMap, position: [number, number]): () => void {
  map.setView(position, map.getZoom());
  const timer = setTimeout(() => map.setView(position, PERMALINK_ZOOM), PERMALINK_DELAY_MS);
  return () => clearTimeout(timer);
}

function ViewTracker({ onChange }: { onChange: (view: MapView) => void }) {
  const map = useMapEvents({
    moveend: () => {
      const center = map.getCenter();
      onChange({ center: [center.lat, center.lng], zoom: map.getZoom() });
    },
  });
  return null;
}

export function TransmitterMapPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const user = useCurrentUser();
  const { filters: urlFilters, view, restoredView, setFilters, setView } = useMapUrlState();
  // A node's link (the nodes list): centre on it like a transmitter's permalink.
  const nodeName = useSearchParams()[0].get(NODE_PARAM) ?? undefined;
  // Typing in the search keeps the input responsive; the markers follow a moment later.
  const filters = useDeferredValue(urlFilters);

  // Statuses change on their own: read again every half minute while the page is visible. The
  // markers follow; the view, filters and an open popup stay as they are.
  const transmitters = useQuery(polled(transmittersApi.listQuery()));
  const nodes = useQuery({ ...polled(nodesApi.listQuery()), enabled: filters.showNodes });

  const [map, setMap] = useState<LeafletMap | null>(null);
  const [initialView] = useState(view);
  const coverage = useCoverageSelection();
  const toggleCoverage = coverage.toggle;
  const [allCoverage, setAllCoverage] = useState(false);
  const [coverageOpacity, setCoverageOpacity] = useState(COVERAGE_OPACITY);
  // "Who covers this point": while picking, a click on the map or a marker chooses the point.
  const [picking, setPicking] = useState(false);
  const [point, setPoint] = useState<LatLon | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const seq = useRef(0);

  const shownTransmitters = useMemo(
    () =>
      withPinned(filterTransmitters(transmitters.data ?? [], filters), transmitters.data ?? [], id),
    [transmitters.data, filters, id],
  );
  const shownNodes = useMemo(() => filterNodes(nodes.data ?? [], filters), [nodes.data, filters]);
  const linked = filters.showLines ? shownTransmitters : EMPTY;

  const select = useCallback((next: Omit<Selection, 'seq'> | null) => {
    seq.current += 1;
    setSelection(next && ({ ...next, seq: seq.current } as Selection));
  }, []);

  const onTransmitterClick = useCallback(
    (item: Transmitter) => {
      const position = markerPosition(item);
      if (picking && position) return setPoint({ latitude: position[0], longitude: position[1] });
      toggleCoverage(item.name);
      select({ kind: 'transmitter', item });
    },
    [toggleCoverage, select, picking],
  );
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
  // The transmitters on the map that have a coverage: with all coverage on, each shows it.
  const withCoverage = useMemo(
    () =>
      shownTransmitters.filter((item) => coverageShape(item as unknown as Record<string, unknown>)),
    [shownTransmitters],
  );
  const coverageFiles = useCoverageFiles(withCoverage, allCoverage);
  const coverageCount = useMemo(() => {
    if (!allCoverage) return coverage.shown.size;
    const names = new Set([...coverage.shown].map(normalizeName));
    for (const item of withCoverage) names.add(normalizeName(item.name));
    return names.size;
  }, [allCoverage, coverage.shown, withCoverage]);
  const coverageSources = {
    files: coverageFiles.bounds.size,
    model: withCoverage.length - coverageFiles.bounds.size,
  };
  const onNodeClick = useCallback((item: Node) => select({ kind: 'node', item }), [select]);

  // A closed popup clears the selection only if no newer one replaced it meanwhile.
  const closePopup = (closed: number) => () =>
    setSelection((current) => (current?.seq === closed ? null : current));

  // The permalink: centre on the transmitter, zoom in after 500 ms and open its popup, once per
  // id. Only a view in the address the page was opened with (a reload after panning) wins; a
  // permalink followed from a popup later always centres.
  const [openedAt] = useState({ id, nodeName });
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!map || !id || !transmitters.data || handled.current === id) return;
    const first = handled.current === null;
    handled.current = id;
    const target = transmitters.data.find((item) => includesName([item.name], id));
    const position = target && markerPosition(target);
    if (!target || !position) return;
    select({ kind: 'transmitter', item: target });
    if (first && id === openedAt.id && initialView) return;
    return centreThenZoom(map, position);
  }, [map, id, transmitters.data, select, initialView, openedAt]);

  const handledNode = useRef<string | null>(null);
  useEffect(() => {
    if (!map || !nodeName || !nodes.data || handledNode.current === nodeName) return;
    const first = handledNode.current === null;
    handledNode.current = nodeName;
    const target = nodes.data.find((item) => includesName([item.name], nodeName));
    const position = target && markerPosition(target);
    if (!target || !position) return;
    select({ kind: 'node', item: target });
    if (first && nodeName === openedAt.nodeName && initialView) return;
    return centreThenZoom(map, position);
  }, [map, nodeName, nodes.data, select, initialView, openedAt]);

  // Back or forward to another map entry: show the view that entry had.
  useEffect(() => {
    if (map && restoredView) map.setView(restoredView.center, restoredView.zoom);
  }, [map, restoredView]);

  const panel = useAfterFirstTiles();
  const panelLoading = <p className={styles.hint}>{t('common.loading')}</p>;
  return (
    <div className={styles.page}>
      <PageTitle />
      <ErrorBanner message={transmitters.error ? listErrorMessage(transmitters.error) : null} />
      <ErrorBanner message={nodes.error ? listErrorMessage(nodes.error) : null} />
      <SidePanelLayout className={styles.columns}>
        <div className={styles.main}>
          <MapSearch value={urlFilters.search} onChange={(search) => setFilters({ search })} />
          <SearchMatches
            search={filters.search}
            matches={shownTransmitters}
            coverage={coverage.shown}
            onPick={onTransmitterClick}
          />
          <div
            className={styles.mapFrame}
            data-shown-transmitters={shownTransmitters.length}
            data-shown-nodes={shownNodes.length}
            data-shown-lines={filters.showLines ? 'on' : 'off'}
          >
            <BaseMap
              label={t('transmitterMap.mapLabel')}
              center={initialView?.center}
              zoom={initialView?.zoom}
              mapRef={setMap}
              onTilesSettled={panel.onTilesSettled}
              className={styles.map}
            >
              {allCoverage && (
                <AllCoverageLayer
                  transmitters={withCoverage}
                  files={coverageFiles.bounds}
                  opacity={coverageOpacity}
                />
              )}
              <CoverageOverlays names={coverage.shown} />
              <PointPicker active={picking} onPick={(next) => choosePoint(next, false)} />
              {point && <PickedPoint point={point} />}
              <TransmitterMarkers transmitters={shownTransmitters} onClick={onTransmitterClick} />
              {filters.showNodes && (
                <NodeMarkers nodes={shownNodes} linkedTransmitters={linked} onClick={onNodeClick} />
              )}
              <ViewTracker onChange={setView} />
              {selection?.kind === 'transmitter' && (
                <TransmitterPopup
                  key={selection.seq}
                  item={selection.item}
                  admin={user.admin}
                  onClose={closePopup(selection.seq)}
                />
              )}
              {selection?.kind === 'node' && (
                <NodePopup
                  key={selection.seq}
                  item={selection.item}
                  admin={user.admin}
                  onClose={closePopup(selection.seq)}
                />
              )}
            </BaseMap>
          </div>
          <p className={styles.hint}>{t('transmitterMap.coverageHint')}</p>
        </div>
        <SidePanel label={t('transmitterMap.sidePanel')}>
          {/* Beside the map on a desktop, below it on a phone: drawn once the map's tiles are. */}
          {panel.ready ? (
            <Suspense fallback={panelLoading}>
              <MapSidePanel
                map={map}
                shownTransmitters={shownTransmitters}
                allTransmitters={transmitters.data ?? EMPTY}
                shownNodes={filters.showNodes ? shownNodes.length : undefined}
                coverageShown={coverageCount}
                allCoverage={allCoverage}
                onShowAllCoverage={() => setAllCoverage(true)}
                onRemoveAllCoverage={() => {
                  setAllCoverage(false);
                  coverage.clear();
                }}
                coverageOpacity={coverageOpacity}
                coverageSources={coverageSources}
                onCoverageOpacityChange={setCoverageOpacity}
                point={point}
                onPoint={choosePoint}
                picking={picking}
                onPickingChange={setPicking}
                filters={urlFilters}
                onFiltersChange={setFilters}
              />
            </Suspense>
          ) : (
            panelLoading
          )}
        </SidePanel>
      </SidePanelLayout>
    </div>
  );
}

const EMPTY: Transmitter[] = [];
