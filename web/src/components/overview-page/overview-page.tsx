import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../page-title';
import styles from './overview-page.module.css';

interface OverviewPageProps {
  /** The list (usually a DataTable). */
  children: ReactNode;
  /** Admin actions: links and buttons; the section is left out when empty. */
  actions?: ReactNode;
  /** Statistics as label/value pairs; shown once known. */
  statistics?: { label: string; value: ReactNode }[];
  /** Extra content of the side panel (a chart, a help text). */
  aside?: ReactNode;
}

/** Every overview screen: the title, the list, and a side panel with actions and statistics. */
export function OverviewPage({ children, actions, statistics, aside }: OverviewPageProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageTitle />
      <div className={styles.columns}>
        <div className={styles.main}>{children}</div>
        <aside className={styles.side} aria-label={t('overview.sidePanel')}>
          {actions && (
            <section className={styles.section}>
              <h2 className={styles.heading}>{t('overview.actions')}</h2>
              <div className={styles.actionList}>{actions}</div>
            </section>
          )}
          {statistics && statistics.length > 0 && (
            <section className={styles.section}>
              <h2 className={styles.heading}>{t('overview.statistics')}</h2>
              <dl className={styles.statistics}>
                {statistics.map(({ label, value }) => (
                  <div key={label} className={styles.statistic}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          {aside}
        </aside>
      </div>
    </div>
  );
}
