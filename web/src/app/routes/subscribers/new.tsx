import { SubscriberForm } from '../../../features/subscribers/subscriber-form';
import { paths } from '../../../lib/paths';
import { RequireAdmin } from '../../layout/require-admin';

export default function NewSubscriberRoute() {
  return (
    <RequireAdmin listHref={paths.subscribers.list.href()}>
      <SubscriberForm />
    </RequireAdmin>
  );
}
