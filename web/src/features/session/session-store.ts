import { create } from 'zustand';
import { COLOR_SCHEME_CHOICES, type ColorSchemeChoice } from '../../lib/color-scheme';
import { persist } from 'zustand/middleware';
import {
  DEFAULT_TIME_DISPLAY,
  HOUR_CYCLE_CHOICES,
  TIME_ZONE_CHOICES,
  type HourCycleChoice,
  type TimeDisplay,
  type TimeZoneChoice,
} from '../../lib/format';
import { isLanguage, type Language } from '../../lib/languages';
import { browserLanguage } from './browser-language';
import { createSplitStorage, PREFERENCES_KEY } from './session-storage';
import { DEFAULT_USER_SETTINGS, readPerUser, type UserSettings } from './user-settings';

export interface SessionUser {
  /** The name as the server spells it (lower case). */
  name: string;
  admin: boolean;
  /** Basic credentials (Base64 of "name:password"). */
  auth: string;
  /** "Keep me signed in": decides where the credentials are stored. */
  remember: boolean;
}

// Light or dark pages; `auto` follows the system setting (lib/color-scheme.ts).
export { COLOR_SCHEME_CHOICES, type ColorSchemeChoice };

function isColorSchemeChoice(value: unknown): value is ColorSchemeChoice {
  return COLOR_SCHEME_CHOICES.includes(value as ColorSchemeChoice);
}

export interface Popups {
  /** The award pop-up on the home page. */
  award: boolean;
}

interface PersistedSession {
  user: SessionUser | null;
  language: Language;
  /**
   * The user picked the language in the language menu. Until then the language follows the
   * browser's (browser-language.ts), so a visitor from Germany meets German pages.
   */
  languageChosen: boolean;
  popups: Popups;
  cookieConsent: boolean;
  colorScheme: ColorSchemeChoice;
  /** Local time or UTC, 24 or 12 hours: how every time on screen is shown (lib/format.ts). */
  timeDisplay: TimeDisplay;
  /** Each user's own settings on this browser, by user name (user-settings.ts). */
  perUser: Record<string, UserSettings>;
}

interface SessionActions {
  login: (user: SessionUser) => void;
  logout: () => void;
  setLanguage: (language: Language) => void;
  markPopupShown: (popup: keyof Popups) => void;
  acceptCookies: () => void;
  setColorScheme: (colorScheme: ColorSchemeChoice) => void;
  setTimeDisplay: (change: Partial<TimeDisplay>) => void;
  updateUserSettings: (userName: string, update: (settings: UserSettings) => UserSettings) => void;
}

export type SessionState = PersistedSession & SessionActions;

const INITIAL: PersistedSession = {
  user: null,
  language: browserLanguage(),
  languageChosen: false,
  popups: { award: false },
  cookieConsent: false,
  colorScheme: 'auto',
  timeDisplay: DEFAULT_TIME_DISPLAY,
  perUser: {},
};

function readTimeDisplay(value: unknown): TimeDisplay {
  const stored = (value ?? {}) as Partial<Record<keyof TimeDisplay, unknown>>;
  return {
    zone: TIME_ZONE_CHOICES.includes(stored.zone as TimeZoneChoice)
      ? (stored.zone as TimeZoneChoice)
      : DEFAULT_TIME_DISPLAY.zone,
    hours: HOUR_CYCLE_CHOICES.includes(stored.hours as HourCycleChoice)
      ? (stored.hours as HourCycleChoice)
      : DEFAULT_TIME_DISPLAY.hours,
  };
}

/**
 * A language picked in the menu stays. Stores from before `languageChosen` held 'en' whether
 * picked or not, so only another language counts as picked there.
 */
function wasChosen(stored: Partial<Record<keyof PersistedSession, unknown>>): boolean {
  if (!isLanguage(stored.language)) return false;
  if (typeof stored.languageChosen === 'boolean') return stored.languageChosen;
  return stored.language !== 'en';
}

/** Stored data may be old, edited by hand or from another app on this origin: check each part. */
export function readStored(value: unknown): PersistedSession {
  const stored = (value ?? {}) as Partial<Record<keyof PersistedSession, unknown>>;
  const user = (stored.user ?? {}) as Partial<Record<keyof SessionUser, unknown>>;
  const popups = (stored.popups ?? {}) as Partial<Record<keyof Popups, unknown>>;
  const validUser =
    typeof user.name === 'string' &&
    user.name !== '' &&
    typeof user.admin === 'boolean' &&
    typeof user.auth === 'string' &&
    user.auth !== '';
  return {
    user: validUser
      ? {
          name: user.name as string,
          admin: user.admin as boolean,
          auth: user.auth as string,
          remember: user.remember === true,
        }
      : null,
    language: wasChosen(stored) ? (stored.language as Language) : browserLanguage(),
    languageChosen: wasChosen(stored),
    popups: { award: popups.award === true },
    cookieConsent: stored.cookieConsent === true,
    colorScheme: isColorSchemeChoice(stored.colorScheme) ? stored.colorScheme : INITIAL.colorScheme,
    timeDisplay: readTimeDisplay(stored.timeDisplay),
    perUser: readPerUser(stored.perUser),
  };
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...INITIAL,
      login: (user) => set({ user }),
      logout: () => set({ user: null }),
      setLanguage: (language) => set({ language, languageChosen: true }),
      markPopupShown: (popup) => set((state) => ({ popups: { ...state.popups, [popup]: true } })),
      acceptCookies: () => set({ cookieConsent: true }),
      setColorScheme: (colorScheme) => set({ colorScheme }),
      setTimeDisplay: (change) =>
        set((state) => ({ timeDisplay: { ...state.timeDisplay, ...change } })),
      updateUserSettings: (userName, update) =>
        set((state) => ({
          perUser: {
            ...state.perUser,
            [userName]: update(state.perUser[userName] ?? DEFAULT_USER_SETTINGS),
          },
        })),
    }),
    {
      name: PREFERENCES_KEY,
      storage: createSplitStorage<PersistedSession>(),
      partialize: (state) => ({
        user: state.user,
        language: state.language,
        languageChosen: state.languageChosen,
        popups: state.popups,
        cookieConsent: state.cookieConsent,
        colorScheme: state.colorScheme,
        timeDisplay: state.timeDisplay,
        perUser: state.perUser,
      }),
      merge: (stored, current) => ({ ...current, ...readStored(stored) }),
    },
  ),
);

/**
 * Whatever another tab stores in localStorage applies here too: the language, the cookie consent,
 * a session kept with "keep me signed in". (Sessions without it reach other tabs through
 * tab-sync.ts.)
 */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === window.localStorage) void useSession.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export const selectUser = (state: SessionState) => state.user;
export const selectIsAdmin = (state: SessionState) => state.user?.admin === true;
