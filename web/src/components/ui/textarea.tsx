import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame, type FieldFrameProps, useField } from './field';
import styles from './field.module.css';

/**
 * A labelled text area that grows with its text, from `rows` lines up. `leftSection` is a fixed
 * start drawn inside the box before the text (a call's sender), `leftSectionWidth` wide; it is
 * for the eye only (say it to screen readers in the description).
 */
export function Textarea({
  rows = 3,
  leftSection,
  leftSectionWidth,
  ...props
}: FieldFrameProps &
  Omit<ComponentProps<'textarea'>, 'id' | 'className'> & {
    leftSection?: ReactNode;
    leftSectionWidth?: string;
  }) {
  const { frame, ids, control: textarea } = useField(props);
  const box = (
    <textarea
      rows={rows}
      {...textarea}
      required={props.required}
      {...ids.control}
      className={styles.textarea}
      style={{
        // Growing with its text (field-sizing), a box ignores `rows`: they set its least height.
        minHeight: `calc(${rows}lh + 1rem + 2px)`,
        ...(leftSection && { paddingLeft: `calc(${leftSectionWidth} + 0.625rem)` }),
      }}
    />
  );
  return (
    <FieldFrame {...frame}>
      {leftSection ? (
        <span className={styles.controlWrap}>
          <span className={styles.leftSection} aria-hidden style={{ width: leftSectionWidth }}>
            {leftSection}
          </span>
          {box}
        </span>
      ) : (
        box
      )}
    </FieldFrame>
  );
}
