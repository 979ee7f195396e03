import { TIME_SLOTS } from './limits.js';

/*
 * Time slots as transmitter software reads them. The Core accepted hex digits of either case in
 * increasing order, and the empty string; DAPNETGateway (Pi-Star) understands only `0`-`9` and
 * upper-case `A`-`F` (it silently drops `a`-`f`) and aborts at login on an empty list. So input
 * may be typed in any case and order, and is stored and sent upper-case, sorted, each slot once,
 * never empty.
 */

/** Whether every character of `value` names a slot (either case, any order, repeats allowed). */
export function hasOnlyTimeSlotCharacters(value: string): boolean {
  for (const character of value) {
    if (!TIME_SLOTS.includes(character.toUpperCase())) return false;
  }
  return true;
}

/** Whether `value` is in the stored form: non-empty, upper case, sorted, each slot once. */
export function isValidTimeSlot(value: string): boolean {
  return value !== '' && joinTimeSlots(value) === value;
}

/** Turns a set of chosen slots into the stored form: sorted, unique, upper case, joined. */
export function joinTimeSlots(slots: Iterable<string>): string {
  const chosen = new Set([...slots].map((slot) => slot.toUpperCase()));
  return [...TIME_SLOTS].filter((slot) => chosen.has(slot)).join('');
}

/** The slots of a time-slot string, e.g. "04A" gives ["0", "4", "A"]. */
export function splitTimeSlots(value: string): string[] {
  return joinTimeSlots(value).split('').filter(Boolean);
}

/**
 * A time slot stored before these rules, or read from a Core's State.json, in the stored form:
 * characters that name no slot are dropped, and a list left empty becomes all 16 slots: transmitter
 * software cannot work with none, and all 16 is what a hotspot usually has. An operator of a
 * widerange transmitter then chooses its slots in the form.
 */
export function repairTimeSlot(value: string): string {
  return joinTimeSlots(value) || TIME_SLOTS;
}
