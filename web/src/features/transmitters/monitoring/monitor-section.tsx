import { useId, type ReactNode } from 'react';
import styles from './monitoring.module.css';

/** One titled part of a monitoring screen's main column; the title names it for screen readers. */
export function MonitorSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
