import { normalizeName, type Violation } from '@dapnet/model';
import { nameViolation, type NameCheck } from '../http/violations.js';

/**
 * The Core's @ValidName checks: every name in a reference list must exist. Matching ignores case
 * (the Core is case-sensitive in places, which leaves dangling references; see Core #126).
 */
export async function checkNames(
  names: readonly string[],
  /** The table the names must exist in (looked up one by one, lower-cased). */
  existing: { has(name: string): Promise<boolean> },
  check: NameCheck,
  field: string,
): Promise<Violation[]> {
  // Also called with the raw body when other rules failed: a missing list fails the check too.
  if (!Array.isArray(names)) return [nameViolation(check, field)];
  for (const name of names) {
    if (name == null || !(await existing.has(normalizeName(String(name)))))
      return [nameViolation(check, field)];
  }
  return [];
}

/** A list without `name`, compared ignoring case. */
export function without(names: readonly string[], name: string): string[] {
  const removed = normalizeName(name);
  return names.filter((candidate) => normalizeName(candidate) !== removed);
}

/** Whether `name` is in `names` and nothing else is. */
export function isOnly(names: readonly string[], name: string): boolean {
  return names.length > 0 && without(names, name).length === 0;
}
