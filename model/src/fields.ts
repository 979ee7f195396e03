/**
 * Field builders shared by every entity schema. Each rule raises a custom issue whose message is
 * a translation key and whose params name the Core constraint and its bounds.
 *
 * Input is read the way the Core's lenient JSON parser (Gson) reads it: a number sent for a text
 * field becomes its text, a quoted number is accepted for an integer field, and an absent or null
 * integer or boolean keeps its Java default.
 */
import { z } from 'zod';
import { VALIDATION, type ConstraintParams, type ValidationMessage } from './messages.js';
import { hasForbiddenNameCharacter } from './name-characters.js';

const typeError = (issue: { input?: unknown }) =>
  issue.input == null ? VALIDATION.required : VALIDATION.type;

type Refinement = z.core.$RefinementCtx;

function addIssue(
  ctx: Refinement,
  input: unknown,
  message: ValidationMessage,
  params: ConstraintParams,
) {
  ctx.addIssue({ code: 'custom', message, params, input });
}

const asText = (value: unknown) =>
  typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;

const INTEGER_TEXT = /^\s*[-+]?\d+\s*$/;

function withDefault(fallback: number | boolean) {
  return (value: unknown) => {
    if (value == null) return fallback;
    if (typeof fallback === 'number' && typeof value === 'string' && INTEGER_TEXT.test(value)) {
      return Number(value);
    }
    return value;
  };
}

/** A required text of `min` to `max` characters. */
export function text(min: number, max: number, message: ValidationMessage = VALIDATION.size) {
  return z.preprocess(
    asText,
    z.string({ error: typeError }).superRefine((value, ctx) => {
      if (value.length < min || value.length > max) {
        addIssue(ctx, value, message, { constraint: 'Size', min, max });
      }
    }),
  );
}

interface IntegerRule {
  min: number;
  max: number;
  /** Value used when the field is absent or null (the Java default of the Core's field). */
  fallback: number;
  /** Replaces the standard Min/Max message, as the Core does for 21-bit addresses. */
  message?: ValidationMessage;
}

/** An integer within bounds. */
export function integer({ min, max, fallback, message }: IntegerRule) {
  return z.preprocess(
    withDefault(fallback),
    z
      .number({ error: typeError })
      .int({ error: VALIDATION.type })
      .superRefine((value, ctx) => {
        if (value < min)
          addIssue(ctx, value, message ?? VALIDATION.min, { constraint: 'Min', min });
        if (value > max)
          addIssue(ctx, value, message ?? VALIDATION.max, { constraint: 'Max', max });
      }),
  );
}

/** A (possibly fractional) number within bounds, as the Core keeps antenna gain. */
export function decimal(min: number, max: number, fallback: number) {
  return z.preprocess(
    (value) => {
      const filled = value == null ? fallback : value;
      return typeof filled === 'string' && filled.trim() !== '' && Number.isFinite(Number(filled))
        ? Number(filled)
        : filled;
    },
    z.number({ error: typeError }).superRefine((value, ctx) => {
      if (value < min) addIssue(ctx, value, VALIDATION.min, { constraint: 'Min', min });
      if (value > max) addIssue(ctx, value, VALIDATION.max, { constraint: 'Max', max });
    }),
  );
}

const DECIMAL_TEXT = /^[-+]?(\d+)(?:\.(\d+))?$/;

interface DecimalTextRule {
  min: number;
  max: number;
  integer: number;
  fraction: number;
}

/**
 * A number the Core keeps as text (coordinates, power): JSON strings on the wire, checked with
 * the Core's Digits, Min and Max rules.
 */
export function decimalText({ min, max, integer: integerDigits, fraction }: DecimalTextRule) {
  return z.preprocess(
    asText,
    z.string({ error: typeError }).superRefine((value, ctx) => {
      const match = DECIMAL_TEXT.exec(value.trim());
      const [integerPart = '', fractionPart = ''] = match ? [match[1], match[2]] : [];
      if (
        !match ||
        integerPart.replace(/^0+(?=\d)/, '').length > integerDigits ||
        fractionPart.length > fraction
      ) {
        addIssue(ctx, value, VALIDATION.digits, {
          constraint: 'Digits',
          integer: integerDigits,
          fraction,
        });
        return;
      }
      const number = Number(value);
      if (number < min) addIssue(ctx, value, VALIDATION.min, { constraint: 'Min', min });
      if (number > max) addIssue(ctx, value, VALIDATION.max, { constraint: 'Max', max });
    }),
  );
}

/** A boolean; absent means false, as for the Core's primitive fields. */
export function flag() {
  return z.preprocess(withDefault(false), z.boolean({ error: typeError }));
}

/** Names of a list, each once: repeats (ignoring case) are dropped, the first spelling kept. */
function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const referencedName = z.preprocess(
  asText,
  z.string({ error: typeError }).superRefine((value, ctx) => {
    if (hasForbiddenNameCharacter(value)) {
      addIssue(ctx, value, VALIDATION.nameCharacters, { constraint: 'Pattern' });
    }
  }),
);

/**
 * A required list of 1 to `max` names ("must contain at least one ..."), each free of the
 * characters no name may have, repeats dropped. The bounds (LIMITS.lists) only stop abuse.
 */
export function nameList(max: number) {
  return z
    .array(referencedName, { error: typeError })
    .transform(uniqueNames)
    .superRefine((value, ctx) => {
      if (value.length < 1) {
        addIssue(ctx, value, VALIDATION.atLeastOne, { constraint: 'Size', min: 1 });
      } else if (value.length > max) {
        addIssue(ctx, value, VALIDATION.tooMany, { constraint: 'Size', min: 1, max });
      }
    });
}

/** One of a fixed set of values; anything else counts as missing, as in the Core. */
export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: VALIDATION.choice });
}

const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/** Passwords and transmitter auth keys may contain only ASCII letters and digits. */
export function isAlphanumeric(value: string): boolean {
  return ALPHANUMERIC.test(value);
}

/** A password of letters and digits only ('Forbidden character' otherwise). */
export function password(min: number, max: number) {
  return text(min, max).superRefine((value, ctx) => {
    if (typeof value === 'string' && value.length > 0 && !isAlphanumeric(value)) {
      addIssue(ctx, value, VALIDATION.alphanumeric, { constraint: 'Alphanumeric' });
    }
  });
}

const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+$/;

export function email() {
  return z.preprocess(
    asText,
    z.string({ error: typeError }).superRefine((value, ctx) => {
      if (!EMAIL.test(value)) addIssue(ctx, value, VALIDATION.email, { constraint: 'EMail' });
    }),
  );
}
