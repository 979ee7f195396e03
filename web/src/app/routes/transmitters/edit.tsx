import { useParams } from 'react-router';
import { LoadingPage, useEditRecord } from '../../../components/form';
import { transmittersApi } from '../../../features/transmitters/api';
import { TransmitterForm } from '../../../features/transmitters/transmitter-form';
import { paths } from '../../../lib/paths';

export default function EditTransmitterRoute() {
  const { id = '' } = useParams();
  const transmitter = useEditRecord(transmittersApi.itemQuery(id), paths.transmitters.list.href());
  if (!transmitter.data) return <LoadingPage />;
  // Keyed by name: the form takes its starting values once, from the loaded record.
  return <TransmitterForm key={transmitter.data.name} record={transmitter.data} />;
}
