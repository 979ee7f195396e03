import { useParams } from 'react-router';
import { EditRecord } from '../../../components/form';
import { transmittersApi } from '../../../features/transmitters/api';
import { TransmitterForm } from '../../../features/transmitters/transmitter-form';
import { paths } from '../../../lib/paths';

export default function EditTransmitterRoute() {
  const { id = '' } = useParams();
  return (
    <EditRecord query={transmittersApi.itemQuery(id)} listHref={paths.transmitters.list.href()}>
      {(transmitter) => <TransmitterForm key={transmitter.name} record={transmitter} />}
    </EditRecord>
  );
}
