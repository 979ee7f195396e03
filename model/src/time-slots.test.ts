import { describe, expect, it } from 'vitest';
import { isValidTimeSlot, joinTimeSlots, splitTimeSlots } from './time-slots.js';
import { timeSlotSchema } from './transmitter.js';

describe('time slots', () => {
  it.each(['', '0F', '47E', '4', '0123456789ABCDEF', 'abc'])(
    'accepts %j as the Core does',
    (value) => {
      expect(isValidTimeSlot(value)).toBe(true);
      expect(timeSlotSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each(['98754', '33', '47H', 'FA', ' 1'])('refuses %j', (value) => {
    expect(isValidTimeSlot(value)).toBe(false);
    const result = timeSlotSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.timeSlot');
  });

  it('sorts, de-duplicates and upper-cases a selection', () => {
    expect(joinTimeSlots(['f', 'A', '3', '0', 'A'])).toBe('03AF');
    expect(splitTimeSlots('03af')).toEqual(['0', '3', 'A', 'F']);
  });
});
