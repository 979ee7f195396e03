/**
 * Builds the embedded news feed as RSS 2.0. The wiki's own feed is RSS 1.0 (RDF); clients of the
 * embedded server get RSS 2.0, which every feed reader and the front end's parser understand.
 */
import { FEED_ITEMS, type FeedItem } from './feed-items.js';
import { escapeXml } from './xml.js';

/** Resolves a wiki-relative link; an unusable wiki address falls back to plain joining. */
function resolveLink(link: string, wikiUrl: string): string {
  try {
    return new URL(link, wikiUrl).href;
  } catch {
    return /^[a-z]+:/i.test(link) ? link : `${wikiUrl.replace(/\/?$/, '/')}${link}`;
  }
}

function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

function itemXml(item: FeedItem, wikiUrl: string): string {
  const link = escapeXml(resolveLink(item.link, wikiUrl));
  const headline = item.text.split('\n', 1)[0] ?? '';
  return [
    '    <item>',
    `      <title>${escapeXml(headline)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="false">${escapeXml(`dapnet-news-${item.published}`)}</guid>`,
    `      <pubDate>${rfc822(item.published)}</pubDate>`,
    `      <description>${escapeXml(item.text)}</description>`,
    '    </item>',
  ].join('\n');
}

export function buildFeed(wikiUrl: string, items: readonly FeedItem[] = FEED_ITEMS): string {
  const newest = items.reduce(
    (latest, item) => (item.published > latest ? item.published : latest),
    '',
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    '  <channel>',
    '    <title>DAPNET news</title>',
    `    <link>${escapeXml(resolveLink('', wikiUrl))}</link>`,
    '    <description>News of the decentralized amateur paging network</description>',
    '    <language>en</language>',
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items.map((item) => itemXml(item, wikiUrl)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
