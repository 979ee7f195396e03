import { ApiError, isApiError, readApiErrorBody, type RejectedRequest } from './api-error';
import { deepTrim } from './deep-trim';
import { takeEarlyResponse } from './early-requests';
import { trackRequest } from './in-flight';
import { cameFromElsewhere, readBody, readListBody } from './api-response';
import { joinUrl, removeInvisible } from './url';

/** The Core's clients have always given up after 30 s; a timeout reads as "no connection". */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface ApiClientSettings {
  /** Base address of the DAPNET API, from the runtime configuration. */
  baseUrl: () => string;
  /** Basic credentials of the signed-in user, or null for a guest. */
  credentials: () => string | null;
  /**
   * Called when the API rejects the session's credentials (401). Resolves true once the user has
   * signed in again: the request is then sent once more, with the new credentials. False lets the
   * 401 through to the caller.
   */
  onUnauthorized: (rejected: RejectedRequest) => Promise<boolean>;
}

let settings: ApiClientSettings = {
  baseUrl: () => '/api',
  credentials: () => null,
  onUnauthorized: () => Promise.resolve(false),
};

export function configureApiClient(next: ApiClientSettings): void {
  settings = next;
}

/**
 * The Authorization header of the signed-in user, or null for a guest: for the live event stream
 * (lib/live-events), which must send it like every API request but reads its answer as a stream.
 */
export function sessionAuthorization(): string | null {
  const basic = settings.credentials();
  return basic ? `Basic ${basic}` : null;
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** Anything with zod's safeParse; typed structurally so this module does not load zod itself. */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface ApiRequestOptions<T> {
  body?: unknown;
  /** 'session' (default) sends the signed-in user's credentials; a string sends those instead. */
  credentials?: 'session' | { basic: string };
  signal?: AbortSignal;
  /**
   * Checks the answer's shape (a zod schema from @dapnet/model fits); a mismatch is an ApiError
   * with `invalidResponse`.
   */
  schema?: ResponseSchema<T>;
  /**
   * The address `path` is relative to: the API's by default. The embedded server's monitoring
   * endpoint (`monitorUrl`) sits beside the API and takes the same credentials.
   */
  baseUrl?: string;
  /**
   * For a list: reads the answer (a JSON array) as it arrives and hands its first rows over once,
   * while the rest is still on its way (lib/json-array-stream). The request still resolves with
   * the whole list.
   */
  onFirstRows?: (rows: readonly unknown[]) => void;
}

/**
 * Runs fetch with the timeout, turning "no answer" into status 0 but letting callers cancel. An
 * API read the first-screen script already sent (lib/early-requests.ts) is taken from there.
 */
async function send(
  url: string,
  init: RequestInit,
  signal?: AbortSignal,
  sentEarly?: { authorization: string | null },
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    const early = sentEarly && takeEarlyResponse(url, sentEarly.authorization, controller.signal);
    return await (early ?? fetch(url, { ...init, signal: controller.signal }));
  } catch (error) {
    // A caller's cancellation (TanStack Query unmounting) is not a connection problem.
    if (signal?.aborted) throw signal.reason ?? error;
    throw new ApiError(0);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/**
 * The one way this app talks to the DAPNET API. Only these requests carry the Authorization
 * header; everything else (feed, tiles, coverage, directory, update) goes through
 * `externalRequest` without it. A 401 to the session's credentials waits for the user to sign in
 * again and then sends the request again, so a page and what was typed on it survive a password
 * changed elsewhere; the Core refuses a 401 request before doing anything, so sending it again is
 * safe.
 */
export async function apiRequest<T = unknown>(
  method: Method,
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const { credentials = 'session', signal } = options;
  const basic = credentials === 'session' ? settings.credentials() : credentials.basic;
  const sentAt = performance.now();
  try {
    return await sendOnce(method, path, basic, options);
  } catch (error) {
    const sessionRejected =
      credentials === 'session' && basic !== null && isApiError(error) && error.status === 401;
    if (!sessionRejected || !(await untilSignedInAgain({ credentials: basic, sentAt }, signal)))
      throw error;
    return apiRequest(method, path, options);
  }
}

async function sendOnce<T>(
  method: Method,
  path: string,
  basic: string | null,
  options: ApiRequestOptions<T>,
): Promise<T> {
  const { body, signal, schema, onFirstRows, baseUrl = settings.baseUrl() } = options;
  const url = removeInvisible(joinUrl(baseUrl, path));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (basic) headers.Authorization = `Basic ${basic}`;
  const init: RequestInit = { method, headers, credentials: 'omit', cache: 'no-cache' };
  // The Core reads JSON bodies on PUT and POST only; a DELETE carries neither body nor type.
  if (method === 'PUT' || method === 'POST') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(deepTrim(body ?? {}));
  }

  return trackRequest(
    (async () => {
      const early = method === 'GET' ? { authorization: headers.Authorization ?? null } : undefined;
      const response = await send(url, init, signal, early);
      const payload =
        onFirstRows && response.ok
          ? await readListBody(response, onFirstRows)
          : await readBody(response);
      if (cameFromElsewhere(response, payload)) throw new ApiError(0);
      if (!response.ok) {
        throw new ApiError(response.status, readApiErrorBody(payload));
      }
      if (!schema) return payload as T;
      const parsed = schema.safeParse(payload);
      if (!parsed.success) throw new ApiError(response.status, undefined, true);
      return parsed.data;
    })(),
  );
}

/**
 * Waits (not counted as a running request) for the user to sign in again; a caller that gives
 * up meanwhile (its page was left) stops waiting with its own cancellation.
 */
function untilSignedInAgain(rejected: RejectedRequest, signal?: AbortSignal): Promise<boolean> {
  const answer = settings.onUnauthorized(rejected);
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const cancel = () => reject(signal.reason as Error);
    signal.addEventListener('abort', cancel, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancel));
  });
}

export const api = {
  get: <T = unknown>(path: string, options?: ApiRequestOptions<T>) =>
    apiRequest<T>('GET', path, options),
  put: <T = unknown>(path: string, body: unknown, options?: ApiRequestOptions<T>) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  post: <T = unknown>(path: string, body: unknown, options?: ApiRequestOptions<T>) =>
    apiRequest<T>('POST', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: ApiRequestOptions<T>) =>
    apiRequest<T>('DELETE', path, options),
};

export interface ExternalResponse {
  text: string;
  contentType: string;
  /** The answer's headers, for services that describe their answer there. */
  headers: Headers;
}

/**
 * GET from a non-API address (news feed, update information, directory, coverage files):
 * same timeout, cleaning and in-flight tracking, but never credentials of any kind.
 */
export async function externalRequest(
  url: string,
  options: { signal?: AbortSignal; accept?: string } = {},
): Promise<ExternalResponse> {
  const init: RequestInit = {
    method: 'GET',
    headers: { Accept: options.accept ?? '*/*' },
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
  };
  return trackRequest(
    (async () => {
      const response = await send(removeInvisible(url), init, options.signal);
      const text = await response.text();
      if (!response.ok) throw new ApiError(response.status);
      return {
        text,
        contentType: response.headers.get('Content-Type') ?? '',
        headers: response.headers,
      };
    })(),
  );
}
