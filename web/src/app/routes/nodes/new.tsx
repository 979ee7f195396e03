import { NodeForm } from '../../../features/nodes/node-form';
import { paths } from '../../../lib/paths';
import { RequireAdmin } from '../../layout/require-admin';

export default function NewNodeRoute() {
  return (
    <RequireAdmin listHref={paths.nodes.list.href()}>
      <NodeForm />
    </RequireAdmin>
  );
}
