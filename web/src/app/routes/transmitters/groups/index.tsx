/** The transmitter groups' standard pages: list, new and edit (lib/entities.ts declares them). */
import { ButtonLink } from '../../../../components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OverviewPage } from '../../../../components/overview-page/overview-page';
import { transmitterGroupsApi } from '../../../../features/transmitter-groups/api';
import { TransmitterGroupsTable } from '../../../../features/transmitter-groups/transmitter-groups-table';
import { useSession } from '../../../../features/session/session-store';
import { formatNumber } from '../../../../lib/format';
import { paths } from '../../../../lib/paths';
import { EditRecord } from '../../../../components/record-actions/edit-record';
import { mayChange, useViewer } from '../../../../features/session/current-user/permissions';
import { lazyForm } from '../../../../components/page/lazy-form';

export function List() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user)!;
  const language = useSession((state) => state.language);
  const groups = useQuery(transmitterGroupsApi.listQuery());
  return (
    <OverviewPage
      actions={
        user.admin && (
          <ButtonLink to={paths.transmitterGroups.new.href()}>
            {t('transmitterGroups.new')}
          </ButtonLink>
        )
      }
      statistics={
        groups.data && [
          {
            label: t('transmitterGroups.stats.total'),
            value: formatNumber(groups.data.length, language),
          },
        ]
      }
      aside={<p>{t('transmitterGroups.help')}</p>}
    >
      <TransmitterGroupsTable
        groups={groups.data}
        error={groups.error}
        refreshing={groups.isFetching}
        onRefresh={() => void groups.refetch()}
      />
    </OverviewPage>
  );
}

/** Loads with the new and edit pages: the list does without it. */
const TransmitterGroupForm = lazyForm(() =>
  import('../../../../features/transmitter-groups/transmitter-group-form').then(
    (module) => module.TransmitterGroupForm,
  ),
);

/** Admins only: the router's guard (lib/entities.ts) shows everybody else the permission message. */
export function New() {
  return <TransmitterGroupForm />;
}

export function Edit() {
  const { id = '' } = useParams();
  const viewer = useViewer();
  return (
    <EditRecord
      query={transmitterGroupsApi.itemQuery(id)}
      mayEdit={(record) => mayChange(record, viewer)}
      listHref={paths.transmitterGroups.list.href()}
    >
      {(group) => <TransmitterGroupForm key={group.name} group={group} />}
    </EditRecord>
  );
}
