import { useQuery } from '@tanstack/react-query';
import type { Transmitter } from '@dapnet/model';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page/page-title';
import { StatusBadge, useStatusText } from '../../../components/records/transmitter-status-badge';
import { TitledSection } from '../../../components/page/titled-section';
import { getConfig } from '../../../lib/config';
import { polled } from '../../../lib/live-events/live-state';
import { paths } from '../../../lib/paths';
import { transmittersApi } from '../api';
import { ConnectionSettings } from './connection-settings';
import { ConnectionStatus } from './connection-status';
import { firstConnection, WAITING_POLL_MS } from './first-connection';
import { guideMonitorQuery, monitorAvailable } from './guide-api';
import { endpointValues } from './software-settings';
import { TestPageSender } from './test-page-sender';
import styles from './guide.module.css';
import anchor from '../../../components/ui/anchor.module.css';

const sectionClasses = { section: styles.section, heading: styles.heading };

/**
 * A transmitter's first connection, guided (for its owners and admins, as it shows the auth
 * key): what to enter in the transmitter software, then, live, whether it has connected or why
 * it was refused, then a test page through it. Against a real Core, which has no monitor, the
 * live part is the transmitter's status from the API and there is no test page.
 */
export function TransmitterGuidePage({ transmitter: loaded }: { transmitter: Transmitter }) {
  const { t } = useTranslation();
  const statusText = useStatusText();
  const live = monitorAvailable();
  const monitor = useQuery({ ...guideMonitorQuery(loaded.name), enabled: live });
  // Without the monitor the status is all there is: asked as often as the monitor would be.
  const record = useQuery({
    ...polled(transmittersApi.itemQuery(loaded.name)),
    ...(!live && {
      refetchInterval: (query: { state: { data?: Transmitter } }) =>
        query.state.data?.status === 'ONLINE' ? 30_000 : WAITING_POLL_MS,
    }),
  });
  const transmitter = record.data ?? loaded;
  const state = firstConnection(transmitter, monitor.data, live);
  const values = {
    ...endpointValues(getConfig().transmitterEndpoint, window.location.hostname),
    callsign: transmitter.name,
    authKey: transmitter.authKey ?? '',
  };

  return (
    <div className={styles.page}>
      <PageTitle />
      <p className={styles.subject}>
        <span>{transmitter.name}</span>
        <StatusBadge status={transmitter.status} text={statusText(transmitter.status)} />
      </p>
      <p className={styles.intro}>{t('transmitterGuide.intro')}</p>
      <ol className={styles.steps}>
        <li>
          <TitledSection title={t('transmitterGuide.steps.settings')} classes={sectionClasses}>
            <ConnectionSettings values={values} />
          </TitledSection>
        </li>
        <li>
          <TitledSection title={t('transmitterGuide.steps.connection')} classes={sectionClasses}>
            <ConnectionStatus state={state} />
          </TitledSection>
        </li>
        {live && (
          <li>
            <TitledSection title={t('transmitterGuide.steps.testPage')} classes={sectionClasses}>
              <p className={styles.note}>{t('transmitterGuide.testPage.about')}</p>
              <TestPageSender name={transmitter.name} connected={state.kind === 'connected'} />
            </TitledSection>
          </li>
        )}
      </ol>
      <p className={styles.links}>
        <Link className={anchor.anchor} to={paths.transmitters.edit.href(transmitter.name)}>
          {t('transmitterGuide.links.edit')}
        </Link>
        <Link className={anchor.anchor} to={paths.transmitters.monitor.href(transmitter.name)}>
          {t('transmitterGuide.links.monitor')}
        </Link>
        <Link className={anchor.anchor} to={paths.transmitters.list.href()}>
          {t('transmitterGuide.links.list')}
        </Link>
      </p>
    </div>
  );
}
