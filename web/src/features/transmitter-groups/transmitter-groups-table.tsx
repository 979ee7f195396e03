import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mayChange, type TransmitterGroup } from '@dapnet/model';
import { DataTable, RowActions, type Column } from '../../components/data-table';
import { namesColumn } from '../../components/data-table/names-column';
import { useDeleteAction } from '../../components/record-actions/use-delete-action';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { transmitterGroupsApi } from './api';

interface TransmitterGroupsTableProps {
  groups: readonly TransmitterGroup[] | undefined;
  error: unknown;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Transmitter groups: name, description, members, owners; owners and admins edit and delete. */
export function TransmitterGroupsTable(props: TransmitterGroupsTableProps) {
  const { groups, error, refreshing, onRefresh } = props;
  const { t } = useTranslation();
  const user = useCurrentUser();
  const remove = useDeleteAction(transmitterGroupsApi);
  const columns = useMemo<Column<TransmitterGroup>[]>(
    () => [
      { id: 'name', header: t('transmitterGroups.fields.name'), text: (group) => group.name },
      {
        id: 'description',
        header: t('transmitterGroups.fields.description'),
        text: (group) => group.description,
      },
      namesColumn(
        'transmitters',
        t('transmitterGroups.fields.transmitters'),
        (group) => group.transmitterNames,
      ),
      namesColumn('owners', t('transmitterGroups.fields.owners'), (group) => group.ownerNames),
    ],
    [t],
  );
  return (
    <DataTable
      label={t('transmitterGroups.title')}
      columns={columns}
      exportAs={{ name: 'transmitter-groups' }}
      rows={groups}
      rowKey={(group) => group.name}
      empty={{
        text: t('transmitterGroups.empty'),
        create: user.admin
          ? { href: paths.transmitterGroups.new.href(), label: t('transmitterGroups.new') }
          : undefined,
      }}
      error={error}
      refreshing={refreshing}
      onRefresh={onRefresh}
      actions={(group) =>
        mayChange(group, user) ? (
          <RowActions
            name={group.name}
            editHref={paths.transmitterGroups.edit.href(group.name)}
            onDelete={() => void remove(group.name)}
          />
        ) : null
      }
    />
  );
}
