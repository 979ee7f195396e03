/**
 * The language a page's static frame is sent in (page-html.ts). The server cannot see the
 * language the web app keeps in the browser's storage, so it guesses it by the same rule the app
 * follows: the language the app last showed, which it keeps in a cookie
 * (web/src/features/session/language-cookie.ts), else the browser's first language the app has
 * (as navigator.languages, which Accept-Language mirrors), else English. A wrong guess costs
 * nothing but the early title: index.html's first-screen script hides a frame in another language.
 */
import { LANGUAGE_COOKIE } from '@dapnet/model';

/** What of the request the guess reads. */
export interface Visitor {
  cookie?: string;
  acceptLanguage?: string;
}

export const DEFAULT_LANGUAGE = 'en';

/** The app's code for a browser's language tag: Swedish is `se`; `se` itself is Sami. */
function appCode(tag: string): string | undefined {
  const code = tag.trim().split('-')[0]!.toLowerCase();
  if (code === 'sv') return 'se';
  return code === 'se' || code === '' || code === '*' ? undefined : code;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** Accept-Language's tags, most wanted first (equal weights in their order); q=0 left out. */
function acceptedTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)).find(Boolean);
      const weight = q ? Number(q[1]) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * One of `languages` (the codes a frame was rendered in), by the rule above; undefined only when
 * none applies and English is not among them.
 */
export function frameLanguage(languages: readonly string[], visitor: Visitor): string | undefined {
  const has = (code: string | undefined): code is string =>
    code !== undefined && languages.includes(code);
  const kept = cookieValue(visitor.cookie, LANGUAGE_COOKIE);
  if (has(kept)) return kept;
  const wanted = acceptedTags(visitor.acceptLanguage).map(appCode).find(has);
  if (wanted) return wanted;
  return has(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : undefined;
}
