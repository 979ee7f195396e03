import { TransmitterForm } from '../../../features/transmitters/transmitter-form';

export default function NewTransmitterRoute() {
  return <TransmitterForm />;
}
