/**
 * Spec section 5: every form field must be filled in; an empty text (after trimming) or an empty
 * list stops the save with the 'Missing input' alert. Numbers and booleans always count as filled.
 */
export function hasMissingInput(values: Record<string, unknown>): boolean {
  return Object.values(values).some(
    (value) =>
      value === null ||
      value === undefined ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0),
  );
}
