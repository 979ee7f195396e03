import { VALIDATION } from '@dapnet/model';
import { alertMissingInput } from '../dialogs/dialogs';
import type { Message } from '../../lib/messages/error-messages';

/** A form field as the missing-input check sees it: what the user reads, and what they gave. */
export interface RequiredField {
  label: string;
  value: unknown;
}

/**
 * Spec section 5: every form field must be filled in; an empty text (after trimming) or an empty
 * list stops the save. Numbers and booleans always count as filled.
 */
export function isMissing(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The keys of the empty fields, in the order given (the form's order). */
export function emptyFields(fields: Record<string, RequiredField>): string[] {
  return Object.entries(fields)
    .filter(([, field]) => isMissing(field.value))
    .map(([key]) => key);
}

/**
 * The 'Missing input' check of every form. Marks each empty field with an error (keys are the
 * form's error keys), shows the spec's dialog listing their labels, and then moves the focus to
 * the first of them. Resolves true when something was missing and the save must stop. Marks
 * nothing (clearing earlier marks) when every field is filled.
 */
export async function stopOnMissingInput(
  fields: Record<string, RequiredField>,
  showErrors: (errors: Record<string, Message>) => void,
): Promise<boolean> {
  const empty = emptyFields(fields);
  showErrors(Object.fromEntries(empty.map((key) => [key, { key: VALIDATION.required }])));
  if (empty.length === 0) return false;
  await alertMissingInput(empty.map((key) => fields[key]?.label ?? key));
  focusFirstInvalidField();
  return true;
}

const FOCUSABLE = 'input:not([disabled]), textarea:not([disabled]), select:not([disabled])';

/**
 * Puts the focus on the form's first field marked invalid (aria-invalid, as Mantine sets it for an
 * error), or into the first input of a group marked with data-invalid (a set of checkboxes). Deferred a turn, so the dialog that was just
 * closed has left the page and the marks are rendered.
 */
export function focusFirstInvalidField(): void {
  window.setTimeout(() => {
    const marked = document.querySelector<HTMLElement>(
      'form [aria-invalid="true"], form [data-invalid="true"]',
    );
    const target = marked?.matches(FOCUSABLE) ? marked : marked?.querySelector(FOCUSABLE);
    (target as HTMLElement | null | undefined)?.focus();
  }, 0);
}
