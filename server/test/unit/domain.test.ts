import type { News } from '@dapnet/model';
import { describe, expect, it } from 'vitest';
import { placeNews } from '../../src/domain/news-slots.js';
import { statusAfterEdit } from '../../src/routes/api/transmitters.js';
import { javaDateText } from '../../src/routes/api/activation.js';
import { emptySlots } from '../../src/store/news-table.js';

const news = (text: string, number: number): News => ({
  text,
  rubricName: 'wx',
  number,
  timestamp: '2026-01-01T00:00:00Z',
  ownerName: 'admin',
});

describe('placeNews', () => {
  it('inserts automatic content at slot 1 and moves the others down, dropping slot 10', () => {
    const slots = emptySlots().map((_, index) => news(`n${index + 1}`, index + 1));
    const placed = placeNews(slots, news('new', 0));
    expect(placed.map((item) => item?.text)).toEqual([
      'new',
      'n1',
      'n2',
      'n3',
      'n4',
      'n5',
      'n6',
      'n7',
      'n8',
      'n9',
    ]);
    expect(placed.map((item) => item?.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('keeps empty slots empty while shifting', () => {
    const slots = emptySlots();
    slots[1] = news('second', 2);
    const placed = placeNews(slots, news('new', 0));
    expect(placed.map((item) => item?.text ?? null)).toEqual([
      'new',
      null,
      'second',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('replaces the chosen slot only', () => {
    const slots = emptySlots();
    slots[4] = news('old', 5);
    const placed = placeNews(slots, news('new', 5));
    expect(placed[4]?.text).toBe('new');
    expect(placed.filter(Boolean)).toHaveLength(1);
  });
});

describe('statusAfterEdit', () => {
  it.each([
    [undefined, undefined, 'OFFLINE'],
    [undefined, 'DISABLED', 'DISABLED'],
    ['ONLINE', undefined, 'ONLINE'],
    ['ONLINE', 'OFFLINE', 'ONLINE'],
    ['ERROR', undefined, 'ERROR'],
    ['ONLINE', 'DISABLED', 'DISABLED'],
    ['DISABLED', undefined, 'DISABLED'],
    ['DISABLED', 'ONLINE', 'OFFLINE'],
  ] as const)('current %s, asked %s: %s', (current, requested, expected) => {
    expect(statusAfterEdit(current, requested)).toBe(expected);
  });
});

describe('javaDateText', () => {
  it("writes Java's default date format", () => {
    expect(javaDateText(new Date(2022, 9, 6, 20, 59, 7))).toBe('Oct 6, 2022, 8:59:07 PM');
  });
});
