/**
 * Assertions on the Core's error answers, and raw requests for what the JSON helper cannot send
 * (no Content-Type, broken bodies, odd headers).
 */
import { expect } from 'vitest';
import type { ApiResponse, TestServer } from './server.js';

/** Names of the error codes, as every error body carries them. */
export const ERROR_NAMES: Record<number, string> = {
  4000: 'Bad Request',
  4001: 'Constraint Violation',
  4002: 'Empty Body',
  4003: 'Invalid Json',
  4010: 'Not Authorized',
  4030: 'Forbidden',
  4040: 'Not Found',
  4050: 'Method not allowed',
  4060: 'Not Acceptable',
  4130: 'Payload Too Large',
  4150: 'Not Supported',
  4290: 'Too Many Requests',
};

/** Checks an error answer: HTTP status = code / 10 and the body {code, name, message}. */
export function expectError(response: ApiResponse<any>, code: number): void {
  expect(
    { status: response.status, code: response.body?.code },
    `answer was ${response.status} ${response.text.slice(0, 500)}`,
  ).toEqual({ status: Math.floor(code / 10), code });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.body.name).toBe(ERROR_NAMES[code]);
  expect(typeof response.body.message).toBe('string');
  expect(response.body.message.length).toBeGreaterThan(0);
  const keys = Object.keys(response.body).sort();
  expect(keys).toEqual(
    code === 4001 ? ['code', 'message', 'name', 'violations'] : ['code', 'message', 'name'],
  );
}

/** The exact body of the errors whose message never varies. */
export const ERROR_BODIES = {
  notAuthorized: {
    code: 4010,
    name: 'Not Authorized',
    message: 'Invalid or missing username or password',
  },
  forbidden: { code: 4030, name: 'Forbidden', message: 'No permission for this request' },
  notFound: { code: 4040, name: 'Not Found', message: 'The requested resource could not be found' },
  emptyBody: { code: 4002, name: 'Empty Body', message: 'Request body does not contain any data' },
  notAcceptable: {
    code: 4060,
    name: 'Not Acceptable',
    message: 'Requested response is not available in the requested form',
  },
} as const;

export interface ExpectedViolation {
  field: string;
  code: number;
  constraint?: string;
  message: string;
  value?: string;
}

/**
 * Checks a 4001 answer holds exactly these violations (in any order). A violation without
 * `value` must not have the key at all.
 */
export function expectViolations(response: ApiResponse<any>, expected: ExpectedViolation[]): void {
  expectError(response, 4001);
  expect(response.body.message).toBe('Missing fields or invalid values');
  const sortKey = (violation: ExpectedViolation) => `${violation.field} ${violation.code}`;
  const actual = [...(response.body.violations as ExpectedViolation[])].sort((a, b) =>
    sortKey(a).localeCompare(sortKey(b)),
  );
  const wanted = [...expected].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  expect(actual).toEqual(wanted);
}

/** Checks a 4001 answer holds this violation, among others. */
export function expectViolation(response: ApiResponse<any>, violation: ExpectedViolation): void {
  expectError(response, 4001);
  expect(response.body.violations).toContainEqual(violation);
}

/**
 * Sends bytes as they are: no Content-Type unless given, any Authorization header. Answers are
 * read as JSON when they say so.
 */
export async function rawRequest(
  server: Pick<TestServer, 'url'>,
  method: string,
  path: string,
  options: { body?: string | Uint8Array; headers?: Record<string, string> } = {},
): Promise<ApiResponse<any>> {
  const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: options.headers,
    body: body === undefined ? undefined : new Uint8Array(body),
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json') && text !== '';
  return {
    status: response.status,
    headers: response.headers,
    body: json ? JSON.parse(text) : text,
    text,
  };
}
