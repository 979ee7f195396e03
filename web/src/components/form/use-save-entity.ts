import { isApiError } from '../../lib/api-error';
import type { EntityApi } from '../../lib/entity-api';
import { alertPreventedOverwriting } from '../dialogs/dialogs';
import { useSend } from './use-send';

interface SaveOptions {
  name: string;
  body: unknown;
  /** Creating checks first that the name is free; editing saves straight away. */
  creating: boolean;
  /** Where to go after saving. */
  listHref: string;
  /**
   * Runs once the server has accepted the PUT, before anything is fetched again: a user who
   * changed their own password switches to the new credentials here.
   */
  onSaved?: () => void;
}

/**
 * Saves a named record the way every form does (spec section 4): a new record must not overwrite
 * an existing one ('Prevented Overwriting'; an error while checking is not taken as "free"),
 * then PUT, the success toast, and back to the list. Errors show the error dialog.
 */
export function useSaveEntity<Entity>(entityApi: EntityApi<Entity>) {
  const { send, sending } = useSend();

  const save = ({ name, body, creating, listHref, onSaved }: SaveOptions): Promise<boolean> =>
    send(
      async () => {
        if (creating && (await nameIsTaken(entityApi, name))) {
          await alertPreventedOverwriting();
          return false;
        }
        await entityApi.put(name, body);
        onSaved?.();
        return true;
      },
      { invalidate: entityApi.key, then: listHref },
    );

  return { save, saving: sending };
}

/** True when the record exists; false only on a clean 404. Anything else is thrown. */
async function nameIsTaken<Entity>(entityApi: EntityApi<Entity>, name: string): Promise<boolean> {
  try {
    await entityApi.get(name);
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}
