import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Sparkline, type SparklineSummary } from '../../components/charts/sparkline';
import { formatNumber } from '../../lib/format';
import { useSession } from '../session/session-store';
import {
  HEALTH_HOURS,
  recordReading,
  seenStatsQuery,
  serverHealthQuery,
  type HealthPoint,
} from './network-health-api';
import classes from './network-health.module.css';

const SERVER_SAMPLE_MINUTES = 5;

/**
 * The recent history of online transmitters and calls: what the embedded server recorded, or,
 * against a server without that endpoint (a real Core), what this page has read of GET stats
 * since it was opened, and says which.
 */
export function NetworkHealthHistory() {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const server = useQuery(serverHealthQuery());
  const fromServer = server.isSuccess;
  const ownReadings = !fromServer && (server.isError || !serverHealthQuery().enabled);
  const stats = useQuery(seenStatsQuery(ownReadings));
  const seen = ownReadings ? recordReading(stats.data, stats.dataUpdatedAt) : [];
  const points: HealthPoint[] = fromServer ? server.data : seen;
  const format = (value: number) => formatNumber(value, language);
  const summarize = ({ now, min, max }: SparklineSummary) =>
    t('networkHealth.summary', { now: format(now), min: format(min), max: format(max) });
  return (
    <div className={classes.history}>
      <Sparkline
        title={t('networkHealth.online')}
        values={points.map((point) => point.transmittersOnline)}
        summarize={summarize}
        emptyText={t('networkHealth.empty')}
      />
      <Sparkline
        // The first point has no interval before it, so it counts no calls: leave it out.
        title={t('networkHealth.calls')}
        values={points.slice(1).map((point) => point.calls)}
        summarize={summarize}
        emptyText={t('networkHealth.empty')}
      />
      {(fromServer || ownReadings) && (
        <p className={classes.note}>
          {fromServer
            ? t('networkHealth.server', { hours: HEALTH_HOURS, minutes: SERVER_SAMPLE_MINUTES })
            : t('networkHealth.browser')}
        </p>
      )}
    </div>
  );
}
