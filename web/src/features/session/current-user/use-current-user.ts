import { useCallback } from 'react';
import { formatDateTime, type TimeDisplay } from '../../../lib/format';
import type { Language } from '../../../lib/languages';
import { type SessionUser, useSession } from '../session-store';

/**
 * The signed-in user, for pages behind the login guard (RequireLogin renders them only with a
 * user). Throws if used where nobody may be signed in, which is a programming error, not a state
 * to show: pages open to guests read `useSession(selectUser)` and handle null.
 */
export function useCurrentUser(): SessionUser {
  const user = useSession((state) => state.user);
  if (!user) throw new Error('useCurrentUser is for pages behind the login guard');
  return user;
}

/** The interface language: the one way to read it (the store is its source; i18next follows). */
export function useLanguage(): Language {
  return useSession((state) => state.language);
}

/** How times are shown (zone, 12 or 24 hours), as chosen in the user menu. */
export function useTimeDisplay(): TimeDisplay {
  return useSession((state) => state.timeDisplay);
}

/**
 * The one way screens format a moment: in the interface language and the chosen zone and clock,
 * with the zone's name. A new function when either changes, so memoised columns follow.
 */
export function useFormatDateTime(): (value: Date | string | number) => string {
  const language = useLanguage();
  const time = useTimeDisplay();
  return useCallback((value) => formatDateTime(value, language, time), [language, time]);
}
