// Types only: the start-up code that reads this must not load the model's schemas.
import type { GroupChoices } from '../../lib/distribution';

/**
 * What this browser keeps for each user who signs in on it (by user name): the groups picker's
 * pinned and last groups, how far the user has read their pages, and whether new pages and sites
 * going offline also come as browser notifications. Kept in localStorage with the other preferences.
 */
export interface UserSettings {
  groupChoices: GroupChoices;
  /** Timestamp of the newest page to the user's subscribers seen on "My pages"; none: never. */
  pagesSeenUntil: string | null;
  /** New pages also show as browser notifications (the user asked for them). */
  pageNotifications: boolean;
  /** "My sites" shows a browser notification when one of the sites goes offline. */
  siteNotifications: boolean;
}

export const DEFAULT_USER_SETTINGS: UserSettings = {
  groupChoices: { pinned: [], recent: [] },
  pagesSeenUntil: null,
  pageNotifications: false,
  siteNotifications: false,
};

/** Most names a remembered list keeps, against a store edited by hand. */
const MAX_NAMES = 50;

function names(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((name): name is string => typeof name === 'string').slice(0, MAX_NAMES);
}

function readUserSettings(value: unknown): UserSettings {
  const stored = (value ?? {}) as Partial<Record<keyof UserSettings, unknown>>;
  const choices = (stored.groupChoices ?? {}) as Partial<Record<keyof GroupChoices, unknown>>;
  const seen = stored.pagesSeenUntil;
  return {
    groupChoices: { pinned: names(choices.pinned), recent: names(choices.recent) },
    pagesSeenUntil: typeof seen === 'string' && !Number.isNaN(Date.parse(seen)) ? seen : null,
    pageNotifications: stored.pageNotifications === true,
    siteNotifications: stored.siteNotifications === true,
  };
}

/** Stored settings may be old or edited by hand: each user's are checked on their own. */
export function readPerUser(value: unknown): Record<string, UserSettings> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([user, settings]) => [user, readUserSettings(settings)]),
  );
}
