import { type ReactNode, useId } from 'react';
import styles from './chip.module.css';

/**
 * A toggle drawn as a pill (a time slot, a pinned group): a checkbox underneath, so Space
 * toggles it and a screen reader says whether it is on.
 */
export function Chip({
  checked,
  onChange,
  children,
  size = 'sm',
  variant = 'filled',
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  size?: 'xs' | 'sm';
  /** filled: red when on; outline: a red border when on (a quieter choice beside a field). */
  variant?: 'filled' | 'outline';
  className?: string;
}) {
  const id = useId();
  return (
    <span
      className={[styles.chip, styles[size], styles[variant], className].filter(Boolean).join(' ')}
    >
      <input
        type="checkbox"
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className={styles.input}
      />
      <label htmlFor={id} className={styles.label}>
        {checked && <CheckIcon />}
        {children}
      </label>
    </span>
  );
}

function CheckIcon() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 7" aria-hidden className={styles.check}>
      <path d="M1 3.5l2.5 2.5L9 1" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
