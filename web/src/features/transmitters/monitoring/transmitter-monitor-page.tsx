import { Callout } from '../../../components/ui/callout';
import { useQuery } from '@tanstack/react-query';
import { mayChange } from '@dapnet/model';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/page/error-banner';
import { PageTitle } from '../../../components/page/page-title';
import layout from '../../../components/ui/layout.module.css';
import { PanelSection, SidePanel, SidePanelLayout } from '../../../components/page/side-panel';
import { errorTitle, listErrorMessage } from '../../../lib/messages/error-messages';
import { polled } from '../../../lib/live-events/live-state';
import { useCurrentUser } from '../../session/current-user/use-current-user';
import { transmittersApi } from '../api';
import { transmitterMonitorQuery } from '../monitor-api';
import { StatusBadge, useStatusText } from '../../../components/records/transmitter-status-badge';
import { TransmitterDetails } from '../transmitter-details';
import { ConnectionHistory } from './connection-history';
import { ConnectionSection } from './connection-section';
import { FlappingAlert } from './flapping-alert';
import { RecentMessages } from './recent-messages';
import { TrafficSections } from './traffic-sections';
import styles from './monitoring.module.css';

/**
 * One transmitter's monitoring screen: what the Core's API gives (status, address, device, the
 * last connection) beside what only the embedded server knows (the live connection, the queue,
 * the last hour's traffic, the messages sent, the history of connections, and a warning when its
 * connections keep replacing each other). Both are read again
 * every half minute while the page is visible.
 */
export function TransmitterMonitorPage({ name }: { name: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const statusText = useStatusText();
  const core = useQuery(polled(transmittersApi.itemQuery(name)));
  const monitorQuery = transmitterMonitorQuery(name);
  const live = useQuery(monitorQuery);
  // No endpoint configured, or one that does not answer (a real Core): the Core's fields only.
  const liveMissing = !monitorQuery.enabled || live.isError;
  const transmitter = core.data;
  return (
    <div className={styles.page}>
      <PageTitle />
      <p className={styles.subject}>
        <span>{transmitter?.name ?? name}</span>
        {transmitter && (
          <StatusBadge status={transmitter.status} text={statusText(transmitter.status)} />
        )}
      </p>
      <ErrorBanner
        message={core.error ? listErrorMessage(core.error) : null}
        title={errorTitle(core.error)}
      />
      {liveMissing && (
        <Callout tone="info" className={layout.mbMd}>
          {t('monitoring.needsServer')}
        </Callout>
      )}
      <SidePanelLayout>
        <div className={styles.main}>
          {!liveMissing && (
            <>
              {live.data?.flapping && <FlappingAlert flapping={live.data.flapping} />}
              <ConnectionSection connection={live.data?.connection} />
              {live.data && (
                <>
                  <RecentMessages
                    messages={live.data.recent}
                    withTexts={transmitter !== undefined && mayChange(transmitter, user)}
                  />
                  <ConnectionHistory events={live.data.history} />
                </>
              )}
            </>
          )}
        </div>
        <SidePanel label={t('monitoring.sidePanel')}>
          <PanelSection title={t('monitoring.coreFields')}>
            {transmitter && <TransmitterDetails transmitter={transmitter} />}
            <p className={styles.note}>{t('monitoring.pollHint')}</p>
          </PanelSection>
          {!liveMissing && <TrafficSections monitor={live.data} />}
        </SidePanel>
      </SidePanelLayout>
    </div>
  );
}
