/**
 * The pickers, open: a searchable choice of one or many from a long list (a combobox), the kit's,
 * with our texts, limits and keyboard rules. Loaded and drawn only once the user reaches for a
 * picker: until then components/ui/picker/closed-picker.tsx draws it closed, and the field's label,
 * hint and error are the plain field's around both (components/form/picker-fields.tsx).
 */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/ScrollArea.css';
import {
  type ComboboxItem,
  type ComboboxParsedItem,
  MultiSelect,
  type OptionsFilter,
  Select,
} from '@mantine/core';
import { type KeyboardEvent, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerBoxProps } from '../../ui/picker/closed-picker';
import type { PickerOption } from '../../ui/picker/picker-search';
import { labelOf, PickedPill, PickerEnd, pickerEndWidth } from '../../ui/picker/picker-parts';
import {
  byLabelThenHint,
  enterPicksFirstMatch,
  hintsOf,
  searchedFor,
} from '../../ui/picker/picker-search';
import { WidgetProvider } from '../kit/widget-provider';
import styles from './pickers.module.css';

/** Most lists shown at once in a picker: enough to scroll, few enough to stay fast with 50,000. */
const PICKER_LIMIT = 100;

/**
 * Typing finds options as in the closed picker (components/ui/picker/picker-search.ts); with hints,
 * the open list shows each option's hint under its label, and the chosen value its label only.
 */
function searchProps(options: readonly PickerOption[]) {
  const hints = hintsOf(options);
  const filter: OptionsFilter = ({ options: parsed, search, limit }) => {
    const wanted = searchedFor(search);
    const found: ComboboxParsedItem[] = [];
    const loose = parsed.filter((item): item is ComboboxItem => !('group' in item));
    found.push(...byLabelThenHint(loose, wanted, hints));
    for (const item of parsed) {
      if (!('group' in item)) continue;
      const items = byLabelThenHint(item.items, wanted, hints);
      if (items.length > 0) found.push({ group: item.group, items });
    }
    return found.slice(0, limit);
  };
  if (hints.size === 0) return { filter };
  const renderOption = ({ option }: { option: ComboboxItem }) => (
    <span className={styles.hinted}>
      <span>{option.label}</span>
      {/* The option's name stays its label, the value it picks; the hint is for the eye. */}
      {hints.has(option.value) && (
        <span className={styles.hint} aria-hidden>
          {hints.get(option.value)}
        </span>
      )}
    </span>
  );
  return { filter, renderOption };
}

/** What the field hands an open picker: the closed one's, and whether it had the focus. */
export interface OpenPickerProps extends PickerBoxProps {
  /** The closed picker had the focus: the open one takes it (and opens its list). */
  focusOnMount: boolean;
}

/** Gives the picker's search box the focus once it is drawn, if the closed one had it. */
function useFocusOnMount(id: string, focus: boolean) {
  useLayoutEffect(() => {
    if (focus) document.getElementById(id)?.focus();
    // Only when drawn: the focus is the user's from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Whether the open list has an option highlighted, which the kit's own Enter then picks. */
function listHighlights(input: HTMLInputElement): boolean {
  const list = input.getAttribute('aria-controls');
  return (
    list !== null &&
    document.getElementById(list)?.querySelector('[data-combobox-selected]') != null
  );
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
  useFocusOnMount(props.id, props.focusOnMount);
  return {
    id: props.id,
    'aria-describedby': props.describedBy,
    // The field's error is the plain field's text below it: here only the box's red.
    error: props.invalid,
    data: props.options as PickerOption[],
    ...searchProps(props.options),
    disabled: props.disabled,
    searchable: true,
    // Enter never submits the form; where the list has nothing highlighted yet (typed before it
    // was drawn), it picks the first match, as the closed picker's does.
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
      if (listHighlights(event.currentTarget)) event.preventDefault();
      else enterPicksFirstMatch(event, props, props.pick);
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

/** A searchable single choice; like the multiselect, typing highlights the first match. */
export function KitSelect(
  props: OpenPickerProps & {
    options: readonly PickerOption[];
    value: string | null;
    onChange: (value: string | null) => void;
  },
) {
  return (
    <WidgetProvider>
      <Select
        {...usePickerProps({
          ...props,
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
