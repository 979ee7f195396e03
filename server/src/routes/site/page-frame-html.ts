/**
 * A page's part of the static frame put into its HTML (page-html.ts): the markup the build
 * rendered for the language (web/src/prerender/page-frame.tsx) inside the frame's empty
 * `<main>`, marks on `<html>` for index.html's first-screen script, and the part's style rules.
 */
import type { PageFrame } from '@dapnet/model';

/**
 * Shows the page's part of the frame only to the visitors index.html's first-screen script
 * marks: it knows the language the app will show and whether anybody is signed in. Without
 * that script (no JavaScript) it stays hidden too.
 */
const HIDE_FOR_OTHERS = 'html:not([data-frame-show]) [data-page-frame]{display:none}';

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const escapeForStyle = (css: string) => css.replaceAll(/<\/style/gi, '<\\/style');

/**
 * index.html with the page's part of the frame in this language inside the static frame's empty
 * `<main>`, the language on `<html>` for index.html's first-screen script to check, and the
 * part's style rules inline; undefined when there is no such markup or no empty `<main>`.
 */
export function withPageFrame(
  indexHtml: string,
  frame: PageFrame,
  language: string,
): string | undefined {
  const markup = Object.hasOwn(frame.markup, language) ? frame.markup[language] : undefined;
  const main = /<main\b[^>]*><\/main>/.exec(indexHtml);
  const head = indexHtml.indexOf('</head>');
  if (typeof markup !== 'string' || !main || head < 0 || main.index < head) return undefined;
  const marks = ` data-frame-language="${escapeAttribute(language)}"${frame.signedIn ? ' data-frame-signed-in' : ''}`;
  const css = typeof frame.css === 'string' ? frame.css : '';
  const style = `  <style>${escapeForStyle(`${HIDE_FOR_OTHERS}\n${css}`)}</style>\n  `;
  const emptyMain = main[0];
  const filledMain = emptyMain.replace('></main>', `>${markup}</main>`);
  return (
    indexHtml.slice(0, head).replace(/<html\b/, `<html${marks}`) +
    style +
    indexHtml.slice(head, main.index) +
    filledMain +
    indexHtml.slice(main.index + emptyMain.length)
  );
}
