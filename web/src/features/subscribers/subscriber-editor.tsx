import { LoadingPage, useEditRecord } from '../../components/form';

import { paths } from '../../lib/paths';
import { subscribersApi } from './api';
import { SubscriberForm } from './subscriber-form';

/**
 * Edits the subscriber named `name`. The form starts from a fresh copy (not a cached one an
 * earlier visit left), and a subscriber that fails to load sends the user back to the list.
 */
export function SubscriberEditor({ name }: { name: string }) {
  const record = useEditRecord(subscribersApi.itemQuery(name), paths.subscribers.list.href());
  if (!record.data || !record.isFetchedAfterMount) {
    return <LoadingPage />;
  }
  return <SubscriberForm initial={record.data} />;
}
