import { describe, expect, it } from 'vitest';
import type { News } from '@dapnet/model';
import { boardSlots, fallsOff, replaced, TOP } from './board-slots';

const news = (number: number, text = `text ${number}`): News => ({
  text,
  rubricName: 'wx',
  number,
  timestamp: '2026-11-24T06:00:00Z',
  ownerName: 'admin',
});

describe('boardSlots', () => {
  it('numbers the ten slots and keeps empty ones empty', () => {
    const slots = boardSlots([news(1), null, news(3), null, null, null, null, null, null, null]);
    expect(slots.map((slot) => slot.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(slots.map((slot) => slot.news?.text ?? null)).toEqual([
      'text 1',
      null,
      'text 3',
      ...Array<null>(7).fill(null),
    ]);
  });

  it('shows ten empty slots for a missing or short answer and cuts a long one', () => {
    expect(boardSlots(undefined).every((slot) => slot.news === null)).toBe(true);
    expect(boardSlots([news(1)])).toHaveLength(10);
    const long = Array.from({ length: 12 }, (_, index) => news(index + 1));
    expect(boardSlots(long).at(-1)?.news?.text).toBe('text 10');
  });
});

describe('fallsOff and replaced', () => {
  const slots = boardSlots([news(1), null, news(3), ...Array<null>(6).fill(null), news(10)]);

  it('names the text slot 10 loses when new text goes to the top', () => {
    expect(fallsOff(slots)?.text).toBe('text 10');
    expect(fallsOff(boardSlots([news(1)]))).toBeNull();
  });

  it('names what a replaced slot holds, and nothing for the top or an empty slot', () => {
    expect(replaced(slots, 3)?.text).toBe('text 3');
    expect(replaced(slots, 2)).toBeNull();
    expect(replaced(slots, TOP)).toBeNull();
  });
});
