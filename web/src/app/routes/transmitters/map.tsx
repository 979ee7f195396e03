import { TransmitterMapPage } from '../../../features/transmitter-map/transmitter-map-page';

/** /transmitters/map and /transmitters/map/{id} (the permalink of one transmitter). */
export default function TransmitterMapRoute() {
  return <TransmitterMapPage />;
}
