import { useCallback } from 'react';
import { useMapEvents } from 'react-leaflet';
import { CoverageOverlays } from '../../components/map/coverage-overlay';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { AllCoverageLayer } from './all-coverage-layer';
import type { MapView } from './map-filters';
import { NodePopup, TransmitterPopup } from './map-popups';
import { NodeMarkers } from './node-markers';
import { PickedPoint, PointPicker } from './picked-point';
import { TransmitterMarkers } from './transmitter-markers';
import type { TransmitterMapState } from './use-transmitter-map';

/** Writes the map's centre and zoom into the page's state (and so its address) after a move. */
function ViewTracker({ onChange }: { onChange: (view: MapView) => void }) {
  const map = useMapEvents({
    moveend: () => {
      const center = map.getCenter();
      onChange({ center: [center.lat, center.lng], zoom: map.getZoom() });
    },
  });
  return null;
}

/** The open popup: a transmitter's or a node's, keyed so a new selection opens afresh. */
function SelectedPopup({ popup }: Pick<TransmitterMapState, 'popup'>) {
  const { admin } = useCurrentUser();
  const { selection, closePopup } = popup;
  // The same handler while the same popup is open: the popups are memoised (map-popups.tsx).
  const seq = selection?.seq;
  const onClose = useCallback(() => {
    if (seq !== undefined) closePopup(seq);
  }, [seq, closePopup]);
  if (!selection) return null;
  return selection.kind === 'transmitter' ? (
    <TransmitterPopup key={selection.seq} item={selection.item} admin={admin} onClose={onClose} />
  ) : (
    <NodePopup key={selection.seq} item={selection.item} admin={admin} onClose={onClose} />
  );
}

/** What the map draws over its tiles: coverage, the chosen point, markers, lines and popups. */
export function MapLayers({ state }: { state: TransmitterMapState }) {
  const { coverage, who, filters, shownTransmitters } = state;
  return (
    <>
      {coverage.all && (
        <AllCoverageLayer
          transmitters={coverage.withCoverage}
          files={coverage.fileBounds}
          opacity={coverage.opacity}
        />
      )}
      <CoverageOverlays names={coverage.shown} />
      <PointPicker active={who.picking} onPick={(next) => who.choosePoint(next, false)} />
      {who.point && <PickedPoint point={who.point} />}
      <TransmitterMarkers transmitters={shownTransmitters} onClick={state.onTransmitterClick} />
      {filters.showNodes && (
        <NodeMarkers
          nodes={state.shownNodes}
          linkedTransmitters={filters.showLines ? shownTransmitters : NO_LINES}
          onClick={state.popup.selectNode}
        />
      )}
      <ViewTracker onChange={state.url.setView} />
      <SelectedPopup popup={state.popup} />
    </>
  );
}

const NO_LINES: never[] = [];
