/**
 * A picker as it stands closed, drawn plain: the field's box with its picked values (or the
 * chosen one), the search box and the sign that it opens. components/form/picker-fields.tsx
 * shows it until the user reaches for the picker, and then the kit's picker takes its place in
 * the same box, so that a form whose pickers nobody has touched costs no kit code. What is typed
 * in it before the kit's picker is there is kept, and Enter and Backspace work as in the kit's.
 */
import type { ChangeEvent, CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { labelOf, PickedPill, PickerEnd, pickerEndWidth } from './picker-parts';
import { enterPicksFirstMatch, type PickerOption } from './picker-search';
import styles from './closed-picker.module.css';

/** What the closed and the open picker share: the field's ids, search and state. */
export interface PickerBoxProps {
  /** The search box's id, which the field's label points at. */
  id: string;
  /** The field's hint and error, read out with the search box. */
  describedBy?: string | undefined;
  invalid: boolean;
  disabled?: boolean | undefined;
  /** What is typed in the search box, kept when the kit's picker takes over. */
  search: string;
  onSearchChange: (search: string) => void;
  placeholder?: string | undefined;
}

/** Where the caret (or the selection) was in a closed picker that had the focus. */
export interface HandedFocus {
  selectionStart: number;
  selectionEnd: number;
  /** Whether the open picker opens its list as it takes the focus. */
  openList: boolean;
}

/**
 * The focus of the closed picker whose search box has the id, if it has it: to hand over. The
 * list opens with it as the kit's opens on a focus, unless the user's last act in the closed one
 * was a key and nothing is typed (a value just picked with Enter: the list would open after it).
 */
export function focusIn(id: string, search: string): HandedFocus | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement) || active.id !== id) return null;
  const end = active.value.length;
  return {
    selectionStart: active.selectionStart ?? end,
    selectionEnd: active.selectionEnd ?? end,
    openList: active.dataset.keyed === undefined || search !== '',
  };
}

/** Marks a closed picker's search box as last used by a key (not Tab), for focusIn. */
function markKeyed(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Tab' && event.key !== 'Shift') event.currentTarget.dataset.keyed = '';
}

interface ClosedPickerProps extends PickerBoxProps {
  /** The user reaches for the picker: the pointer is over it, or it has the focus. */
  onReach: () => void;
}

/** The search box, with the attributes of the kit's: a combobox whose list is closed. */
function SearchBox({
  value,
  className,
  ...props
}: Omit<ClosedPickerProps, 'search'> & {
  value: string;
  className: string | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  return (
    <input
      id={props.id}
      type="text"
      // No aria-controls: the list is not there until the kit's picker opens it (nor is it in
      // the kit's closed one).
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid}
      autoComplete="off"
      className={className}
      placeholder={props.placeholder}
      disabled={props.disabled}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        props.onSearchChange(event.currentTarget.value)
      }
      onFocus={(event) => {
        delete event.currentTarget.dataset.keyed;
        props.onReach();
      }}
      onKeyDown={(event) => {
        markKeyed(event);
        props.onKeyDown(event);
      }}
    />
  );
}

/** The box around the search box, with the picker's right end. */
function PickerBox({
  multi = false,
  invalid,
  disabled,
  onReach,
  clear,
  children,
}: {
  /** A multiselect's box is bordered itself; a single choice's search box is. */
  multi?: boolean;
  invalid: boolean;
  disabled?: boolean | undefined;
  onReach: () => void;
  clear?: (() => void) | undefined;
  children: ReactNode;
}) {
  const endWidth = `${pickerEndWidth(clear !== undefined)}rem`;
  return (
    // The press on the box is a pointer's convenience; the keyboard goes to the search box itself.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={multi ? `${styles.box} ${styles.multi}` : styles.box}
      style={{ '--picker-end': endWidth } as CSSProperties}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      onPointerEnter={disabled ? undefined : onReach}
      // A press anywhere in a multiselect's box is one in its search box, as in the kit's.
      onClick={(event) => event.currentTarget.querySelector('input')?.focus()}
    >
      {children}
      <span className={styles.end}>
        <PickerEnd clear={clear} />
      </span>
    </div>
  );
}

/**
 * The keys of the kit's picker that come before it is there (a quick typist, a slow network):
 * Enter picks the first option that what was typed finds; Backspace in an empty search box takes
 * the last value out.
 */
function closedKeys(
  props: Pick<ClosedPickerProps, 'search' | 'onSearchChange'> & {
    options: readonly PickerOption[];
    /** The values already picked, which the list no longer offers. */
    picked: readonly string[];
    pick: (value: string) => void;
    takeLastOut?: () => void;
  },
) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && props.search === '') props.takeLastOut?.();
    enterPicksFirstMatch(event, props, (value) => {
      props.pick(value);
      props.onSearchChange('');
    });
  };
}

/** A multiselect, closed: its picked values as pills, each with its cross, and the search box. */
export function ClosedMultiSelect(
  props: ClosedPickerProps & {
    options: readonly PickerOption[];
    value: string[];
    onChange: (value: string[]) => void;
    max?: number | undefined;
  },
) {
  const { options, value, onChange, max, search, ...box } = props;
  const clearable = value.length > 0 && !props.disabled;
  const onKeyDown = closedKeys({
    ...props,
    picked: value,
    pick: (found) => {
      if (max === undefined || value.length < max) onChange([...value, found]);
    },
    takeLastOut: () => onChange(value.slice(0, -1)),
  });
  return (
    <PickerBox {...box} multi clear={clearable ? () => onChange([]) : undefined}>
      <div className={styles.pills}>
        {value.map((picked) => (
          <PickedPill
            key={picked}
            label={labelOf(options, picked) ?? picked}
            onRemove={() => onChange(value.filter((other) => other !== picked))}
            disabled={props.disabled}
          />
        ))}
        <SearchBox
          {...box}
          placeholder={value.length === 0 ? props.placeholder : undefined}
          value={search}
          className={styles.search}
          onKeyDown={onKeyDown}
        />
      </div>
    </PickerBox>
  );
}

/** A single choice, closed: the chosen option's label in the search box, as the kit's shows it. */
export function ClosedSelect(
  props: ClosedPickerProps & {
    options: readonly PickerOption[];
    value: string | null;
    onChange: (value: string | null) => void;
  },
) {
  const { options, value, onChange, search, ...box } = props;
  const chosen = value === null ? '' : (labelOf(options, value) ?? value);
  const onKeyDown = closedKeys({ ...props, picked: [], pick: onChange });
  // Focused, the box holds the chosen label as its search, as the kit's does: a selection of it
  // (Ctrl+A) then means the same text when the kit's picker takes over, caret and all.
  const onFocus = () => {
    if (search === '' && chosen !== '') box.onSearchChange(chosen);
    box.onReach();
  };
  return (
    <PickerBox {...box}>
      <SearchBox
        {...box}
        onReach={onFocus}
        value={search || chosen}
        className={styles.select}
        onKeyDown={onKeyDown}
      />
    </PickerBox>
  );
}
