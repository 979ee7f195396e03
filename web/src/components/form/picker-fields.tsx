/**
 * The form's pickers: a plain field (label, hint, error) around a picker that is drawn closed and
 * plain (ui/picker/closed-picker.tsx) until the user reaches for it, by pointing at it or giving
 * it the focus. Then the kit's picker (widgets/pickers/kit-pickers.tsx) is fetched, once for the
 * whole app, and takes the closed one's place: with what was typed, and with the focus if it had
 * it. A form's first screen thereby costs no kit code at all: drawing the kit's first picker had
 * blocked a phone's CPU for 107 to 224 ms on the new-call page (bench/README.md).
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../lib/messages/use-message';
import { FieldFrame, useFieldIds } from '../ui/field';
import {
  ClosedMultiSelect,
  ClosedSelect,
  focusIn,
  type HandedFocus,
  type PickerBoxProps,
} from '../ui/picker/closed-picker';
import type * as KitPickersModule from '../widgets/pickers/kit-pickers';
import type { FieldProps, PickerOption } from './fields';

type KitPickers = typeof KitPickersModule;

let kitPickers: Promise<KitPickers> | undefined;

/** The kit's pickers, fetched at the first reach for any picker; fetched again if that failed. */
export function loadKitPickers(): Promise<KitPickers> {
  kitPickers ??= import('../widgets/pickers/kit-pickers').catch((error: unknown) => {
    kitPickers = undefined;
    throw error;
  });
  return kitPickers;
}

/**
 * The kit's pickers once this picker has been reached for and they are there, the closed
 * picker's focus then (if it had it), and what to call when the user reaches for it.
 */
function useWaking(inputId: string, search: string) {
  // What is typed when the kit's picker comes, not when the user reached for it.
  const typed = useRef(search);
  useLayoutEffect(() => {
    typed.current = search;
  });
  const [woken, setWoken] = useState<{ kit: KitPickers; focus: HandedFocus | null } | null>(null);
  const reached = useRef(false);
  const reach = useCallback(() => {
    if (reached.current) return;
    reached.current = true;
    loadKitPickers().then(
      (kit) =>
        // The focus stays where the user has it meanwhile: taken along only from the closed box.
        setWoken({ kit, focus: focusIn(inputId, typed.current) }),
      // Not fetched (the server gone, say): the closed picker stays; the next reach tries again.
      () => {
        reached.current = false;
      },
    );
  }, [inputId]);
  return { kit: woken?.kit, focus: woken?.focus ?? null, reach };
}

/** The frame's and the box's shared part: the frame's props, and the box's ids, search, state. */
function usePickerField(
  props: FieldProps & { required?: boolean },
  description: FieldProps['description'],
) {
  const text = useMessage();
  const { t } = useTranslation();
  const error = props.error ? text(props.error) : undefined;
  const ids = useFieldIds({ description, error });
  const [search, setSearch] = useState('');
  const box: PickerBoxProps = {
    id: ids.inputId,
    describedBy: ids.control['aria-describedby'],
    invalid: error !== undefined,
    disabled: props.disabled,
    search,
    onSearchChange: setSearch,
    placeholder: t('form.choose'),
  };
  const frame = {
    label: props.label,
    description,
    error,
    withAsterisk: props.required ?? true,
    ids,
  };
  return { frame, box, waking: useWaking(ids.inputId, search) };
}

/**
 * A searchable multiselect, usable with the keyboard (type, arrows, Enter, Backspace): typing
 * highlights the first match, so Enter picks it.
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
  const full = props.max !== undefined && props.value.length >= props.max;
  const description = full ? t('validation.tooMany', { max: props.max }) : props.description;
  const { frame, box, waking } = usePickerField(props, description);
  const picker = { ...box, options: props.options, value: props.value, onChange: props.onChange };
  const Kit = waking.kit?.KitMultiSelect;
  return (
    <FieldFrame {...frame}>
      {Kit ? (
        <Kit {...picker} focus={waking.focus} max={props.max} />
      ) : (
        <ClosedMultiSelect {...picker} onReach={waking.reach} max={props.max} />
      )}
    </FieldFrame>
  );
}

/** A searchable single choice; like the multiselect, typing highlights the first match. */
export function SelectField(
  props: FieldProps & {
    options: readonly PickerOption[];
    value: string | null;
    onChange: (value: string | null) => void;
    /** False for a choice that always has a value (nothing to demand of the user). */
    required?: boolean;
  },
) {
  const { frame, box, waking } = usePickerField(props, props.description);
  const picker = { ...box, options: props.options, value: props.value, onChange: props.onChange };
  const Kit = waking.kit?.KitSelect;
  return (
    <FieldFrame {...frame}>
      {Kit ? (
        <Kit {...picker} focus={waking.focus} />
      ) : (
        <ClosedSelect {...picker} onReach={waking.reach} />
      )}
    </FieldFrame>
  );
}
