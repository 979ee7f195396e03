import { useParams } from 'react-router';
import { SubscriberEditor } from '../../../features/subscribers/subscriber-editor';

export default function EditSubscriberRoute() {
  const { id = '' } = useParams();
  return <SubscriberEditor key={id} name={id} />;
}
