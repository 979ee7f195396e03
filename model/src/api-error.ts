import { z } from 'zod';

/**
 * One failed rule in a 4001 Constraint Violation answer. The Core always sends a numeric code;
 * clients still list a violation whose code is text or missing (another server, a proxy).
 */
export const violationSchema = z.object({
  code: z.union([z.number(), z.string()]).optional(),
  constraint: z.string().optional(),
  field: z.string(),
  value: z.string().optional(),
  message: z.string(),
});

/** Every error the Core answers: HTTP status = code / 10. */
export const apiErrorBodySchema = z.object({
  code: z.number(),
  name: z.string(),
  message: z.string(),
  violations: z.array(violationSchema).optional(),
});

export type Violation = z.output<typeof violationSchema>;
export type ApiErrorBody = z.output<typeof apiErrorBodySchema>;

// The codes live apart from the schemas, so code that only needs them (the web app's error texts
// on every list page) does not bring the schema library along.
export { ERROR_CODES, type ErrorCode } from './error-codes';
