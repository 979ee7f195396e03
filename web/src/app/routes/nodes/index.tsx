/** The nodes' standard pages: list, new and edit (lib/entities.ts declares them). */
import { ButtonLink } from '../../../components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PieChart } from '../../../components/records/pie-chart';
import { OverviewPage } from '../../../components/overview-page/overview-page';
import { PanelSection } from '../../../components/page/side-panel';
import { NetworkHealthHistory } from '../../../features/home/network-health';
import { nodesApi } from '../../../features/nodes/api';
import { NodesTable } from '../../../features/nodes/nodes-table';
import { MailAllButton } from '../../../features/users/mail-all-button';
import { useOwnersForMail } from '../../../features/users/use-owners-for-mail';
import { ownerAddresses } from '../../../lib/records/owner-mail';
import { useSession } from '../../../features/session/session-store';
import { formatNumber } from '../../../lib/format';
import { polled } from '../../../lib/live-events/live-state';
import { paths } from '../../../lib/paths';
import { EditRecord } from '../../../components/record-actions/edit-record';
import { lazyForm } from '../../../components/page/lazy-form';

export function List() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user)!;
  const language = useSession((state) => state.language);
  // Statuses change on their own: read again every half minute while the page is visible.
  const nodes = useQuery(polled(nodesApi.listQuery()));
  const owners = useOwnersForMail(user.admin);
  const total = nodes.data?.length ?? 0;
  // Offline is everything not running: SUSPENDED and any unexpected status alike.
  const online = nodes.data?.filter((node) => node.status === 'ONLINE').length ?? 0;
  const format = (value: number) => formatNumber(value, language);
  return (
    <OverviewPage
      actions={
        user.admin && (
          <>
            <ButtonLink to={paths.nodes.new.href()}>{t('nodes.new')}</ButtonLink>
            {nodes.data && owners.users && (
              <MailAllButton
                addresses={ownerAddresses(
                  nodes.data.flatMap((node) => node.ownerNames),
                  owners.users,
                )}
                subject={t('nodes.mailAllSubject')}
                label={t('nodes.mailAll')}
              />
            )}
          </>
        )
      }
      statistics={
        nodes.data && [
          {
            label: t('nodes.stats.online'),
            value: t('nodes.stats.onlineOfTotal', { online: format(online), total: format(total) }),
          },
        ]
      }
      aside={
        <>
          {nodes.data && (
            <PieChart
              title={t('nodes.chart.title')}
              slices={[
                { label: t('nodes.chart.online'), value: online },
                { label: t('nodes.chart.offline'), value: total - online },
              ]}
              emptyText={t('nodes.chart.empty')}
              formatValue={format}
            />
          )}
          <PanelSection title={t('networkHealth.title')}>
            <NetworkHealthHistory />
          </PanelSection>
          <p>{t('nodes.help')}</p>
        </>
      }
    >
      <NodesTable
        nodes={owners.rowsReady ? nodes.data : undefined}
        users={owners.users}
        error={nodes.error}
        refreshing={nodes.isFetching}
        onRefresh={() => void nodes.refetch()}
      />
    </OverviewPage>
  );
}

/** Loads with the new and edit pages: the list does without it. */
const NodeForm = lazyForm(() =>
  import('../../../features/nodes/node-form').then((module) => module.NodeForm),
);

/** Admins only: the router's guard (lib/entities.ts) shows everybody else the permission message. */
export function New() {
  return <NodeForm />;
}

/** Nodes have owners, but only admins may change them: the router guards this page. */
export function Edit() {
  const { id = '' } = useParams();
  return (
    <EditRecord query={nodesApi.itemQuery(id)} listHref={paths.nodes.list.href()}>
      {(node) => <NodeForm key={node.name} node={node} />}
    </EditRecord>
  );
}
