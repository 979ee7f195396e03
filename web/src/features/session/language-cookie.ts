import { LANGUAGE_COOKIE } from '@dapnet/model';
import { useSession } from './session-store';

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookie that tells the server the language picked in the language menu, so a page's static
 * frame comes in it (server/src/routes/site/frame-language.ts). Without a pick the app follows the
 * browser's languages, which the server reads from Accept-Language, so there is no cookie then.
 * A language code only: nothing secret, sent to this site alone.
 */
export function languageCookie(language: string, chosen: boolean, secure: boolean): string {
  const value = chosen ? `${LANGUAGE_COOKIE}=${language}` : `${LANGUAGE_COOKIE}=`;
  const age = chosen ? A_YEAR_IN_SECONDS : 0;
  return `${value}; Path=/; SameSite=Lax; Max-Age=${age}${secure ? '; Secure' : ''}`;
}

function write(language: string, chosen: boolean) {
  document.cookie = languageCookie(language, chosen, window.location.protocol === 'https:');
}

/** Keeps the cookie in step with the language picked, from now on (main.tsx starts it). */
export function followLanguageInCookie(): () => void {
  const { language, languageChosen } = useSession.getState();
  write(language, languageChosen);
  return useSession.subscribe((state, previous) => {
    if (state.language !== previous.language || state.languageChosen !== previous.languageChosen)
      write(state.language, state.languageChosen);
  });
}
