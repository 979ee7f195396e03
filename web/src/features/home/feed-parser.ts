/** One news entry of the home page. */
export interface FeedEntry {
  title: string;
  link: string;
}

/** Spec section 9: the home page lists at most five news items. */
export const MAX_FEED_ENTRIES = 5;

/**
 * The wiki lists its media files in the feed too; those links open an image, not a story.
 * DokuWiki names them `doku.php?image=…` or `_media/…`; other feeds link the file directly.
 */
function isImageLink(link: string): boolean {
  return (
    /[?&]image=/i.test(link) ||
    /(^|\/)_media\//i.test(link) ||
    /\.(png|jpe?g|gif|svg|webp|avif|bmp)([?#]|$)/i.test(link)
  );
}

/** Only web addresses become links: a feed must never smuggle in a javascript: URL. */
function isWebLink(link: string): boolean {
  try {
    const { protocol } = new URL(link);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Text of the first child element with this local name (RSS 1.0 and 2.0 alike). */
function childText(item: Element, localName: string): string {
  for (const child of Array.from(item.children)) {
    if (child.localName === localName) return child.textContent ?? '';
  }
  return '';
}

/** The headline: the description's first non-empty line (the wiki puts it there). */
function firstLine(text: string): string {
  return (
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}

/**
 * Reads an RSS 1.0 (RDF, the DAPNET wiki's) or RSS 2.0 feed into at most five entries, skipping
 * image links and entries without a usable link or title. Everything is read as text content
 * and never as HTML. Throws when the answer is not XML at all.
 */
export function parseFeed(xml: string): FeedEntry[] {
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  if (document.getElementsByTagName('parsererror').length > 0) {
    throw new Error('The news feed is not valid XML');
  }
  const entries: FeedEntry[] = [];
  for (const item of Array.from(document.getElementsByTagNameNS('*', 'item'))) {
    const link = childText(item, 'link').trim();
    if (!isWebLink(link) || isImageLink(link)) continue;
    // A description without a line break is all headline (the old page showed nothing then).
    const title = firstLine(childText(item, 'description')) || firstLine(childText(item, 'title'));
    if (title === '') continue;
    entries.push({ title, link });
    if (entries.length === MAX_FEED_ENTRIES) break;
  }
  return entries;
}
