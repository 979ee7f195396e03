import { LIMITS } from './limits.js';
import { text } from './fields.js';

/**
 * Names of subscribers, transmitters, groups, rubrics, nodes and users: 3-20 characters. The Core
 * lower-cases every name taken from a path, so stored names are always lower case.
 */
export const nameSchema = text(LIMITS.name.min, LIMITS.name.max);

export function normalizeName(name: string): string {
  return name.toLowerCase();
}

/** Whether a list of names holds `name`, ignoring case (how owners and references are matched). */
export function includesName(names: readonly string[] | null | undefined, name: string): boolean {
  const wanted = normalizeName(name);
  return (names ?? []).some((candidate) => normalizeName(candidate) === wanted);
}
