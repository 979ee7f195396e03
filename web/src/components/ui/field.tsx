import { type ReactNode, useId } from 'react';
import styles from './field.module.css';

/** What every labelled field takes besides its own value. */
export interface FieldFrameProps {
  label: ReactNode;
  /** A hint under the label, read out with the field. */
  description?: ReactNode;
  /** The error under the field: the field is marked invalid and reads it out. */
  error?: ReactNode;
  /** The field must be filled: the browser checks it, and the label shows an asterisk. */
  required?: boolean;
  /** The asterisk without the browser's check (the form checks the field itself). */
  withAsterisk?: boolean;
  /** The field's id; one is made up when none is given. */
  id?: string;
  className?: string;
}

/**
 * The ids and ARIA attributes a field's control needs: its id (for the label), what describes
 * it (the hint, the error) and whether it is invalid.
 */
export function useFieldIds({
  id,
  description,
  error,
}: Pick<FieldFrameProps, 'id' | 'description' | 'error'>) {
  const made = useId();
  const inputId = id ?? made;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    inputId,
    descriptionId,
    errorId,
    control: {
      id: inputId,
      'aria-describedby': describedBy,
      'aria-invalid': error ? true : undefined,
    },
  };
}

/**
 * Splits a field's props into the frame's (label, hint, error, ...) and the control's own (value,
 * onChange, ...), with the ids that tie them together: every field component starts with it.
 */
export function useField<Props extends FieldFrameProps>(props: Props) {
  const { label, description, error, required, withAsterisk, id, className, ...control } = props;
  const ids = useFieldIds({ id, description, error });
  const frame = { label, description, error, required, withAsterisk, className, ids };
  return { frame, ids, control };
}

/** The label above a field, its hint, the field, and its error below. */
export function FieldFrame({
  label,
  description,
  error,
  required = false,
  withAsterisk = required,
  className,
  ids,
  labelAs = 'label',
  children,
}: FieldFrameProps & {
  ids: ReturnType<typeof useFieldIds>;
  /** "div" for a group of controls (chips) that its own role="group" names. */
  labelAs?: 'label' | 'div';
  children: ReactNode;
}) {
  const Label = labelAs;
  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')}>
      <Label htmlFor={labelAs === 'label' ? ids.inputId : undefined} className={styles.label}>
        {label}
        {withAsterisk && (
          <span className={styles.required} aria-hidden>
            {' *'}
          </span>
        )}
      </Label>
      {description && (
        <p id={ids.descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {children}
      {error && (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
