import { describe, expect, it } from 'vitest';
import { buildMailHref } from './mail-links';

describe('buildMailHref', () => {
  it('joins the encoded addresses and prefixes the subject', () => {
    expect(buildMailHref(['a@example.org', 'b+x@example.org'], 'Users')).toBe(
      'mailto:a%40example.org,b%2Bx%40example.org?subject=%5BDAPNET%5D%20Users',
    );
  });

  it('leaves out users without an address and merges duplicates', () => {
    expect(buildMailHref([undefined, '', '  ', 'A@example.org', 'a@example.org'], 'x')).toBe(
      'mailto:A%40example.org?subject=%5BDAPNET%5D%20x',
    );
  });

  it('gives no link when nobody has an address', () => {
    expect(buildMailHref([undefined, null, ''], 'x')).toBeNull();
  });

  it('keeps a crafted address from adding headers', () => {
    const href = buildMailHref(['a@example.org?cc=evil@example.org&body=hi'], 'x');
    expect(href).not.toContain('&body');
    expect(href?.split('?')).toHaveLength(2);
  });
});
