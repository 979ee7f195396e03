import { type ReactNode, useId } from 'react';
import styles from './callout.module.css';

/** info: blue, for what helps; warning: yellow; danger: red, for what failed; neutral: grey. */
export type CalloutTone = 'info' | 'warning' | 'danger' | 'neutral';

interface CalloutProps {
  tone?: CalloutTone;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * "alert" (the default) is announced at once; "note" and "status" politely, for hints that
   * appear while the user types (a form's warnings, a restored draft).
   */
  role?: 'alert' | 'note' | 'status';
  /** Less padding above and below, for one line of text. */
  compact?: boolean;
  className?: string;
}

/** A tinted box with a message: an error above a form, a hint, a warning. */
export function Callout({
  tone = 'info',
  title,
  children,
  role = 'alert',
  compact = false,
  className,
}: CalloutProps) {
  const titleId = useId();
  return (
    <div
      role={role}
      // Named by its title, so that a screen reader's list of alerts says which one it is.
      aria-labelledby={title ? titleId : undefined}
      className={[styles.callout, styles[tone], compact && styles.compact, className]
        .filter(Boolean)
        .join(' ')}
    >
      {title && (
        <p id={titleId} className={styles.title}>
          {title}
        </p>
      )}
      {children !== undefined && <div className={styles.body}>{children}</div>}
    </div>
  );
}
