import { useCallback } from 'react';
import { useSession } from './session-store';
import { useCurrentUser } from './current-user/use-current-user';
import { DEFAULT_USER_SETTINGS, type UserSettings } from './user-settings';

/** The signed-in user's own settings on this browser, and a way to change them. */
export function useUserSettings(): {
  settings: UserSettings;
  update: (change: (settings: UserSettings) => UserSettings) => void;
} {
  const { name } = useCurrentUser();
  const settings = useSession((state) => state.perUser[name]) ?? DEFAULT_USER_SETTINGS;
  const updateUserSettings = useSession((state) => state.updateUserSettings);
  const update = useCallback(
    (change: (settings: UserSettings) => UserSettings) => updateUserSettings(name, change),
    [name, updateUserSettings],
  );
  return { settings, update };
}
