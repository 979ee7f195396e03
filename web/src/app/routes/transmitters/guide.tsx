import { useParams } from 'react-router';
import { EditRecord } from '../../../components/form/edit-record';
import { transmittersApi } from '../../../features/transmitters/api';
import { TransmitterGuidePage } from '../../../features/transmitters/guide/transmitter-guide-page';
import { mayChange, useViewer } from '../../../features/session/permissions';
import { paths } from '../../../lib/paths';

/**
 * /transmitters/guide/{id}: how to connect the transmitter software, and its first connection.
 * Admins and the transmitter's owners only (it shows the auth key); everybody else gets the
 * permission message, as on the edit page.
 */
export default function TransmitterGuideRoute() {
  const { id = '' } = useParams();
  const viewer = useViewer();
  return (
    <EditRecord
      query={transmittersApi.itemQuery(id)}
      mayEdit={(record) => mayChange(record, viewer)}
      listHref={paths.transmitters.list.href()}
    >
      {(transmitter) => <TransmitterGuidePage key={transmitter.name} transmitter={transmitter} />}
    </EditRecord>
  );
}
