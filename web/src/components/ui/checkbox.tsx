import type { ComponentProps, ReactNode } from 'react';
import { useFieldIds } from './field';
import styles from './checkbox.module.css';

/** A checkbox with its label beside it and an optional hint below. */
export function Checkbox({
  label,
  description,
  id,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'id'> & {
  label: ReactNode;
  description?: ReactNode;
  id?: string;
}) {
  const ids = useFieldIds({ id, description });
  return (
    <div className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      <input type="checkbox" {...input} {...ids.control} className={styles.box} />
      <span className={styles.text}>
        <label
          htmlFor={ids.inputId}
          className={styles.label}
          data-disabled={input.disabled || undefined}
        >
          {label}
        </label>
        {description && (
          <span id={ids.descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
    </div>
  );
}
