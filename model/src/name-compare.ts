/**
 * How names are compared: without case, as the Core does. Apart from the name rules in names.ts
 * (which build schemas), so that code comparing names does not bring the schema library along.
 */
export function normalizeName(name: string): string {
  return name.toLowerCase();
}

/** Whether a list of names holds `name`, ignoring case (how owners and references are matched). */
export function includesName(names: readonly string[] | null | undefined, name: string): boolean {
  const wanted = normalizeName(name);
  return (names ?? []).some((candidate) => normalizeName(candidate) === wanted);
}
