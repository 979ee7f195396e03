import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../page/page-title';
import {
  PanelSection,
  SidePanel,
  SidePanelLayout,
  StatisticList,
  type Statistic,
} from '../page/side-panel';
import styles from './overview-page.module.css';

interface OverviewPageProps {
  /** The list (usually a DataTable). */
  children: ReactNode;
  /** Admin actions: links and buttons; the section is left out when empty. */
  actions?: ReactNode;
  /** Statistics as label/value pairs; shown once known. */
  statistics?: Statistic[];
  /** Extra content of the side panel (a chart, a help text). */
  aside?: ReactNode;
}

/** Every overview screen: the title, the list, and a side panel with actions and statistics. */
export function OverviewPage({ children, actions, statistics, aside }: OverviewPageProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageTitle />
      <SidePanelLayout className={styles.columns}>
        <div className={styles.main}>{children}</div>
        <SidePanel label={t('overview.sidePanel')}>
          {actions && (
            <PanelSection title={t('overview.actions')}>
              <div className={styles.actionList}>{actions}</div>
            </PanelSection>
          )}
          {statistics && statistics.length > 0 && (
            <PanelSection title={t('overview.statistics')}>
              <StatisticList items={statistics} />
            </PanelSection>
          )}
          {aside}
        </SidePanel>
      </SidePanelLayout>
    </div>
  );
}
