import { TransmitterForm } from '../../../features/transmitters/transmitter-form';

/** Admins only: the router's guard (lib/entities.ts) shows everybody else the permission message. */
export default function NewTransmitterRoute() {
  return <TransmitterForm />;
}
