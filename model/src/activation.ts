import { z } from 'zod';
import { LIMITS } from './limits.js';
import { VALIDATION } from './messages.js';
import { integer, nameList } from './fields.js';

/** POST /activation body: activates a pager with the given RIC through transmitter groups. */
export const activationInputSchema = z.object({
  number: integer({ ...LIMITS.ric, fallback: 0, message: VALIDATION.address21Bits }),
  transmitterGroupNames: nameList(LIMITS.lists.transmitterGroups),
});

export const activationSchema = z.object({
  number: z.number(),
  transmitterGroupNames: z.array(z.string()),
  /** Java's default date format, e.g. "Oct 6, 2022, 8:59:07 PM". */
  timestamp: z.string(),
});

export type ActivationInput = z.output<typeof activationInputSchema>;
export type Activation = z.output<typeof activationSchema>;
