import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps, useFieldIds } from './field';
import styles from './field.module.css';

/** A labelled single-line text box (also for e-mail addresses and numbers typed as text). */
export function TextInput({
  label,
  description,
  error,
  required,
  withAsterisk,
  id,
  className,
  ...input
}: FieldFrameProps & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  const ids = useFieldIds({ id, description, error });
  return (
    <FieldFrame {...{ label, description, error, required, withAsterisk, className, ids }}>
      <input
        type="text"
        {...input}
        required={required}
        {...ids.control}
        className={styles.control}
      />
    </FieldFrame>
  );
}
