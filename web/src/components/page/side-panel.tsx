import type { ReactNode } from 'react';
import { TitledSection } from './titled-section';
import styles from './side-panel.module.css';

/**
 * The grey panel beside a list or a map, holding its actions, statistics, settings and legend.
 * On a phone it follows the main column, unless a page moves it with its `className`.
 */
export function SidePanel({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <aside className={className ? `${styles.panel} ${className}` : styles.panel} aria-label={label}>
      {children}
    </aside>
  );
}

/**
 * A page's main column with the side column beside it (a side panel, a form's help); on a phone
 * one column. A page may widen the side column with `--side-panel-width` in its `className`.
 */
export function SidePanelLayout({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${styles.columns} ${className}` : styles.columns}>{children}</div>
  );
}

/** One titled part of a side panel; the title names it for screen readers too. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection title={title} classes={{ section: styles.section, heading: styles.heading }}>
      {children}
    </TitledSection>
  );
}

export interface Statistic {
  label: string;
  value: ReactNode;
}

/** Label and value pairs, the values in figures of equal width. */
export function StatisticList({ items }: { items: readonly Statistic[] }) {
  return (
    <dl className={styles.statistics}>
      {items.map(({ label, value }) => (
        <div key={label} className={styles.statistic}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
