import { ApiError, readApiErrorBody } from './api-error';
import { deepTrim } from './deep-trim';
import { trackRequest } from './in-flight';
import { joinUrl, removeInvisible } from './url';

/** The Core's clients have always given up after 30 s; a timeout reads as "no connection". */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface ApiClientSettings {
  /** Base address of the DAPNET API, from the runtime configuration. */
  baseUrl: () => string;
  /** Basic credentials of the signed-in user, or null for a guest. */
  credentials: () => string | null;
  /** Called when the API rejects the session's credentials (401): the session ends. */
  onUnauthorized: () => void;
}

let settings: ApiClientSettings = {
  baseUrl: () => '/api',
  credentials: () => null,
  onUnauthorized: () => {},
};

export function configureApiClient(next: ApiClientSettings): void {
  settings = next;
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
}

/** Runs fetch with the timeout, turning "no answer" into status 0 but letting callers cancel. */
async function send(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    // A caller's cancellation (TanStack Query unmounting) is not a connection problem.
    if (signal?.aborted) throw signal.reason ?? error;
    throw new ApiError(0);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one way this app talks to the DAPNET API. Only these requests carry the Authorization
 * header; everything else (feed, tiles, coverage, directory, update) goes through
 * `externalRequest` without it.
 */
export async function apiRequest<T = unknown>(
  method: Method,
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const { body, credentials = 'session', signal, schema } = options;
  const url = removeInvisible(joinUrl(settings.baseUrl(), path));
  const basic = credentials === 'session' ? settings.credentials() : credentials.basic;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (basic) headers.Authorization = `Basic ${basic}`;
  const init: RequestInit = { method, headers, credentials: 'omit', cache: 'no-store' };
  // The Core reads JSON bodies on PUT and POST only; a DELETE carries neither body nor type.
  if (method === 'PUT' || method === 'POST') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(deepTrim(body ?? {}));
  }

  return trackRequest(
    (async () => {
      const response = await send(url, init, signal);
      const payload = await readBody(response);
      if (!response.ok) {
        if (response.status === 401 && credentials === 'session' && basic) {
          settings.onUnauthorized();
        }
        throw new ApiError(response.status, readApiErrorBody(payload));
      }
      if (!schema) return payload as T;
      const parsed = schema.safeParse(payload);
      if (!parsed.success) throw new ApiError(response.status, undefined, true);
      return parsed.data;
    })(),
  );
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
      return { text, contentType: response.headers.get('Content-Type') ?? '' };
    })(),
  );
}
