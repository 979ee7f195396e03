/**
 * How the API client (api-client.ts) reads an answer: JSON or text, a list as it arrives, and
 * what tells an answer that did not come from the API.
 */
import { ApiError } from './api-error';
import { NotAJsonArray, readJsonArray } from './json-array-stream';

/** A list read as it arrives; what is not an array did not come from the API (cameFromElsewhere). */
export async function readListBody(
  response: Response,
  onFirstRows: (rows: readonly unknown[]) => void,
): Promise<unknown> {
  if (!response.body) return readBody(response);
  try {
    return await readJsonArray(response.body, { onFirst: onFirstRows });
  } catch (error) {
    if (error instanceof NotAJsonArray) throw new ApiError(0);
    throw error;
  }
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Statuses a proxy answers with when the server behind it is down. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * Text that is not JSON where the API always answers JSON: a proxy's error page for a stopped
 * server, or index.html for a wrong API address. For the user the API was not reached, so it
 * reads as "no connection" (status 0), not as a new status or a broken page. Statuses the Core
 * itself sends (401 may come as plain text) keep their meaning.
 */
export function cameFromElsewhere(response: Response, payload: unknown): boolean {
  if (typeof payload !== 'string') return false;
  return response.ok || GATEWAY_STATUSES.has(response.status);
}
