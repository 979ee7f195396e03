import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../src/http/content-encoding.js';
import { etagMatches } from '../../src/http/conditional-get.js';

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.2, gzip;q=0.9', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['br;q=nonsense', undefined],
    [',;,;q=', undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('etagMatches', () => {
  const etag = 'W/"abc"';
  it.each([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"other", W/"abc"', true],
    ['*', true],
    ['"abd"', false],
    ['W/', false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});
