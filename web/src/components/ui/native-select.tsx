import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps, useFieldIds } from './field';
import styles from './field.module.css';

export interface NativeOption {
  value: string;
  label: string;
}

/** A labelled choice from a short list, the browser's own (best on phones). */
export function NativeSelect({
  label,
  description,
  error,
  required,
  withAsterisk,
  id,
  className,
  options,
  ...select
}: FieldFrameProps &
  Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'> & {
    options: readonly (NativeOption | string)[];
  }) {
  const ids = useFieldIds({ id, description, error });
  return (
    <FieldFrame {...{ label, description, error, required, withAsterisk, className, ids }}>
      <select {...select} required={required} {...ids.control} className={styles.select}>
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}
