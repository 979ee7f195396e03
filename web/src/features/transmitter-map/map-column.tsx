import { useTranslation } from 'react-i18next';
import { BaseMap } from '../../components/map';
import { MapLayers } from './map-layers';
import { MapSearch } from './map-search';
import { SearchMatches } from './search-matches';
import type { TransmitterMapState } from './use-transmitter-map';
import styles from './transmitter-map.module.css';

interface MapColumnProps {
  state: TransmitterMapState;
  /** Called once the first tiles are drawn: the side panel waits for it. */
  onTilesSettled: () => void;
}

/** The page's main column: the search, its matches as buttons, the map and a hint below. */
export function MapColumn({ state, onTilesSettled }: MapColumnProps) {
  const { t } = useTranslation();
  const { url, filters, shownTransmitters, initialView } = state;
  return (
    <div className={styles.main}>
      <MapSearch value={url.filters.search} onChange={(search) => url.setFilters({ search })} />
      <SearchMatches
        search={filters.search}
        matches={shownTransmitters}
        coverage={state.coverage.shown}
        onPick={state.onTransmitterClick}
      />
      <div
        className={styles.mapFrame}
        data-shown-transmitters={shownTransmitters.length}
        data-shown-nodes={state.shownNodes.length}
        data-shown-lines={filters.showLines ? 'on' : 'off'}
      >
        <BaseMap
          label={t('transmitterMap.mapLabel')}
          center={initialView?.center}
          zoom={initialView?.zoom}
          mapRef={state.setMap}
          onTilesSettled={onTilesSettled}
          className={styles.map}
        >
          <MapLayers state={state} />
        </BaseMap>
      </div>
      <p className={styles.hint}>{t('transmitterMap.coverageHint')}</p>
    </div>
  );
}
