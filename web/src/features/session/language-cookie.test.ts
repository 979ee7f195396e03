import { afterEach, describe, expect, it } from 'vitest';
import { followLanguageInCookie, languageCookie } from './language-cookie';
import { useSession } from './session-store';

const cookieLanguage = () => /(?:^|;\s*)dapnet-language=([^;]*)/.exec(document.cookie)?.[1];

describe('the language cookie', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.cookie = languageCookie('en', false, false);
  });

  it('is for the whole site, sent on links from elsewhere, kept a year, secure on https', () => {
    expect(languageCookie('de', true, true)).toBe(
      'dapnet-language=de; Path=/; SameSite=Lax; Max-Age=31536000; Secure',
    );
    // Without a pick it is removed: the server goes by the browser's languages, as the app does.
    expect(languageCookie('de', false, false)).toBe(
      'dapnet-language=; Path=/; SameSite=Lax; Max-Age=0',
    );
  });

  it('follows the language picked in the menu, and goes when the app follows the browser', () => {
    useSession.setState({ language: 'en', languageChosen: false });
    stop = followLanguageInCookie();
    expect(cookieLanguage()).toBeUndefined();
    useSession.getState().setLanguage('pl');
    expect(cookieLanguage()).toBe('pl');
    useSession.setState({ language: 'en', languageChosen: false });
    expect(cookieLanguage()).toBeUndefined();
  });
});
