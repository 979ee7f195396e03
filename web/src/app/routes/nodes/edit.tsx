import { useParams } from 'react-router';
import { EditRecord } from '../../../components/form';
import { nodesApi } from '../../../features/nodes/api';
import { NodeForm } from '../../../features/nodes/node-form';
import { paths } from '../../../lib/paths';

/** Nodes have owners, but only admins may change them: the router guards this page. */
export default function EditNodeRoute() {
  const { id = '' } = useParams();
  return (
    <EditRecord query={nodesApi.itemQuery(id)} listHref={paths.nodes.list.href()}>
      {(node) => <NodeForm key={node.name} node={node} />}
    </EditRecord>
  );
}
