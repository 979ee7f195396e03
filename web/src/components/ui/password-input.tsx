import { type ComponentProps, useState } from 'react';
import { FieldFrame, type FieldFrameProps, useField } from './field';
import styles from './field.module.css';

/** A labelled password box with a button that shows or hides what is typed. */
export function PasswordInput({
  toggleLabel,
  ...props
}: FieldFrameProps &
  Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'> & {
    /** The toggle's accessible name ("Show or hide the password"). */
    toggleLabel: string;
  }) {
  const { frame, ids, control: input } = useField(props);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...frame}>
      <span className={styles.controlWrap}>
        <input
          {...input}
          type={visible ? 'text' : 'password'}
          required={props.required}
          {...ids.control}
          className={styles.control}
        />
        <button
          type="button"
          className={styles.inside}
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={ids.inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </span>
    </FieldFrame>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
