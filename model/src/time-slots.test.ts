import { describe, expect, it } from 'vitest';
import { isValidTimeSlot, joinTimeSlots, repairTimeSlot, splitTimeSlots } from './time-slots.js';
import { timeSlotSchema } from './transmitter.js';

describe('time slots', () => {
  it.each([
    ['0123abcd', '0123ABCD'],
    ['A1A0', '01A'],
    ['98754', '45789'],
    ['33', '3'],
    ['fa', 'AF'],
    ['0F', '0F'],
    ['0123456789ABCDEF', '0123456789ABCDEF'],
  ])('stores %j as %j: upper case, sorted, each slot once', (input, stored) => {
    const result = timeSlotSchema.safeParse(input);
    expect(result.success).toBe(true);
    expect(result.data).toBe(stored);
    expect(isValidTimeSlot(stored)).toBe(true);
  });

  it('refuses an empty time slot: transmitter software cannot log in with none', () => {
    const result = timeSlotSchema.safeParse('');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.atLeastOne');
    expect(result.error?.issues[0]).toMatchObject({ params: { constraint: 'Size', min: 1 } });
  });

  it.each(['47H', ' 1', '0,1', 'g'])(
    'refuses %j, which has a character naming no slot',
    (value) => {
      const result = timeSlotSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.timeSlot');
    },
  );

  it('knows the stored form', () => {
    expect(isValidTimeSlot('01A')).toBe(true);
    expect(isValidTimeSlot('')).toBe(false);
    expect(isValidTimeSlot('0a')).toBe(false);
    expect(isValidTimeSlot('A0')).toBe(false);
    expect(isValidTimeSlot('00')).toBe(false);
  });

  it('repairs what was stored before: no foreign characters, never empty', () => {
    expect(repairTimeSlot('dcba')).toBe('ABCD');
    expect(repairTimeSlot('1 2,x')).toBe('12');
    expect(repairTimeSlot('')).toBe('0123456789ABCDEF');
    expect(repairTimeSlot('xyz')).toBe('0123456789ABCDEF');
  });

  it('sorts, de-duplicates and upper-cases a selection', () => {
    expect(joinTimeSlots(['f', 'A', '3', '0', 'A'])).toBe('03AF');
    expect(splitTimeSlots('03af')).toEqual(['0', '3', 'A', 'F']);
  });
});
