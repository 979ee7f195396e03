import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OverviewPage } from '../../../../components/overview-page/overview-page';
import { transmitterGroupsApi } from '../../../../features/transmitter-groups/api';
import { TransmitterGroupsTable } from '../../../../features/transmitter-groups/transmitter-groups-table';
import { useSession } from '../../../../features/session/session-store';
import { formatNumber } from '../../../../lib/format';
import { paths } from '../../../../lib/paths';

export default function TransmitterGroupsRoute() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user)!;
  const language = useSession((state) => state.language);
  const groups = useQuery(transmitterGroupsApi.listQuery());
  return (
    <OverviewPage
      actions={
        user.admin && (
          <Button component={Link} to={paths.transmitterGroups.new.href()}>
            {t('transmitterGroups.new')}
          </Button>
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
