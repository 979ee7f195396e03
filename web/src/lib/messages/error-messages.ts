import { ERROR_CODES, type Violation } from '@dapnet/model';
import { isApiError } from '../api-error';

/**
 * Spec section 8, the one place that turns a failed request into what the user reads. Screens pick
 * the mapping for their context (list, home, dialog, login, version page) and never build error
 * texts themselves.
 */

/** Either a catalogue key (with values) or text that came from the server, shown as is. */
export type Message = { key: string; values?: Record<string, string | number> } | { raw: string };

export interface DialogMessage {
  title: Message;
  text: Message;
  violations?: Violation[];
}

const key = (k: string, values?: Record<string, string | number>): Message =>
  values ? { key: k, values } : { key: k };

/** Status of any thrown value; null when it was not a request failure at all. */
function statusOf(error: unknown): number | null {
  return isApiError(error) ? error.status : null;
}

function unexpected(error: unknown): Message {
  if (isApiError(error)) return key('rest.errors.httpError', { status: error.status });
  return key('rest.errors.unexpected');
}

function isInvalidResponse(error: unknown): boolean {
  return isApiError(error) && error.invalidResponse;
}

/** Title of an error banner: 'No Connection' when nothing answered, else 'Error'. */
export function errorTitle(error: unknown): Message {
  return key(statusOf(error) === 0 ? 'rest.errors.noConnection' : 'rest.errors.title');
}

/** Loading a list (and logging in): unreachable, permissions, or the generic HTTP error. */
export function listErrorMessage(error: unknown): Message {
  if (isInvalidResponse(error)) return key('rest.errors.invalidResponse');
  const status = statusOf(error);
  if (status === 0) return key('rest.errors.apiUnreachable');
  if (status === 401 || status === 403) return key('rest.errors.permissions');
  return unexpected(error);
}

/** The login banner reads exactly like a failed list. */
export const loginErrorMessage = listErrorMessage;

/** Home page news and statistics: unreachable, or the generic HTTP error. */
export function homeErrorMessage(error: unknown): Message {
  if (isInvalidResponse(error)) return key('rest.errors.invalidResponse');
  if (statusOf(error) === 0) return key('rest.errors.apiUnreachable');
  return unexpected(error);
}

/** A failed save or delete, shown in the error dialog. */
export function dialogErrorMessage(error: unknown): DialogMessage {
  if (isInvalidResponse(error)) {
    return { title: key('rest.errors.title'), text: key('rest.errors.invalidResponse') };
  }
  const status = statusOf(error);
  if (status === 0) {
    return { title: key('rest.errors.noConnection'), text: key('rest.errors.apiUnreachable') };
  }
  if (status === 400 && isApiError(error) && error.body) {
    const { name, code, message, violations } = error.body;
    return {
      title: { raw: `${name} (${code})` },
      text: { raw: message },
      ...(code === ERROR_CODES.constraintViolation && violations?.length ? { violations } : {}),
    };
  }
  // Only reached when the user declined to sign in again (the API client asks first).
  if (status === 401) {
    return { title: key('rest.errors.title'), text: key('rest.errors.permissions') };
  }
  if (status === 403) {
    return { title: key('rest.errors.forbidden.title'), text: key('rest.errors.forbidden.text') };
  }
  if (status === 404) {
    return { title: key('rest.errors.notFound.title'), text: key('rest.errors.notFound.text') };
  }
  return { title: key('rest.errors.title'), text: unexpected(error) };
}

/** The version page's update-server request. */
export function updateErrorMessage(error: unknown): Message {
  if (statusOf(error) === 0) return key('version.errors.updateServerUnreachable');
  return key('version.errors.updateInfoUnavailable');
}

/** The version page's `core/version` request. */
export function versionApiErrorMessage(error: unknown): Message {
  return homeErrorMessage(error);
}
