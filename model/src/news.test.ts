import { describe, expect, it } from 'vitest';
import { flattenNews } from './news-flatten.js';
import type { News } from './news.js';
import { includesName } from './names.js';

const item = (rubricName: string, number: number): News => ({
  text: `${rubricName} ${number}`,
  rubricName,
  number,
  timestamp: '2026-01-01T00:00:00Z',
  ownerName: 'admin',
});

describe('news lists', () => {
  it('flattens every rubric and drops empty slots', () => {
    const lists = { wx: [item('wx', 1), null, item('wx', 3)], dx: [null, null] };
    expect(flattenNews(lists).map((news) => news.text)).toEqual(['wx 1', 'wx 3']);
  });
});

describe('names', () => {
  it('match ignoring case', () => {
    expect(includesName(['DL1ABC', 'db0xyz'], 'dl1abc')).toBe(true);
    expect(includesName(['DL1ABC'], 'dl1abd')).toBe(false);
    expect(includesName(undefined, 'x')).toBe(false);
  });
});
