import { useParams } from 'react-router';
import { TransmitterMonitorPage } from '../../../features/transmitters/monitoring/transmitter-monitor-page';

/** /transmitters/monitor/{id}: one transmitter's connection, traffic and history. */
export default function TransmitterMonitorRoute() {
  const { id = '' } = useParams();
  return <TransmitterMonitorPage key={id} name={id} />;
}
