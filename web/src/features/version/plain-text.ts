/**
 * The update server of the public network answers with an HTML fragment, ours with plain text.
 * Either way the page shows text only: HTML is parsed into an inert document (no scripts run,
 * nothing loads) and only its text is kept, one line per block.
 */
const BLOCKS = 'h1,h2,h3,h4,h5,h6,p,li,div,tr,br,pre';

export function toPlainText(body: string, contentType = ''): string {
  const looksLikeHtml = contentType.includes('html') || /^\s*</.test(body);
  if (!looksLikeHtml) return normalise(body);

  const doc = new DOMParser().parseFromString(body, 'text/html');
  doc.querySelectorAll('script,style,template,noscript').forEach((node) => node.remove());
  doc.querySelectorAll(BLOCKS).forEach((node) => {
    node.append(doc.createTextNode('\n'));
  });
  return normalise(doc.body.textContent ?? '');
}

function normalise(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}
