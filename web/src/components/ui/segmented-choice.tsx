import { useId } from 'react';
import styles from './segmented-choice.module.css';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

/**
 * One of a few choices as a row of segments (radio buttons underneath: arrows move between
 * them, the group is named by `label`).
 */
export function SegmentedChoice<Value extends string>({
  label,
  value,
  onChange,
  choices,
  fullWidth = false,
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  choices: readonly Choice<Value>[];
  fullWidth?: boolean;
}) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={[styles.group, fullWidth && styles.fullWidth].filter(Boolean).join(' ')}
    >
      {choices.map((choice) => {
        const id = `${name}-${choice.value}`;
        return (
          <span key={choice.value} className={styles.segment}>
            <input
              type="radio"
              id={id}
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              className={styles.input}
            />
            <label htmlFor={id} className={styles.label}>
              {choice.label}
            </label>
          </span>
        );
      })}
    </div>
  );
}
