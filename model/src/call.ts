import { z } from 'zod';
import { LIMITS } from './limits.js';
import { flag, nameList, text } from './fields.js';

/** POST /calls body: a paging call to subscribers through transmitter groups. */
export const callInputSchema = z.object({
  text: text(LIMITS.message.min, LIMITS.message.max),
  callSignNames: nameList(LIMITS.lists.callSubscribers),
  transmitterGroupNames: nameList(LIMITS.lists.transmitterGroups),
  emergency: flag(),
});

/** A call as the Core returns it; the server sets the timestamp and the owner. */
export const callSchema = z.object({
  text: z.string(),
  callSignNames: z.array(z.string()),
  transmitterGroupNames: z.array(z.string()),
  emergency: z.boolean(),
  timestamp: z.string(),
  ownerName: z.string(),
  /**
   * The embedded server numbers its calls (the key of their receipts, `delivery.ts`); a real Core
   * does not, and then the web app says that delivery is not reported.
   */
  id: z.number().int().optional(),
});

export type CallInput = z.output<typeof callInputSchema>;
export type Call = z.output<typeof callSchema>;
