import { TransmitterGroupForm } from '../../../../features/transmitter-groups/transmitter-group-form';

/** Admins only: the router's guard (lib/entities.ts) shows everybody else the permission message. */
export default function NewTransmitterGroupRoute() {
  return <TransmitterGroupForm />;
}
