import { TransmitterForm } from '../../../features/transmitters/transmitter-form';
import { paths } from '../../../lib/paths';
import { RequireAdmin } from '../../layout/require-admin';

export default function NewTransmitterRoute() {
  return (
    <RequireAdmin listHref={paths.transmitters.list.href()}>
      <TransmitterForm />
    </RequireAdmin>
  );
}
