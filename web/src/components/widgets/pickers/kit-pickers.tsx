/**
 * The pickers, open: a searchable choice of one or many from a long list (a combobox), the kit's,
 * with our texts, limits and keyboard rules. Loaded and drawn only once the user reaches for a
 * picker: until then components/ui/picker/closed-picker.tsx draws it closed, and the field's
 * label, hint and error are the plain field's around both (components/form/picker-fields.tsx).
 */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/ScrollArea.css';
import { MultiSelect, Select } from '@mantine/core';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HandedFocus, PickerBoxProps } from '../../ui/picker/closed-picker';
import { labelOf, PickedPill, PickerEnd, pickerEndWidth } from '../../ui/picker/picker-parts';
import type { PickerOption } from '../../ui/picker/picker-search';
import { WidgetProvider } from '../kit/widget-provider';
import { answerEnter, searchProps } from './kit-picker-search';
import styles from './pickers.module.css';

/** Most lists shown at once in a picker: enough to scroll, few enough to stay fast with 50,000. */
const PICKER_LIMIT = 100;

/** What the field hands an open picker: the closed one's, and its focus if it had it. */
export interface OpenPickerProps extends PickerBoxProps {
  /** The closed picker's focus: the open one takes it (and opens its list), caret and all. */
  focus: HandedFocus | null;
}

/** Gives the picker's search box the closed one's focus once it is drawn, if it had it. */
function useFocusOnMount(id: string, focus: HandedFocus | null) {
  useLayoutEffect(() => {
    const input = document.getElementById(id);
    if (!focus || !(input instanceof HTMLInputElement)) return;
    input.focus();
    // Where the user left it: a Ctrl+A before the kit came still replaces what is there.
    input.setSelectionRange(focus.selectionStart, focus.selectionEnd);
    // Only when drawn: the focus is the user's from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** What every picker shares: searchable, bounded, Enter kept in the picker, our texts and look. */
function usePickerProps(
  props: OpenPickerProps & {
    options: readonly PickerOption[];
    /** The values picked, which the list no longer offers (none for a single choice). */
    picked: readonly string[];
    /** What Enter picks where the list has nothing highlighted. */
    pick: (value: string) => void;
  },
) {
  const { t } = useTranslation();
  useFocusOnMount(props.id, props.focus);
  // The list opens on the handed focus only if it should (focusIn); on every later focus, always.
  const [openOnFocus, setOpenOnFocus] = useState(props.focus?.openList ?? true);
  // Once, after the handed focus: a render more, for the focus's rule to be the kit's again.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setOpenOnFocus(true), []);
  return {
    openOnFocus,
    id: props.id,
    'aria-describedby': props.describedBy,
    // The field's error is the plain field's text below it: here only the box's red.
    error: props.invalid,
    data: props.options as PickerOption[],
    ...searchProps(props.options),
    disabled: props.disabled,
    searchable: true,
    wrapperProps: {
      onKeyDownCapture: (event: KeyboardEvent<HTMLElement>) =>
        answerEnter(event, props, props.pick),
    },
    limit: PICKER_LIMIT,
    nothingFoundMessage: t('form.nothingFound'),
    searchValue: props.search,
    onSearchChange: props.onSearchChange,
    selectFirstOptionOnChange: highlightFirstMatch(props.search, props.options),
    classNames: { wrapper: styles.box },
    // The kit keeps a closed list in the page (hidden) by default, and then positions it as the
    // form first renders: on a slow phone that was 60 ms of forced style work for the new-call
    // form's pickers before it could be used. The list is made when it opens instead.
    comboboxProps: { keepMounted: false },
  };
}

/**
 * Whether typing highlights the first match: only while something is typed, and only once the
 * options are there. Mantine highlights when this turns true, so a search typed before a list
 * has loaded gets its first match highlighted when the list arrives, and Enter still picks it.
 */
function highlightFirstMatch(search: string, options: readonly unknown[]) {
  return search !== '' && options.length > 0;
}

/**
 * A searchable multiselect, usable with the keyboard (type, arrows, Enter, Backspace): typing
 * highlights the first match, so Enter picks it. After a pick the search is empty and nothing
 * is highlighted, so a second Enter does not add whatever option comes first.
 */
export function KitMultiSelect(
  props: OpenPickerProps & {
    options: readonly PickerOption[];
    value: string[];
    onChange: (value: string[]) => void;
    max?: number;
  },
) {
  const { value, onChange, onSearchChange, disabled } = props;
  const clear =
    value.length > 0 && !disabled
      ? () => {
          onChange([]);
          onSearchChange('');
        }
      : undefined;
  return (
    <WidgetProvider>
      <MultiSelect
        {...usePickerProps({
          ...props,
          picked: value,
          pick: (found) => {
            if (props.max === undefined || value.length < props.max) onChange([...value, found]);
            onSearchChange('');
          },
        })}

        maxValues={props.max}
        value={value}
        onChange={onChange}
        // The closed picker's right end, with its clear cross, in place of the kit's own.
        rightSection={<PickerEnd clear={clear} />}
        rightSectionWidth={`${pickerEndWidth(clear !== undefined)}rem`}
        hidePickedOptions
        placeholder={props.value.length === 0 ? props.placeholder : undefined}
        // The pills of the closed picker, so that nothing changes when this one takes its place.
        renderPill={({ value: picked = '' }) => (
          <PickedPill
            label={labelOf(props.options, picked) ?? picked}
            onRemove={() => onChange(value.filter((other) => other !== picked))}
            disabled={disabled}
          />
        )}
      />
    </WidgetProvider>
  );
}

/**
 * The kit's single choice puts the chosen option's label into its search box as it is drawn.
 * What was typed in the closed one before it came stays there instead: the changes of the
 * search while it is being drawn are let go (the kit's own effects run before this one's).
 */
function useTypedSearchKept(search: string, onSearchChange: (search: string) => void) {
  const typed = useRef(search !== '');
  useEffect(() => {
    typed.current = false;
  }, []);
  return (next: string) => {
    if (!typed.current) onSearchChange(next);
  };
}

/** A searchable single choice; like the multiselect, typing highlights the first match. */
export function KitSelect(
  props: OpenPickerProps & {
    options: readonly PickerOption[];
    value: string | null;
    onChange: (value: string | null) => void;
  },
) {
  const onSearchChange = useTypedSearchKept(props.search, props.onSearchChange);
  return (
    <WidgetProvider>
      <Select
        {...usePickerProps({
          ...props,
          onSearchChange,
          picked: [],
          pick: (found) => {
            props.onChange(found);
            props.onSearchChange(labelOf(props.options, found) ?? found);
          },
        })}
        rightSection={<PickerEnd />}
        rightSectionWidth={`${pickerEndWidth(false)}rem`}
        placeholder={props.placeholder}
        value={props.value}
        onChange={props.onChange}
        allowDeselect={false}
      />
    </WidgetProvider>
  );
}
