import { useParams } from 'react-router';
import { TransmitterGroupForm } from '../../../../features/transmitter-groups/transmitter-group-form';

export default function EditTransmitterGroupRoute() {
  const { id = '' } = useParams();
  return <TransmitterGroupForm editName={id} />;
}
