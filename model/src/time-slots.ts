import { TIME_SLOTS } from './limits.js';

/**
 * The Core's TimeSlot rule: every character a hex digit (either case), strictly increasing, so
 * the slots are sorted and unique. The empty string is valid to the Core; forms demand a slot.
 */
export function isValidTimeSlot(value: string): boolean {
  let previous = -1;
  for (const character of value) {
    const slot = TIME_SLOTS.indexOf(character.toUpperCase());
    if (slot <= previous) return false;
    previous = slot;
  }
  return true;
}

/** Turns a set of chosen slots into the Core's form: sorted, unique, upper case, joined. */
export function joinTimeSlots(slots: Iterable<string>): string {
  const chosen = new Set([...slots].map((slot) => slot.toUpperCase()));
  return [...TIME_SLOTS].filter((slot) => chosen.has(slot)).join('');
}

/** The slots of a time-slot string, e.g. "04A" gives ["0", "4", "A"]. */
export function splitTimeSlots(value: string): string[] {
  return joinTimeSlots(value).split('').filter(Boolean);
}
