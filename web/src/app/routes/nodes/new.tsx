import { NodeForm } from '../../../features/nodes/node-form';

export default function NewNodeRoute() {
  return <NodeForm />;
}
