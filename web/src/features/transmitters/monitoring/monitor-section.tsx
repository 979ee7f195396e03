import type { ReactNode } from 'react';
import { TitledSection } from '../../../components/page/titled-section';
import styles from './monitoring.module.css';

/** One titled part of a monitoring screen's main column; the title names it for screen readers. */
export function MonitorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection title={title} classes={{ section: styles.section, heading: styles.heading }}>
      {children}
    </TitledSection>
  );
}
