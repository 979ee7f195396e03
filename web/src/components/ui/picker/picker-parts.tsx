/**
 * What a picker shows of itself, closed (closed-picker.tsx) and open (the kit's,
 * widgets/pickers/kit-pickers.tsx) alike: the picked values as pills, and its right end with the
 * sign that it opens a list. Both draw them with these, so a picker looks the same before and
 * after the kit's takes its place.
 */
import { ChevronUpDownIcon, CrossIcon } from '../../icons';
import type { PickerOption } from './picker-search';
import styles from './picker-parts.module.css';

/** A picked value: its label and a cross that takes it out (by pointer; Backspace by keyboard). */
export function PickedPill({
  label,
  onRemove,
  disabled,
}: {
  label: string;
  onRemove: () => void;
  disabled?: boolean | undefined;
}) {
  return (
    <span className={styles.pill}>
      <span className={styles.pillLabel}>{label}</span>
      {!disabled && (
        // Out of the tab order and hidden from screen readers, as the kit's own: the keyboard
        // takes a value out with Backspace in the field, and the field reads its values out.
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          className={styles.pillRemove}
          // The field keeps the focus (and the open list stays open) while a value goes.
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => {
            event.stopPropagation();
            onRemove();
          }}
        >
          <CrossIcon size={12} />
        </button>
      )}
    </span>
  );
}

/**
 * The picker's right end: the sign that it opens a list, and before it, on a multiselect with
 * values, the cross that empties it (out of the tab order, as the kit's: the keyboard empties a
 * field with Backspace).
 */
export function PickerEnd({ clear }: { clear?: (() => void) | undefined }) {
  return (
    <span className={styles.end}>
      {clear && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          className={styles.clear}
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => {
            event.stopPropagation();
            clear();
          }}
        >
          <CrossIcon size={14} />
        </button>
      )}
      <ChevronUpDownIcon size={16} />
    </span>
  );
}

/** How wide the picker's right end is, in rem: with the clear cross, or the sign alone. */
export const pickerEndWidth = (clearable: boolean) => (clearable ? 3.125 : 2.125);

/** The label of a picked value's option, if the options have it (under a heading or not). */
export function labelOf(options: readonly PickerOption[], value: string): string | undefined {
  for (const option of options) {
    if (typeof option === 'string') {
      if (option === value) return option;
    } else if ('items' in option) {
      const found = labelOf(option.items, value);
      if (found !== undefined) return found;
    } else if (option.value === value) return option.label;
  }
  return undefined;
}
