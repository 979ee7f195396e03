import { useParams } from 'react-router';
import { EditRecord } from '../../../components/form';
import { subscribersApi } from '../../../features/subscribers/api';
import { SubscriberForm } from '../../../features/subscribers/subscriber-form';
import { mayChange, useViewer } from '../../../features/session/permissions';
import { paths } from '../../../lib/paths';

export default function EditSubscriberRoute() {
  const { id = '' } = useParams();
  const viewer = useViewer();
  return (
    <EditRecord
      query={subscribersApi.itemQuery(id)}
      mayEdit={(record) => mayChange(record, viewer)}
      listHref={paths.subscribers.list.href()}
    >
      {(subscriber) => <SubscriberForm key={subscriber.name} initial={subscriber} />}
    </EditRecord>
  );
}
