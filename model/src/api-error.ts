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

/** Error codes of the Core (section 3.2 of the contract), plus 4130 and 4290 of our server. */
export const ERROR_CODES = {
  badRequest: 4000,
  constraintViolation: 4001,
  emptyBody: 4002,
  invalidJson: 4003,
  notAuthorized: 4010,
  forbidden: 4030,
  notFound: 4040,
  methodNotAllowed: 4050,
  notAcceptable: 4060,
  payloadTooLarge: 4130,
  unsupportedMediaType: 4150,
  tooManyRequests: 4290,
  internal: 5000,
  unknownInternal: 5001,
  serviceUnavailable: 5030,
  noQuorum: 5031,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
