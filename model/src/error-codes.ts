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
