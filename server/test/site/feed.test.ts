import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';

interface Item {
  title: string;
  link: string;
  pubDate: string;
  description: string;
}

/** Parses with a strict XML parser (it throws on anything malformed) and collects the items. */
function parseRss(xml: string): { root: string; version: string | undefined; items: Item[] } {
  const parser = new SaxesParser();
  const items: Item[] = [];
  const path: string[] = [];
  let root = '';
  let version: string | undefined;
  let item: Partial<Item> | undefined;
  parser.on('opentag', (tag) => {
    if (path.length === 0) {
      root = tag.name;
      version = tag.attributes.version as string | undefined;
    }
    path.push(tag.name);
    if (tag.name === 'item') item = {};
  });
  parser.on('text', (text) => {
    const field = path.at(-1) as keyof Item;
    if (item && path.at(-2) === 'item') item[field] = (item[field] ?? '') + text;
  });
  parser.on('closetag', (tag) => {
    path.pop();
    if (tag.name === 'item' && item) items.push(item as Item);
  });
  parser.write(xml).close();
  return { root, version, items };
}

const isImage = (link: string) => /\.(png|jpe?g|gif|svg)$/i.test(link);

describe('GET /services/feed.xml', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('is a well-formed RSS 2.0 feed of news items', async () => {
    const response = await request(server, 'GET', '/services/feed.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const feed = parseRss(response.text);
    expect(feed.root).toBe('rss');
    expect(feed.version).toBe('2.0');
    expect(feed.items.length).toBeGreaterThanOrEqual(7);
    for (const item of feed.items) {
      expect(item.link).toMatch(/^https:\/\//);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      // The first line of the description is the headline the front end shows.
      expect(item.description.split('\n')[0]).toBe(item.title);
      expect(item.description.split('\n').length).toBeGreaterThan(1);
    }
  });

  it('has at least one image item, which clients skip, and enough news besides', async () => {
    const { items } = parseRss((await request(server, 'GET', '/services/feed.xml')).text);
    expect(items.filter((item) => isImage(item.link)).length).toBeGreaterThanOrEqual(1);
    expect(items.filter((item) => !isImage(item.link)).length).toBeGreaterThanOrEqual(5);
  });

  it('escapes markup characters in the texts', async () => {
    const response = await request(server, 'GET', '/services/feed.xml');
    expect(response.text).toContain('Calls &amp; rubric content');
    const { items } = parseRss(response.text);
    expect(items.some((item) => item.description.includes('Calls & rubric content'))).toBe(true);
    expect(items.some((item) => item.description.includes('(<30 dBm)'))).toBe(true);
  });

  it('links wiki items to the configured wiki', async () => {
    const other = await startServer({
      env: { DAPNET_WIKI_URL: 'https://wiki.example.org/dokuwiki/' },
    });
    try {
      const { items } = parseRss((await request(other, 'GET', '/services/feed.xml')).text);
      expect(
        items.some(
          (item) => item.link === 'https://wiki.example.org/dokuwiki/doku.php?id=unipager',
        ),
      ).toBe(true);
    } finally {
      await other.close();
    }
  });
});
