import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * Where the session store is kept. Preferences (language, pop-ups, cookie consent) always go to
 * localStorage. The signed-in user, whose `auth` is as good as the password, goes to
 * localStorage only when "keep me signed in" was chosen; otherwise to sessionStorage, which the
 * browser forgets when the session ends.
 */
export const PREFERENCES_KEY = 'dapnet-web';
export const USER_KEY = 'dapnet-web-user';

interface WithUser {
  user?: { remember?: boolean } | null;
}

/** Storage can be missing or throw (disabled cookies, private modes): the app then just forgets. */
function storageArea(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function read(area: Storage | null, key: string): unknown {
  try {
    const text = area?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function write(area: Storage | null, key: string, value: unknown) {
  try {
    area?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy settings: nothing to do but keep the state in memory.
  }
}

function remove(area: Storage | null, key: string) {
  try {
    area?.removeItem(key);
  } catch {
    // As above.
  }
}

export function createSplitStorage<S extends WithUser>(): PersistStorage<S> {
  return {
    getItem(name) {
      const local = storageArea('localStorage');
      const session = storageArea('sessionStorage');
      const preferences = read(local, name) as StorageValue<Partial<S>> | null;
      const user = read(session, USER_KEY) ?? read(local, USER_KEY);
      if (!preferences && !user) return null;
      return {
        state: { ...(preferences?.state ?? {}), user: user ?? null } as S,
        version: preferences?.version ?? 0,
      };
    },
    setItem(name, value) {
      const local = storageArea('localStorage');
      const session = storageArea('sessionStorage');
      const { user, ...preferences } = value.state;
      write(local, name, { state: preferences, version: value.version });
      if (user?.remember) {
        write(local, USER_KEY, user);
        remove(session, USER_KEY);
      } else if (user) {
        write(session, USER_KEY, user);
        remove(local, USER_KEY);
      } else {
        remove(local, USER_KEY);
        remove(session, USER_KEY);
      }
    },
    removeItem(name) {
      const local = storageArea('localStorage');
      remove(local, name);
      remove(local, USER_KEY);
      remove(storageArea('sessionStorage'), USER_KEY);
    },
  };
}
