import { beforeEach, describe, expect, it } from 'vitest';
import { PREFERENCES_KEY, USER_KEY } from './session-storage';
import { readStored, useSession } from './session-store';

const user = { name: 'alice', admin: false, auth: 'YWxpY2U6cHc=' };

beforeEach(() => {
  useSession.setState({ user: null });
  localStorage.clear();
  sessionStorage.clear();
});

describe('session persistence', () => {
  it('keeps credentials only for the browser session unless asked to remember', () => {
    useSession.getState().login({ ...user, remember: false });
    expect(JSON.parse(sessionStorage.getItem(USER_KEY)!)).toMatchObject(user);
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(localStorage.getItem(PREFERENCES_KEY)).not.toContain(user.auth);
  });

  it('keeps them in local storage with "keep me signed in"', () => {
    useSession.getState().login({ ...user, remember: true });
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toMatchObject(user);
    expect(sessionStorage.getItem(USER_KEY)).toBeNull();
  });

  it('forgets them everywhere on logout, keeping the preferences', () => {
    useSession.getState().login({ ...user, remember: true });
    useSession.getState().setLanguage('de');
    useSession.getState().logout();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(sessionStorage.getItem(USER_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!).state.language).toBe('de');
  });

  it('restores a stored session after a reload', async () => {
    sessionStorage.setItem(USER_KEY, JSON.stringify({ ...user, remember: false }));
    localStorage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({ state: { language: 'se', popups: { award: true } }, version: 0 }),
    );
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({ user, language: 'se', popups: { award: true } });
  });

  it('ignores stored data that does not make sense', () => {
    expect(
      readStored({
        user: { name: '', admin: 'yes' },
        language: 'xx',
        popups: 3,
        colorScheme: 'purple',
        timeDisplay: { zone: 'mars', hours: 13 },
      }),
    ).toEqual({
      user: null,
      language: 'en',
      languageChosen: false,
      popups: { award: false },
      cookieConsent: false,
      colorScheme: 'auto',
      timeDisplay: { zone: 'local', hours: '24' },
      perUser: {},
    });
  });

  it('keeps the chosen time display', () => {
    expect(readStored({ timeDisplay: { zone: 'utc', hours: '12' } }).timeDisplay).toEqual({
      zone: 'utc',
      hours: '12',
    });
  });

  it('keeps a valid colour scheme choice', () => {
    expect(readStored({ colorScheme: 'dark' }).colorScheme).toBe('dark');
  });
});
