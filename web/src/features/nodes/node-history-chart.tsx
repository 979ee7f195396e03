import type { NodeHealthSample } from '@dapnet/model';
import { useTranslation } from 'react-i18next';
import { Sparkline, type SparklineSummary } from '../../components/charts/sparkline';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../session/current-user/use-current-user';
import styles from './node-facts.module.css';

interface NodeHistoryChartProps {
  /** The server's samples of the last day, oldest first; undefined against a real Core. */
  history: readonly NodeHealthSample[] | undefined;
}

/**
 * The node's transmitters online over the last day, from the embedded server's samples. A real
 * Core keeps no such history: then the chart says so instead of drawing what it does not know.
 */
export function NodeHistoryChart({ history }: NodeHistoryChartProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!history) return <p className={styles.note}>{t('monitoring.nodeHistory.needsServer')}</p>;
  const format = (value: number) => formatNumber(value, language);
  const summarize = ({ now, min, max }: SparklineSummary) =>
    t('networkHealth.summary', { now: format(now), min: format(min), max: format(max) });
  const total = history.at(-1)?.transmittersTotal;
  return (
    <>
      <Sparkline
        title={t('monitoring.nodeHistory.online')}
        values={history.map((sample) => sample.transmittersOnline)}
        summarize={summarize}
        emptyText={t('networkHealth.empty')}
      />
      {total !== undefined && (
        <p className={styles.note}>{t('monitoring.nodeHistory.total', { total: format(total) })}</p>
      )}
    </>
  );
}
