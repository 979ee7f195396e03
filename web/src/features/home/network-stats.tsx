import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { useSession } from '../session/session-store';
import { networkStatsQuery, type NetworkStats } from './home-api';
import { HomeError } from './lazy-parts';
import { SectionHeading } from './section-heading';
import classes from './home-sections.module.css';

type Row = { label: string; value: (stats: NetworkStats, format: (n: number) => string) => string };

const ROWS: readonly Row[] = [
  { label: 'home.stats.calls', value: (s, f) => f(s.calls) },
  { label: 'home.stats.subscribers', value: (s, f) => f(s.callSigns) },
  { label: 'home.stats.news', value: (s, f) => f(s.news) },
  { label: 'home.stats.rubrics', value: (s, f) => f(s.rubrics) },
  {
    label: 'home.stats.transmitters',
    value: (s, f) => `${f(s.transmittersOnline)} / ${f(s.transmittersTotal)}`,
  },
  { label: 'home.stats.nodes', value: (s, f) => `${f(s.nodesOnline)} / ${f(s.nodesTotal)}` },
  { label: 'home.stats.users', value: (s, f) => f(s.users) },
];

/** The network's counters from GET stats, which anyone may read. */
export function NetworkStatistics() {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const stats = useQuery(networkStatsQuery);
  const format = (value: number) => formatNumber(value, language);
  return (
    <section className={classes.section} aria-labelledby="home-stats">
      <SectionHeading
        id="home-stats"
        title={t('home.stats.title')}
        onRefresh={() => void stats.refetch()}
        refreshing={stats.isFetching}
      />
      {stats.isError && (
        <Suspense fallback={null}>
          <HomeError error={stats.error} />
        </Suspense>
      )}
      {stats.isPending && (
        // The list's place is held while the counters load (an invisible copy under the loading
        // text), so the section below does not move when they arrive.
        <div className={classes.pending}>
          <p className={classes.muted}>{t('common.loading')}</p>
          <dl className={`${classes.stats} ${classes.reserve}`} aria-hidden="true">
            {ROWS.map((row) => (
              <div key={row.label} className={classes.statRow}>
                <dt>{t(row.label)}</dt>
                <dd>0</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {stats.data && (
        <dl className={classes.stats}>
          {ROWS.map((row) => (
            <div key={row.label} className={classes.statRow}>
              <dt>{t(row.label)}</dt>
              <dd>{row.value(stats.data, format)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
