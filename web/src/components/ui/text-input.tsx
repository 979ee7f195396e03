import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps, useField } from './field';
import styles from './field.module.css';

/** A labelled single-line text box (also for e-mail addresses and numbers typed as text). */
export function TextInput(
  props: FieldFrameProps & Omit<ComponentProps<'input'>, 'id' | 'className'>,
) {
  const { frame, ids, control: input } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input
        type="text"
        {...input}
        required={props.required}
        {...ids.control}
        className={styles.control}
      />
    </FieldFrame>
  );
}
