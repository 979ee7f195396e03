import type { MantineColorSchemeManager } from '@mantine/core';
import { colorSchemeChoice } from '../../../lib/color-scheme';

/**
 * The UI kit keeps its colour scheme in the app's own settings store (beside the language), so
 * the user menu, other tabs and index.html's early script all read the same stored choice. The
 * session provides that store (features/session/color-scheme.ts); the kit only reads it here.
 */
export function sessionColorSchemeManager(): MantineColorSchemeManager {
  let unsubscribe: (() => void) | undefined;
  return {
    get: () => colorSchemeChoice().get(),
    set: (value) => colorSchemeChoice().set(value),
    subscribe: (onUpdate) => {
      unsubscribe?.();
      unsubscribe = colorSchemeChoice().subscribe(onUpdate);
    },
    unsubscribe: () => {
      unsubscribe?.();
      unsubscribe = undefined;
    },
    clear: () => colorSchemeChoice().set('auto'),
  };
}
