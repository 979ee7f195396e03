/**
 * The checkbox of the form fields (fields.tsx), in a file of its own: pages that show only a
 * checkbox (a list's chart filter) then do without the other fields and their styles.
 */
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import { Checkbox } from '@mantine/core';
// Types only: nothing of fields.tsx (and its styles) comes along at run time.
import type { FieldProps } from './fields';

export function CheckboxField(
  props: Omit<FieldProps, 'error'> & { checked: boolean; onChange: (checked: boolean) => void },
) {
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
