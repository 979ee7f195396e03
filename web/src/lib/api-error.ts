import type { ApiErrorBody, Violation } from '@dapnet/model';

/**
 * A failed request. `status` is the HTTP status, or 0 when no answer arrived (network down,
 * server unreachable, timeout): the Core's clients have always called that "status 0".
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body?: ApiErrorBody,
    /** Set when the server answered 2xx with something that is not what was asked for. */
    readonly invalidResponse = false,
  ) {
    super(body?.message ?? (status === 0 ? 'No connection' : `HTTP ${status}`));
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One violation as sent. Only a value that is not an object, or names neither a field nor a
 * message, is dropped: a code that is text (or missing) is kept as it came, so the error dialog
 * still lists the rule; a missing field or message reads "-".
 */
function readViolation(value: unknown): Violation[] {
  if (!isObject(value)) return [];
  const { code, field, message, constraint } = value;
  if (typeof field !== 'string' && typeof message !== 'string') return [];
  return [
    {
      ...(typeof code === 'number' || typeof code === 'string' ? { code } : {}),
      field: typeof field === 'string' ? field : '-',
      message: typeof message === 'string' ? message : '-',
      ...(typeof constraint === 'string' ? { constraint } : {}),
      ...(typeof value.value === 'string' ? { value: value.value } : {}),
    },
  ];
}

/**
 * The Core's error body `{code, name, message, violations?}` (the shape of apiErrorBodySchema in
 * @dapnet/model), read without zod so the API client stays in the small start-up bundle.
 */
export function readApiErrorBody(payload: unknown): ApiErrorBody | undefined {
  if (!isObject(payload)) return undefined;
  const { code, name, message, violations } = payload;
  if (typeof code !== 'number' || typeof name !== 'string' || typeof message !== 'string') {
    return undefined;
  }
  return {
    code,
    name,
    message,
    ...(Array.isArray(violations) ? { violations: violations.flatMap(readViolation) } : {}),
  };
}

/** A request the API refused with 401: the credentials it carried, and when it was sent. */
export interface RejectedRequest {
  credentials: string;
  /** `performance.now()` as the request left. */
  sentAt: number;
}
