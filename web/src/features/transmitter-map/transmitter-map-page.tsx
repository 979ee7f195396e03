import { ErrorBanner } from '../../components/page/error-banner';
import { useAfterFirstTiles } from '../../components/map/use-after-first-tiles';
import { PageTitle } from '../../components/page/page-title';
import { SidePanelLayout } from '../../components/page/side-panel';
import { listErrorMessage } from '../../lib/messages/error-messages';
import { MapColumn } from './map-column';
import { MapPanel } from './map-panel';
import { useTransmitterMap } from './use-transmitter-map';
import styles from './transmitter-map.module.css';

/**
 * The transmitter map (`/transmitters/map`, a transmitter's permalink `/transmitters/map/{id}`,
 * a node's `?node=`): its state lives in `useTransmitterMap`, the map column and the side panel
 * draw it.
 */
export function TransmitterMapPage() {
  const state = useTransmitterMap();
  const panel = useAfterFirstTiles();
  const { transmitters, nodes } = state;
  return (
    <div className={styles.page}>
      <PageTitle />
      <ErrorBanner message={transmitters.error ? listErrorMessage(transmitters.error) : null} />
      <ErrorBanner message={nodes.error ? listErrorMessage(nodes.error) : null} />
      <SidePanelLayout className={styles.columns}>
        <MapColumn state={state} onTilesSettled={panel.onTilesSettled} />
        <MapPanel state={state} ready={panel.ready} />
      </SidePanelLayout>
    </div>
  );
}
