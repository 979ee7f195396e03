/**
 * How typing finds options in a picker, closed (closed-picker.tsx) or open (the kit's,
 * widgets/pickers/kit-pickers.tsx): an option's label or its hint holds what was typed ("Lyon"
 * finds the subscriber described so), names before descriptions, so that a typed callsign and
 * Enter pick that callsign and never a subscriber whose description happens to mention it.
 */
import type { KeyboardEvent } from 'react';

export interface Option {
  value: string;
  label: string;
  /** A second line under the label that typing finds too (a subscriber's description). */
  hint?: string;
}

/** Options under a heading (a multiselect's pinned or last-used ones, say). */
export interface OptionGroup {
  group: string;
  items: (Option | string)[];
}

export type PickerOption = Option | string | OptionGroup;

/** The hints of the options that have one, by value. */
export function hintsOf(options: readonly PickerOption[]): Map<string, string> {
  const hints = new Map<string, string>();
  for (const option of options) {
    if (typeof option === 'string') continue;
    if ('items' in option) hintsOf(option.items).forEach((hint, value) => hints.set(value, hint));
    else if (option.hint) hints.set(option.value, option.hint);
  }
  return hints;
}

/** What was typed, as it is looked for: without the spaces around it, in small letters. */
export const searchedFor = (search: string) => search.trim().toLowerCase();

/** The items of one list (or of one heading's) that `wanted` finds: by label, then by hint. */
export function byLabelThenHint<Item extends { value: string; label: string }>(
  items: readonly Item[],
  wanted: string,
  hints: ReadonlyMap<string, string>,
): Item[] {
  const byLabel = (item: Item) => item.label.toLowerCase().includes(wanted);
  return [
    ...items.filter(byLabel),
    ...items.filter(
      (item) => !byLabel(item) && (hints.get(item.value)?.toLowerCase().includes(wanted) ?? false),
    ),
  ];
}

/** An option as the lists hold it: a value and its label. */
const asItem = (option: string | { value: string; label: string }) =>
  typeof option === 'string' ? { value: option, label: option } : option;

/**
 * The value Enter picks after typing `search`: the first option the open list would show (the
 * options without a heading first, then each heading's), leaving out those already picked.
 */
export function firstMatch(
  options: readonly PickerOption[],
  search: string,
  picked: readonly string[],
): string | undefined {
  const wanted = searchedFor(search);
  if (wanted === '') return undefined;
  const hints = hintsOf(options);
  const loose = options.filter((option) => typeof option === 'string' || !('items' in option));
  const headed = options.flatMap((option) =>
    typeof option !== 'string' && 'items' in option ? [option.items] : [],
  );
  for (const list of [loose, ...headed]) {
    const items = (list as (string | { value: string; label: string })[])
      .map(asItem)
      .filter((item) => !picked.includes(item.value));
    const found = byLabelThenHint(items, wanted, hints)[0];
    if (found) return found.value;
  }
  return undefined;
}

/**
 * Enter in a picker whose list is not there (closed, not drawn yet, or the kit's picker not
 * there at all): picks the first option that what was typed finds, as the open list would show
 * it, and never submits the form. Ctrl+Enter is the form's (it sends); an Enter that confirms an
 * input method's composition is left alone.
 */
export function enterPicksFirstMatch(
  event: KeyboardEvent<HTMLElement>,
  found: { options: readonly PickerOption[]; search: string; picked: readonly string[] },
  pick: (value: string) => void,
) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  if (event.ctrlKey || event.metaKey) return;
  const value = firstMatch(found.options, found.search, found.picked);
  if (value !== undefined) pick(value);
}
