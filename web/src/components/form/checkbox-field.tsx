/**
 * The checkbox of the form fields (fields.tsx), in a file of its own: pages that show only a
 * checkbox (a list's chart filter) then do without the other fields and their styles.
 */
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import { Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';

interface CheckboxFieldProps {
  label: string;
  description?: ReactNode;
  disabled?: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField(props: CheckboxFieldProps) {
  return (
    <Checkbox
      label={props.label}
      checked={props.checked}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
      description={props.description}
      disabled={props.disabled}
    />
  );
}
