import { TransmitterGroupForm } from '../../../../features/transmitter-groups/transmitter-group-form';
import { paths } from '../../../../lib/paths';
import { RequireAdmin } from '../../../layout/require-admin';

export default function NewTransmitterGroupRoute() {
  return (
    <RequireAdmin listHref={paths.transmitterGroups.list.href()}>
      <TransmitterGroupForm />
    </RequireAdmin>
  );
}
