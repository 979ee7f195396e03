import { MESSAGE_PRIORITIES, type TransmitterMonitor } from '@dapnet/model';
import { useTranslation } from 'react-i18next';
import { PanelSection, StatisticList } from '../../../components/page/side-panel';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../session/current-user/use-current-user';

/** The messages waiting, by priority (the order they leave in), and the last hour's counts. */
export function TrafficSections({ monitor }: { monitor: TransmitterMonitor | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // While the first answer is on its way the figures are dashes, so nothing moves when it comes.
  const count = (value: number | undefined) =>
    value === undefined ? '–' : formatNumber(value, language);
  return (
    <>
      <PanelSection title={t('monitoring.queue.title')}>
        <StatisticList
          items={MESSAGE_PRIORITIES.map((priority) => ({
            label: t(`monitoring.priorities.${priority.toLowerCase()}`),
            value: count(monitor?.queue[priority]),
          }))}
        />
      </PanelSection>
      <PanelSection title={t('monitoring.lastHour.title')}>
        <StatisticList
          items={[
            { label: t('monitoring.lastHour.sent'), value: count(monitor?.lastHour.sent) },
            { label: t('monitoring.lastHour.retried'), value: count(monitor?.lastHour.retried) },
            { label: t('monitoring.lastHour.failed'), value: count(monitor?.lastHour.failed) },
          ]}
        />
      </PanelSection>
    </>
  );
}
