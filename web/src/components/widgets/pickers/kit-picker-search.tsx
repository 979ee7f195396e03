/**
 * How the kit's picker finds and picks options: its filter and the hints under options, the same
 * rule as the closed picker's (components/ui/picker/picker-search.ts), and Enter.
 */
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import {
  byLabelThenHint,
  enterPicksFirstMatch,
  hintsOf,
  type PickerOption,
  searchedFor,
} from '../../ui/picker/picker-search';
import styles from './pickers.module.css';

/**
 * Typing finds options as in the closed picker (components/ui/picker/picker-search.ts); with
 * hints, the open list shows each option's hint under its label, and the chosen value its label
 * only.
 */
export function searchProps(options: readonly PickerOption[]) {
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

/**
 * Enter in the kit's picker, answered before the kit sees it (and kept from it). It never submits
 * the form (Ctrl+Enter, the form's shortcut to send, is let through). It picks the option
 * highlighted in the open list, or else, if something is typed, the first one the list shows,
 * by clicking it as the kit's own Enter does; with no list (closed, or not drawn yet), the first
 * match, as the closed picker does. The kit's own Enter goes by its record of the highlighted
 * option, which a picker that took a closed one's place mid-typing could leave behind the list.
 */
export function answerEnter(
  event: KeyboardEvent<HTMLElement>,
  props: { options: readonly PickerOption[]; search: string; picked: readonly string[] },
  pick: (value: string) => void,
) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  if (event.ctrlKey || event.metaKey) return;
  event.stopPropagation();
  const listId = event.target instanceof HTMLElement && event.target.getAttribute('aria-controls');
  const list = listId ? document.getElementById(listId) : null;
  const option =
    list?.querySelector('[data-combobox-selected]') ??
    (props.search.trim() === ''
      ? null
      : list?.querySelector('[data-combobox-option]:not([data-combobox-disabled])'));
  if (option instanceof HTMLElement) return option.click();
  enterPicksFirstMatch(event, props, (value) => {
    pick(value);
    // The list the kit may be opening meanwhile (for a focus it was handed) closes, as after a
    // pick in it: with the kit's own Escape, the one way to it from outside.
    event.target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
}
