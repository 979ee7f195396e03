import { describe, expect, it } from 'vitest';
import { parseCoverageBounds } from './coverage-bounds';

describe('parseCoverageBounds', () => {
  it('reads lines 2-5 as south, north, west and east', () => {
    const text = '2026-11-20T10:00:00Z\n50.1\n51.3\n6.2\n7.9\n';
    expect(parseCoverageBounds(text)).toEqual([
      [50.1, 6.2],
      [51.3, 7.9],
    ]);
  });

  it('sorts the corners whatever order the file gives them in', () => {
    expect(parseCoverageBounds('x\r\n51.3\r\n50.1\r\n7.9\r\n6.2')).toEqual([
      [50.1, 6.2],
      [51.3, 7.9],
    ]);
  });

  it('ignores the first line and anything after the fifth', () => {
    expect(parseCoverageBounds('12\n-1\n1\n-2\n2\nmore\n')).toEqual([
      [-1, -2],
      [1, 2],
    ]);
  });

  it.each([
    ['too few lines', 'ts\n50\n51\n6'],
    ['an empty line', 'ts\n50\n\n6\n7'],
    ['text instead of a number', 'ts\n50\n51\nsix\n7'],
    ['a latitude out of range', 'ts\n50\n91\n6\n7'],
    ['a longitude out of range', 'ts\n50\n51\n6\n181'],
    ['an empty area', 'ts\n50\n50\n6\n7'],
    ['an HTML error page', '<!doctype html>\n<html>\n<body>\nNot found\n</body>'],
  ])('gives null for %s', (_, text) => {
    expect(parseCoverageBounds(text)).toBeNull();
  });
});
