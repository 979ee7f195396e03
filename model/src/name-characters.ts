/**
 * Characters no name may contain (issue 10): control and format characters (zero-width, bidi
 * overrides, NUL), separators (spaces, line breaks) and unassigned or private code points, which
 * can make one name look like another in every table; and `/` and `\`, which look like paths.
 * The colon has a rule and a message of its own (names.ts).
 */
const FORBIDDEN = /[\p{C}\p{Z}/\\]/u;

export function hasForbiddenNameCharacter(value: string): boolean {
  return FORBIDDEN.test(value);
}
