/**
 * The checkbox of the form fields (fields.tsx), in a file of its own: pages that show only a
 * checkbox (a list's chart filter) then do without the other fields.
 */
import { Checkbox } from '../ui/checkbox';
// Types only: nothing of fields.tsx comes along at run time.
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
