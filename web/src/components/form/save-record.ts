import { isApiError } from '../../lib/api-error';
import type { EntityApi } from '../../lib/entity-api';
import { alertPreventedOverwriting } from '../dialogs/dialogs';

/** What saving a named record needs of its entity API. */
export type SavableApi = Pick<EntityApi<unknown>, 'key' | 'get' | 'put'>;

interface SaveRecordOptions {
  name: string;
  body: unknown;
  /** Creating checks first that the name is free; editing saves straight away. */
  creating: boolean;
  /**
   * Runs once the server has accepted the PUT, before anything is fetched again: a user who
   * changed their own password switches to the new credentials here, a new transmitter joins
   * its groups. Awaited when it returns a promise.
   */
  onSaved?: () => void | Promise<void>;
}

/**
 * Saves a named record the way every form does (spec section 4): a new record must not overwrite
 * an existing one ('Prevented Overwriting'; an error while checking is not taken as "free"),
 * then PUT. Resolves false when it stopped on its own and told the user why; errors are thrown
 * for useSend's error dialog.
 */
export async function saveRecord(
  entityApi: SavableApi,
  { name, body, creating, onSaved }: SaveRecordOptions,
): Promise<boolean> {
  if (creating && (await nameIsTaken(entityApi, name))) {
    await alertPreventedOverwriting();
    return false;
  }
  await entityApi.put(name, body);
  await onSaved?.();
  return true;
}

/** True when the record exists; false only on a clean 404. Anything else is thrown. */
async function nameIsTaken(entityApi: SavableApi, name: string): Promise<boolean> {
  try {
    await entityApi.get(name);
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}
