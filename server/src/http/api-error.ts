import { ERROR_CODES, type ApiErrorBody, type ErrorCode, type Violation } from '@dapnet/model';

/** Names and messages of the Core's error codes (contract section 3.2). */
const ERROR_TEXTS: Record<ErrorCode, { name: string; message: string }> = {
  4000: { name: 'Bad Request', message: 'Malformed request syntax or invalid message framing' },
  4001: { name: 'Constraint Violation', message: 'Missing fields or invalid values' },
  4002: { name: 'Empty Body', message: 'Request body does not contain any data' },
  4003: { name: 'Invalid Json', message: 'Request body is not valid JSON' },
  4010: { name: 'Not Authorized', message: 'Invalid or missing username or password' },
  4030: { name: 'Forbidden', message: 'No permission for this request' },
  4040: { name: 'Not Found', message: 'The requested resource could not be found' },
  4050: {
    name: 'Method not allowed',
    message: 'The resource does not support the request method',
  },
  4060: {
    name: 'Not Acceptable',
    message: 'Requested response is not available in the requested form',
  },
  4130: { name: 'Payload Too Large', message: 'The request body is too large' },
  4150: { name: 'Not Supported', message: 'The request entity media type is not supported' },
  4290: {
    name: 'Too Many Requests',
    message:
      'Too many failed logins from this address or for this account; please wait a few minutes',
  },
  5000: {
    name: 'Internal Server Error',
    message: 'A server-side error occurred while executing the request',
  },
  5001: {
    name: 'Internal Server Error',
    message: 'A unknown server-side error occurred while executing the request',
  },
  5030: {
    name: 'Service Unavailable',
    message: 'A server-side error occurred while executing the request',
  },
  5031: {
    name: 'No Quorum',
    message:
      'Method temporarily not available, because only a minority of nodes could be contacted',
  },
};

/** An error answered in the Core's shape: HTTP status = code / 10. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly violations?: Violation[],
  ) {
    super(message ?? ERROR_TEXTS[code].message);
  }

  get status(): number {
    return Math.floor(this.code / 10);
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = {
      code: this.code,
      name: ERROR_TEXTS[this.code].name,
      message: this.message,
    };
    return this.violations ? { violations: this.violations, ...body } : body;
  }
}

export const notFound = () => new ApiError(ERROR_CODES.notFound);
export const forbidden = () => new ApiError(ERROR_CODES.forbidden);
export const constraintViolation = (violations: Violation[]) =>
  new ApiError(ERROR_CODES.constraintViolation, undefined, violations);
