import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorBanner } from '../../../components/page/error-banner';
import { OverviewPage } from '../../../components/overview-page/overview-page';
import { PanelSection } from '../../../components/page/side-panel';
import { nodesApi } from '../../../features/nodes/api';
import { nodeMonitorQuery } from '../../../features/nodes/monitor-api';
import { NodeFacts } from '../../../features/nodes/node-facts';
import { NodeHistoryChart } from '../../../features/nodes/node-history-chart';
import { transmittersApi } from '../../../features/transmitters/api';
import { nodeTransmittersFromList } from '../../../features/transmitters/node-transmitters';
import { NodeTransmittersTable } from '../../../features/transmitters/node-transmitters-table';
import { errorTitle, listErrorMessage } from '../../../lib/messages/error-messages';
import { polled } from '../../../lib/live-events/live-state';

/**
 * /nodes/monitor/{id}: the transmitters connected through the node, with their states, beside
 * the node itself. Without the monitoring endpoint (a real Core) the same rows come from the
 * Core's transmitter list, which names each transmitter's node.
 */
export default function NodeMonitorRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const node = useQuery(polled(nodesApi.itemQuery(id)));
  const monitorQuery = nodeMonitorQuery(id);
  const live = useQuery(monitorQuery);
  const fromCore = !monitorQuery.enabled || live.isError;
  const list = useQuery({ ...polled(transmittersApi.listQuery()), enabled: fromCore });
  const rows = fromCore
    ? list.data && nodeTransmittersFromList(list.data, id)
    : live.data?.transmitters;
  const current = fromCore ? list : live;
  return (
    <OverviewPage
      aside={
        <>
          <PanelSection title={node.data?.name ?? id}>
            {node.data && <NodeFacts node={node.data} />}
          </PanelSection>
          <PanelSection title={t('monitoring.nodeHistory.title')}>
            {fromCore ? (
              <NodeHistoryChart history={undefined} />
            ) : (
              live.data && <NodeHistoryChart history={live.data.history} />
            )}
          </PanelSection>
        </>
      }
    >
      <ErrorBanner
        message={node.error ? listErrorMessage(node.error) : null}
        title={errorTitle(node.error)}
      />
      <NodeTransmittersTable
        transmitters={rows}
        error={current.error}
        refreshing={current.isFetching}
        onRefresh={() => void current.refetch()}
      />
    </OverviewPage>
  );
}
