import { TransmitterGroupForm } from '../../../../features/transmitter-groups/transmitter-group-form';

export default function NewTransmitterGroupRoute() {
  return <TransmitterGroupForm />;
}
