import { useParams } from 'react-router';
import { EditRecord } from '../../../components/form';
import { transmittersApi } from '../../../features/transmitters/api';
import { TransmitterForm } from '../../../features/transmitters/transmitter-form';
import { mayChange, useViewer } from '../../../features/session/permissions';
import { paths } from '../../../lib/paths';

export default function EditTransmitterRoute() {
  const { id = '' } = useParams();
  const viewer = useViewer();
  return (
    <EditRecord
      query={transmittersApi.itemQuery(id)}
      mayEdit={(record) => mayChange(record, viewer)}
      listHref={paths.transmitters.list.href()}
    >
      {(transmitter) => <TransmitterForm key={transmitter.name} record={transmitter} />}
    </EditRecord>
  );
}
