import { describe, expect, it } from 'vitest';
import { parseFeed } from './feed-parser';

const rss2 = (items: string) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>News</title>${items}</channel></rss>`;
const item = (link: string, description: string, title = 'Title element') =>
  `<item><title>${title}</title><link>${link}</link><description>${description}</description></item>`;

describe('parseFeed', () => {
  it('takes the first line of the description as the title', () => {
    const feed = rss2(item('https://example.org/a', 'Headline\nThe body of the story.'));
    expect(parseFeed(feed)).toEqual([{ title: 'Headline', link: 'https://example.org/a' }]);
  });

  it('uses a description without a line break as a whole', () => {
    expect(parseFeed(rss2(item('https://example.org/a', 'Only a headline')))).toEqual([
      { title: 'Only a headline', link: 'https://example.org/a' },
    ]);
  });

  it('falls back to the title element when the description is empty', () => {
    expect(parseFeed(rss2(item('https://example.org/a', '', 'From the title')))).toEqual([
      { title: 'From the title', link: 'https://example.org/a' },
    ]);
  });

  it('skips image links of the wiki and of other feeds', () => {
    const feed = rss2(
      item('https://wiki.example.org/doku.php?image=blog:map.png', 'Map') +
        item('https://wiki.example.org/_media/blog:antenna.png', 'Antenna') +
        item('https://example.org/photo.JPG', 'Photo') +
        item('https://wiki.example.org/doku.php?id=start', 'Story'),
    );
    expect(parseFeed(feed).map((entry) => entry.title)).toEqual(['Story']);
  });

  it('keeps at most five entries', () => {
    const items = Array.from({ length: 8 }, (_, n) =>
      item(`https://example.org/${n}`, `News ${n}`),
    ).join('');
    expect(parseFeed(rss2(items)).map((entry) => entry.title)).toEqual([
      'News 0',
      'News 1',
      'News 2',
      'News 3',
      'News 4',
    ]);
  });

  it('reads the wiki RSS 1.0 (RDF) format', () => {
    const feed = `<?xml version="1.0"?>
      <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
        <channel rdf:about="https://wiki.example.org/"><title>Wiki</title></channel>
        <item rdf:about="https://wiki.example.org/doku.php?id=a">
          <title>a</title><link>https://wiki.example.org/doku.php?id=a</link>
          <description>Wiki headline
Body</description>
        </item>
      </rdf:RDF>`;
    expect(parseFeed(feed)).toEqual([
      { title: 'Wiki headline', link: 'https://wiki.example.org/doku.php?id=a' },
    ]);
  });

  it('keeps markup in the feed as plain text and drops non-web links', () => {
    const feed = rss2(
      item('javascript:alert(1)', 'Bad link') +
        item('https://example.org/a', '&lt;b onmouseover="x()"&gt;Bold&lt;/b&gt; news\nmore'),
    );
    expect(parseFeed(feed)).toEqual([
      { title: '<b onmouseover="x()">Bold</b> news', link: 'https://example.org/a' },
    ]);
  });

  it('throws on an answer that is not XML', () => {
    expect(() => parseFeed('<html><body>Oops')).toThrow();
  });
});
