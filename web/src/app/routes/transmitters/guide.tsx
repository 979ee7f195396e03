import { useParams } from 'react-router';
import { TransmitterGuidePage } from '../../../features/transmitters/guide/transmitter-guide-page';
import { TransmitterRecord } from '../../../features/transmitters/transmitter-record';

/**
 * /transmitters/guide/{id}: how to connect the transmitter software, and its first connection.
 * Admins and the transmitter's owners only (it shows the auth key); everybody else gets the
 * permission message, as on the edit page.
 */
export default function TransmitterGuideRoute() {
  const { id = '' } = useParams();
  return (
    <TransmitterRecord name={id}>
      {(transmitter) => <TransmitterGuidePage key={transmitter.name} transmitter={transmitter} />}
    </TransmitterRecord>
  );
}
