import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mayChange, type Subscriber } from '@dapnet/model';
import { DataTable, RowActions, type Column } from '../../components/data-table';
import { namesColumn } from '../../components/data-table/names-column';
import { useDeleteAction } from '../../components/record-actions/use-delete-action';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { subscribersApi } from './api';
import { PagerList } from './pager-list';
import { pagerSummary } from './pager-summary';

interface SubscribersTableProps {
  subscribers: readonly Subscriber[] | undefined;
  error: unknown;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Subscribers with their pagers and owners; admins and owners may edit or delete a row. */
export function SubscribersTable({
  subscribers,
  error,
  refreshing,
  onRefresh,
}: SubscribersTableProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const deleteSubscriber = useDeleteAction(subscribersApi);
  const columns = useMemo<Column<Subscriber>[]>(
    () => [
      { id: 'name', header: t('subscribers.fields.name'), text: (row) => row.name },
      {
        id: 'description',
        header: t('subscribers.fields.description'),
        text: (row) => row.description,
      },
      {
        id: 'pagers',
        header: t('subscribers.fields.pagers'),
        text: pagerSummary,
        // RICs as numbers; null where the API hides the pagers from this user.
        value: (row) =>
          row.pagers?.map((pager) => ({ ric: pager.number, name: pager.name })) ?? null,
        render: (row) => <PagerList pagers={row.pagers} />,
      },
      namesColumn('owners', t('subscribers.fields.owners'), (row) => row.ownerNames),
    ],
    [t],
  );
  return (
    <DataTable
      label={t('subscribers.title')}
      columns={columns}
      exportAs={{ name: 'subscribers' }}
      rows={subscribers}
      rowKey={(row) => row.name}
      empty={{
        text: t('subscribers.empty'),
        create: user.admin
          ? { href: paths.subscribers.new.href(), label: t('subscribers.new') }
          : undefined,
      }}
      error={error}
      refreshing={refreshing}
      onRefresh={onRefresh}
      actions={(row) =>
        mayChange(row, user) ? (
          <RowActions
            name={row.name}
            editHref={paths.subscribers.edit.href(row.name)}
            onDelete={() => void deleteSubscriber(row.name)}
          />
        ) : null
      }
    />
  );
}
