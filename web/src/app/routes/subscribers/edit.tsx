import { useParams } from 'react-router';
import { EditRecord } from '../../../components/form';
import { subscribersApi } from '../../../features/subscribers/api';
import { SubscriberForm } from '../../../features/subscribers/subscriber-form';
import { paths } from '../../../lib/paths';

export default function EditSubscriberRoute() {
  const { id = '' } = useParams();
  return (
    <EditRecord query={subscribersApi.itemQuery(id)} listHref={paths.subscribers.list.href()}>
      {(subscriber) => <SubscriberForm key={subscriber.name} initial={subscriber} />}
    </EditRecord>
  );
}
