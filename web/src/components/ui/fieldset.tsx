import type { ComponentProps, ReactNode } from 'react';
import styles from './fieldset.module.css';

/** A bordered group of fields under a legend (a form's fields, a rubric's slots). */
export function Fieldset({
  legend,
  className,
  children,
  ...rest
}: Omit<ComponentProps<'fieldset'>, 'className'> & { legend?: ReactNode; className?: string }) {
  return (
    <fieldset {...rest} className={[styles.fieldset, className].filter(Boolean).join(' ')}>
      {legend && <legend className={styles.legend}>{legend}</legend>}
      {children}
    </fieldset>
  );
}
