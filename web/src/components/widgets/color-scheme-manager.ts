import type { MantineColorSchemeManager } from '@mantine/core';
import { useSession } from '../../features/session/session-store';

/**
 * The UI kit keeps its colour scheme in the app's own settings store (beside the language), so
 * the user menu, other tabs and index.html's early script all read the same stored choice.
 */
export function sessionColorSchemeManager(): MantineColorSchemeManager {
  let unsubscribe: (() => void) | undefined;
  return {
    get: () => useSession.getState().colorScheme,
    set: (value) => useSession.getState().setColorScheme(value),
    subscribe: (onUpdate) => {
      unsubscribe?.();
      unsubscribe = useSession.subscribe((state, previous) => {
        if (state.colorScheme !== previous.colorScheme) onUpdate(state.colorScheme);
      });
    },
    unsubscribe: () => {
      unsubscribe?.();
      unsubscribe = undefined;
    },
    clear: () => useSession.getState().setColorScheme('auto'),
  };
}
