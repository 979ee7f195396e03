/**
 * Turns the model's schema issues into the Core's violations: its codes, constraint names and
 * English Hibernate Validator messages, so any Core client reads our answers unchanged.
 */
import { ERROR_CODES, VALIDATION, type ConstraintParams, type Violation } from '@dapnet/model';
import type { z } from 'zod';
import { ApiError } from './api-error.js';

const VIOLATION_CODES = {
  NotNull: 6001,
  Size: 6002,
  Min: 6003,
  Max: 6004,
  Digits: 6005,
  TimeSlot: 6101,
  EMail: 6102,
  IpAddress: 6103,
  Alphanumeric: 6000,
  Pattern: 6000,
} as const;

/** Existence checks of referenced names (the Core's @ValidName constraints). */
export const NAME_CHECKS = {
  ValidOwnerName: { code: 6201, message: 'must be a name of an existing user' },
  ValidOwnerNames: { code: 6202, message: 'must contain names of existing users' },
  ValidTransmitterGroupNames: {
    code: 6203,
    message: 'must contain names of existing transmitterGroups',
  },
  ValidCallSignNames: { code: 6204, message: 'must contain names of existing callSigns' },
  ValidRubricName: { code: 6205, message: 'must contain the name of an existing rubric' },
  ValidTransmitterNames: { code: 6207, message: 'must contain names of existing transmitters' },
} as const;

export type NameCheck = keyof typeof NAME_CHECKS;

export function nameViolation(check: NameCheck, field: string): Violation {
  return {
    code: NAME_CHECKS[check].code,
    constraint: check,
    field,
    message: NAME_CHECKS[check].message,
  };
}

/**
 * Java's toString of the rejected value, as the Core puts it in `value`. Nesting is cut off, so a
 * deeply nested body cannot exhaust the stack.
 */
function javaText(value: unknown, depth = 0): string | undefined {
  if (value == null) return undefined;
  if (typeof value !== 'object') return String(value);
  if (depth >= 8) return '...';
  if (Array.isArray(value)) {
    return `[${value.map((item) => javaText(item, depth + 1) ?? 'null').join(', ')}]`;
  }
  const entries = Object.entries(value).map(
    ([key, item]) => `${key}=${javaText(item, depth + 1) ?? 'null'}`,
  );
  return `{${entries.join(', ')}}`;
}

/** The part of the body at an issue's path. */
function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    body,
  );
}

/**
 * Whether an issue is a value of the wrong JSON type, which the Core's parser (Gson) refuses
 * with 4003 before any validation: a text for a list, a list for an object or a choice, ...
 */
function isWrongType(issue: z.core.$ZodIssue, body: unknown): boolean {
  if (issue.path.length === 0) return false;
  if (issue.message === VALIDATION.type) return true;
  if (issue.code === 'custom') return false;
  const input = valueAt(body, issue.path);
  if (input == null) return false;
  return issue.code === 'invalid_type' || typeof input === 'object';
}

/** Property path in the Core's style: pagers[0].number. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`,
    )
    .join('');
}

function singular(field: string): string {
  return field.endsWith('s') ? field.slice(0, -1) : field;
}

function coreMessage(message: string, params: ConstraintParams, field: string): string {
  switch (message) {
    case VALIDATION.atLeastOne:
      return `must contain at least one ${singular(field.replace(/\[\d+\]$/, ''))}`;
    case VALIDATION.size:
      return `size must be between ${params.min ?? 0} and ${params.max ?? 2147483647}`;
    case VALIDATION.min:
      return `must be greater than or equal to ${params.min}`;
    case VALIDATION.max:
      return `must be less than or equal to ${params.max}`;
    case VALIDATION.digits:
      return `numeric value out of bounds (<${params.integer} digits>.<${params.fraction} digits> expected)`;
    case VALIDATION.timeSlot:
      return 'must be a valid timeSlotDescription';
    case VALIDATION.email:
      return 'must be valid mail address';
    case VALIDATION.ric21Bits:
      return 'pager number is limited to 21 bits';
    case VALIDATION.address21Bits:
      return 'address is limited to 21 bits';
    case VALIDATION.alphanumeric:
      return 'must contain only letters and digits';
    case VALIDATION.ipAddress:
      return 'must be a valid IpAddress';
    case VALIDATION.colon:
      return 'must not contain a colon';
    case VALIDATION.nameCharacters:
      return 'must not contain spaces, slashes, control or invisible characters';
    case VALIDATION.transmitterName:
      return 'must contain only letters, digits and underscores';
    case VALIDATION.tooMany:
      return `size must be between ${params.min ?? 1} and ${params.max}`;
    default:
      return 'must not be null';
  }
}

function toViolation(issue: z.core.$ZodIssue, body: unknown): Violation {
  const field = fieldPath(issue.path);
  const input = valueAt(body, issue.path);
  const params: ConstraintParams =
    issue.code === 'custom' && issue.params
      ? (issue.params as ConstraintParams)
      : { constraint: 'NotNull' };
  if (issue.message === VALIDATION.ipAddress) {
    // The Core reports a bad address as a bare violation on `address`, without constraint or value.
    return {
      code: VIOLATION_CODES.IpAddress,
      field: 'address',
      message: coreMessage(issue.message, params, field),
    };
  }
  const violation: Violation = {
    code: VIOLATION_CODES[params.constraint],
    constraint: params.constraint,
    field,
    message: coreMessage(issue.message, params, field),
  };
  const value = javaText(input);
  return value === undefined ? violation : { ...violation, value };
}

/** The violations of one value checked on its own (the name from the path), named `field`. */
export function valueViolations(schema: z.ZodType, value: unknown, field: string): Violation[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) =>
    toViolation({ ...issue, path: [field] }, { [field]: value }),
  );
}

/**
 * Validates a parsed request body. A value of the wrong JSON type is a JSON error to the Core
 * (4003); anything else becomes a 4001 Constraint Violation listing every failed rule, together
 * with the `extra` violations of the caller's name checks. Like the Core's bean validation, the
 * name checks run even when other rules fail (a null list gives NotNull and the name check), so
 * `extra` must cope with the raw body's fields then.
 */
export async function validateBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  /** Checks that need the database (names that must exist): after the schema's own. */
  extra: (value: z.output<S>) => Violation[] | Promise<Violation[]> = () => [],
): Promise<z.output<S>> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const wrongType = result.error.issues.find((issue) => isWrongType(issue, body));
    if (wrongType) {
      throw new ApiError(
        ERROR_CODES.invalidJson,
        `Unexpected value type at path $.${fieldPath(wrongType.path)}`,
      );
    }
    let nameChecks: Violation[] = [];
    try {
      nameChecks = await extra(body as z.output<S>);
    } catch {
      // Fields too broken for the name checks have violations of their own already.
    }
    throw new ApiError(ERROR_CODES.constraintViolation, undefined, [
      ...result.error.issues.map((issue) => toViolation(issue, body)),
      ...nameChecks,
    ]);
  }
  const violations = await extra(result.data);
  if (violations.length > 0)
    throw new ApiError(ERROR_CODES.constraintViolation, undefined, violations);
  return result.data;
}
