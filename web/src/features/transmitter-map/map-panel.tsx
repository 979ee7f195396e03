import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../components/page/side-panel';
import type { TransmitterMapState } from './use-transmitter-map';
import styles from './transmitter-map.module.css';

// Its checkboxes come from the UI kit: the panel brings it along after the map is on the screen.
const MapSidePanel = lazy(() => import('./map-side-panel'));

/**
 * Beside the map on a desktop, below it on a phone: the actions, "who covers this point",
 * statistics, settings and legend, drawn once the map's tiles are (`ready`).
 */
export function MapPanel({ state, ready }: { state: TransmitterMapState; ready: boolean }) {
  const { t } = useTranslation();
  const loading = <p className={styles.hint}>{t('common.loading')}</p>;
  return (
    <SidePanel label={t('transmitterMap.sidePanel')}>
      {ready ? (
        <Suspense fallback={loading}>
          <MapSidePanel state={state} />
        </Suspense>
      ) : (
        loading
      )}
    </SidePanel>
  );
}
