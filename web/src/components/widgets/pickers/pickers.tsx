/**
 * The pickers: a searchable choice of one or many from a long list (a combobox), the kit's, with
 * our texts, limits and keyboard rules. Forms use them through components/form/fields.tsx.
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
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps, Option, PickerOption } from '../../form/fields';
import type { Message } from '../../../lib/messages/error-messages';
import { useMessage } from '../../../lib/messages/use-message';
import { WidgetProvider } from '../kit/widget-provider';
import styles from './pickers.module.css';

function useError(error: Message | undefined): string | undefined {
  const text = useMessage();
  return error ? text(error) : undefined;
}

/** Most lists shown at once in a picker: enough to scroll, few enough to stay fast with 50,000. */
const PICKER_LIMIT = 100;

/**
 * Enter in a picker picks the highlighted option (Mantine does that after this handler) and
 * never submits the form: a half-typed callsign must not send a call without it. An Enter that
 * confirms an input method's composition is left alone.
 */
function keepEnterInPicker(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter' && !event.nativeEvent.isComposing) event.preventDefault();
}

/** The hints of the options that have one, by value. */
function hintsOf(options: readonly PickerOption[]): Map<string, string> {
  const hints = new Map<string, string>();
  for (const option of options) {
    if (typeof option === 'string') continue;
    if ('items' in option) hintsOf(option.items).forEach((hint, value) => hints.set(value, hint));
    else if (option.hint) hints.set(option.value, option.hint);
  }
  return hints;
}

/**
 * With hints, typing finds an option by its label or its hint ("Lyon" finds the subscriber
 * described so), and the open list shows the hint under the label; the chosen value shows its
 * label only.
 */
function hintProps(options: readonly PickerOption[]) {
  const hints = hintsOf(options);
  if (hints.size === 0) return {};
  // Names first, then descriptions: a typed callsign and Enter pick that callsign, never a
  // subscriber whose description happens to mention it.
  const byLabelThenHint = (items: ComboboxItem[], search: string) => [
    ...items.filter((item) => item.label.toLowerCase().includes(search)),
    ...items.filter(
      (item) =>
        !item.label.toLowerCase().includes(search) &&
        (hints.get(item.value)?.toLowerCase().includes(search) ?? false),
    ),
  ];
  const filter: OptionsFilter = ({ options: parsed, search, limit }) => {
    const wanted = search.trim().toLowerCase();
    const found: ComboboxParsedItem[] = [];
    const loose = parsed.filter((item): item is ComboboxItem => !('group' in item));
    found.push(...byLabelThenHint(loose, wanted));
    for (const item of parsed) {
      if (!('group' in item)) continue;
      const items = byLabelThenHint(item.items, wanted);
      if (items.length > 0) found.push({ group: item.group, items });
    }
    return found.slice(0, limit);
  };
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

/** What every picker shares: searchable, bounded, Enter kept in the picker, our texts. */
function usePickerProps(props: FieldProps & { options: readonly PickerOption[] }) {
  const { t } = useTranslation();
  return {
    label: props.label,
    data: props.options as PickerOption[],
    error: useError(props.error),
    description: props.description,
    disabled: props.disabled,
    searchable: true,
    onKeyDown: keepEnterInPicker,
    limit: PICKER_LIMIT,
    nothingFoundMessage: t('form.nothingFound'),
    placeholder: t('form.choose'),
    withAsterisk: true,
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
export function MultiSelectField(
  props: FieldProps & {
    options: readonly PickerOption[];
    value: string[];
    onChange: (value: string[]) => void;
    /** Most entries (LIMITS.lists); once reached, the field says so and offers no more. */
    max?: number;
    /** False for a list that may stay empty (no asterisk). */
    required?: boolean;
  },
) {
  const { t } = useTranslation();
  const picker = { ...usePickerProps(props), withAsterisk: props.required ?? true };
  const [search, setSearch] = useState('');
  const full = props.max !== undefined && props.value.length >= props.max;
  return (
    <WidgetProvider>
      <MultiSelect
        {...picker}
        {...hintProps(props.options)}
        description={full ? t('validation.tooMany', { max: props.max }) : picker.description}
        maxValues={props.max}
        value={props.value}
        onChange={props.onChange}
        searchValue={search}
        onSearchChange={setSearch}
        selectFirstOptionOnChange={highlightFirstMatch(search, props.options)}
        clearable
        hidePickedOptions
        placeholder={props.value.length === 0 ? picker.placeholder : undefined}
      />
    </WidgetProvider>
  );
}

/** A searchable single choice; like the multiselect, typing highlights the first match. */
export function SelectField(
  props: FieldProps & {
    options: readonly (Option | string)[];
    value: string | null;
    onChange: (value: string | null) => void;
    /** False for a choice that always has a value (nothing to demand of the user). */
    required?: boolean;
  },
) {
  const [search, setSearch] = useState('');
  return (
    <WidgetProvider>
      <Select
        {...usePickerProps(props)}
        withAsterisk={props.required ?? true}
        value={props.value}
        onChange={props.onChange}
        searchValue={search}
        onSearchChange={setSearch}
        selectFirstOptionOnChange={highlightFirstMatch(search, props.options)}
        allowDeselect={false}
      />
    </WidgetProvider>
  );
}
