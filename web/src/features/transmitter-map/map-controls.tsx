import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes } from 'react';
import styles from './transmitter-map.module.css';

/**
 * The map panel's plain buttons and text field, drawn with the shared plain-control look
 * (components/plain-control.module.css). They stand in for the project's own button and field
 * (components/ui/) until those exist; then these two give way to them.
 */
export type MapButtonLook = 'default' | 'primary' | 'light' | 'subtle';

const LOOKS: Record<MapButtonLook, string | undefined> = {
  default: styles.button,
  primary: styles.buttonPrimary,
  light: styles.buttonLight,
  subtle: styles.buttonSubtle,
};

export function mapButtonClass(look: MapButtonLook = 'default'): string | undefined {
  return LOOKS[look];
}

export function MapButton({
  look = 'default',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { look?: MapButtonLook }) {
  return <button {...props} type={type} className={mapButtonClass(look)} />;
}

interface MapTextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value'
> {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and given to it as its description while set. */
  error?: string;
}

/** A labelled text field with its hint and, after a wrong entry, its error. */
export function MapTextField({ label, description, error, onChange, ...input }: MapTextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <p id={hintId} className={styles.fieldHint}>
        {description}
      </p>
      <input
        {...input}
        id={id}
        type="text"
        className={styles.fieldInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
