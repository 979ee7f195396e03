import { describe, expect, it } from 'vitest';
import { buildMailHrefs, buildUnaddressedMailHref, MAILTO_MAX_LENGTH } from './mail-links';

describe('buildMailHrefs', () => {
  it('mails one person directly, with the prefixed subject', () => {
    expect(buildMailHrefs(['b+x@example.org'], 'User b')).toEqual([
      'mailto:b%2Bx%40example.org?subject=%5BDAPNET%5D%20User%20b',
    ]);
  });

  it('puts several people in BCC, so nobody sees the others', () => {
    expect(buildMailHrefs(['a@example.org', 'b@example.org'], 'Users')).toEqual([
      'mailto:?bcc=a%40example.org,b%40example.org&subject=%5BDAPNET%5D%20Users',
    ]);
  });

  it('leaves out users without an address and merges duplicates', () => {
    expect(buildMailHrefs([undefined, '', '  ', 'A@example.org', 'a@example.org'], 'x')).toEqual([
      'mailto:A%40example.org?subject=%5BDAPNET%5D%20x',
    ]);
  });

  it('gives no link when nobody has an address', () => {
    expect(buildMailHrefs([undefined, null, ''], 'x')).toEqual([]);
  });

  it('keeps a crafted address from adding headers', () => {
    const [href] = buildMailHrefs(['a@example.org?cc=evil@example.org&body=hi', 'b@x.org'], 'x');
    expect(href).not.toContain('&body');
    expect(href).not.toContain('&cc');
    expect(href?.split('&')).toHaveLength(2);
  });

  it('splits more addresses than one link carries over several, each within the limit', () => {
    const addresses = Array.from({ length: 150 }, (_, i) => `owner-number-${i}@example.org`);
    const hrefs = buildMailHrefs(addresses, 'Transmitters');
    expect(hrefs.length).toBe(3);
    for (const href of hrefs) {
      expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
      expect(href).toMatch(/^mailto:\?bcc=[^&]+&subject=%5BDAPNET%5D%20Transmitters$/);
    }
    // Every address exactly once, in order.
    const mailed = hrefs.flatMap((href) =>
      decodeURIComponent(href.slice('mailto:?bcc='.length).split('&')[0]!).split(','),
    );
    expect(mailed).toEqual(addresses);
  });

  it('gives an address too long for any link a link of its own', () => {
    const long = `${'x'.repeat(MAILTO_MAX_LENGTH)}@example.org`;
    const hrefs = buildMailHrefs(['a@example.org', long, 'b@example.org'], 'x');
    expect(hrefs).toHaveLength(3);
    expect(hrefs[1]).toContain(encodeURIComponent(long));
  });
});

describe('buildUnaddressedMailHref', () => {
  it('opens with the prefixed subject and the first line, addressed to nobody', () => {
    expect(buildUnaddressedMailHref('Transmitter db0abc', 'To: dl1abc & db9xyz')).toBe(
      'mailto:?subject=%5BDAPNET%5D%20Transmitter%20db0abc&body=To%3A%20dl1abc%20%26%20db9xyz',
    );
  });
});
