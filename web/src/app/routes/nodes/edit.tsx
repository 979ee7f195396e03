import { useParams } from 'react-router';
import { NodeForm } from '../../../features/nodes/node-form';

export default function EditNodeRoute() {
  const { id = '' } = useParams();
  return <NodeForm editName={id} />;
}
