import { useCallback } from 'react';
import { switchLanguage } from '../../lib/i18n';
import type { Language } from '../../lib/languages';
import { useSession } from './session-store';

/** Switches the interface language and remembers it; the store changes once the texts are in. */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const setLanguage = useSession((state) => state.setLanguage);
  return useCallback(
    async (language: Language) => {
      await switchLanguage(language);
      setLanguage(language);
    },
    [setLanguage],
  );
}
