/**
 * The form fields of the app: our plain fields (components/ui/) and the pickers
 * (picker-fields.tsx), with our labels and translated errors. Forms use only these, so every
 * field looks and behaves the same and shows errors the same way.
 */
import { type ReactNode, useState } from 'react';
import type { Message } from '../../lib/messages/error-messages';
import { useMessage } from '../../lib/messages/use-message';
import { Textarea } from '../ui/textarea';
import { TextInput } from '../ui/text-input';

export interface FieldProps {
  label: string;
  error?: Message;
  description?: ReactNode;
  disabled?: boolean;
}

function useError(error: Message | undefined): string | undefined {
  const text = useMessage();
  return error ? text(error) : undefined;
}

interface TextProps extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}

/** What a single-line and a multi-line text field share. */
function useTextProps({
  label,
  error,
  description,
  disabled,
  value,
  onChange,
  maxLength,
}: TextProps) {
  return {
    label,
    value,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
    error: useError(error),
    description,
    disabled,
    maxLength,
  };
}

export function TextField(
  props: TextProps & {
    type?: 'text' | 'email' | 'password';
    autoComplete?: string;
    /** False for a field that may stay blank (a password on edit keeps the old one). */
    required?: boolean;
  },
) {
  return (
    <TextInput
      {...useTextProps(props)}
      type={props.type}
      autoComplete={props.autoComplete ?? 'off'}
      withAsterisk={props.required ?? true}
    />
  );
}

export function TextAreaField(props: TextProps & { minRows?: number }) {
  return <Textarea {...useTextProps(props)} rows={props.minRows ?? 3} withAsterisk />;
}

/** What may stand in a number field while it is typed: digits, a sign, a decimal mark. */
function numberDraft(text: string, allowDecimal: boolean): boolean {
  return (allowDecimal ? /^-?\d*(?:[.,]\d*)?$/ : /^-?\d*$/).test(text);
}

/**
 * A number typed as text (a phone's number pad): anything but digits, a sign and (if allowed) a
 * decimal mark is not taken; out-of-range numbers stay, for the form's checks to name.
 */
export function NumberField(
  props: FieldProps & {
    value: number | '';
    onChange: (value: number | '') => void;
    min?: number;
    max?: number;
    allowDecimal?: boolean;
  },
) {
  const { label, error, description, disabled, value, onChange, allowDecimal = false } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === '' ? '' : String(value));
  return (
    <TextInput
      label={label}
      value={shown}
      onChange={(event) => {
        const text = event.currentTarget.value.trim();
        if (!numberDraft(text, allowDecimal)) return;
        const number = Number(text.replace(',', '.'));
        // "-" or "1." on the way to a number: kept as typed, the value waits for the rest.
        const complete = text !== '' && text !== '-' && !/[.,]$/.test(text);
        setDraft(complete && String(number) === text ? null : text);
        onChange(text === '' ? '' : complete ? number : value);
      }}
      onBlur={() => setDraft(null)}
      inputMode={allowDecimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      error={useError(error)}
      description={description}
      disabled={disabled}
      withAsterisk
    />
  );
}

export { CheckboxField } from './checkbox-field';
export { MultiSelectField, SelectField } from './picker-fields';

export type { Option, OptionGroup, PickerOption } from '../ui/picker/picker-search';
