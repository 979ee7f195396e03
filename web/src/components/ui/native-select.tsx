import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps, useField } from './field';
import styles from './field.module.css';

export interface NativeOption {
  value: string;
  label: string;
}

/** A labelled choice from a short list, the browser's own (best on phones). */
export function NativeSelect({
  options,
  ...props
}: FieldFrameProps &
  Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'> & {
    options: readonly (NativeOption | string)[];
  }) {
  const { frame, ids, control: select } = useField(props);
  return (
    <FieldFrame {...frame}>
      <select {...select} required={props.required} {...ids.control} className={styles.select}>
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
