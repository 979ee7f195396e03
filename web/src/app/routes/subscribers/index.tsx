/** The subscribers' standard pages: list, new and edit (lib/entities.ts declares them). */
import { ButtonLink } from '../../../components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OverviewPage } from '../../../components/overview-page/overview-page';
import { selectIsAdmin, useSession } from '../../../features/session/session-store';
import { subscribersApi } from '../../../features/subscribers/api';
import { SubscribersTable } from '../../../features/subscribers/subscribers-table';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { EditRecord } from '../../../components/record-actions/edit-record';
import { mayChange, useViewer } from '../../../features/session/current-user/permissions';
import { lazyForm } from '../../../components/page/lazy-form';

export function List() {
  const { t } = useTranslation();
  const admin = useSession(selectIsAdmin);
  const language = useSession((state) => state.language);
  const subscribers = useQuery(subscribersApi.listQuery());
  return (
    <OverviewPage
      actions={
        admin && <ButtonLink to={paths.subscribers.new.href()}>{t('subscribers.new')}</ButtonLink>
      }
      statistics={
        subscribers.data && [
          {
            label: t('subscribers.stats.total'),
            value: formatNumber(subscribers.data.length, language),
          },
        ]
      }
    >
      <SubscribersTable
        subscribers={subscribers.data}
        error={subscribers.error}
        refreshing={subscribers.isFetching}
        onRefresh={() => void subscribers.refetch()}
      />
    </OverviewPage>
  );
}

/** Loads with the new and edit pages: the list does without it. */
const SubscriberForm = lazyForm(() =>
  import('../../../features/subscribers/subscriber-form').then((module) => module.SubscriberForm),
);

/** Admins only: the router's guard (lib/entities.ts) shows everybody else the permission message. */
export function New() {
  return <SubscriberForm />;
}

export function Edit() {
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
